import { Toaster as Sonner } from 'sonner';

/**
 * The site's toasts (up to 3 shown, 4 s each, 356 px wide, 14 px apart). Loaded on demand
 * by ToasterHost; call notify() from #app/lib/notify.ts rather than sonner directly.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      visibleToasts={3}
      duration={4000}
      gap={14}
      richColors
      // A modal dialog turns off pointer events outside itself; toasts stay hoverable (pause) and
      // closable above it.
      style={{ pointerEvents: 'auto' }}
      toastOptions={{
        classNames: {
          toast: 'font-sans! text-[0.95rem]! shadow-[var(--shadow-lift)]! rounded-xl!',
          title: 'font-semibold!',
          description: 'leading-snug!',
        },
      }}
    />
  );
}
