import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToaster } from '#app/lib/notify.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

/**
 * Mounts the Toaster once the first notify() call asks for it. It must sit in a part of the layout
 * that never unmounts, so a toast outlives the dialog that raised it and the navigation after.
 */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
