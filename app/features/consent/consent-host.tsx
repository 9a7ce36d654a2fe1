import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { getConsent, subscribeConsent } from '#app/lib/consent-store.ts';
import { applyConsent } from '#app/lib/google-tags.ts';
import { consentState } from './consent-state.ts';

const ConsentBanner = lazy(() =>
  import('./consent-banner.tsx').then((m) => ({ default: m.ConsentBanner })),
);

/**
 * Applies a saved cookie choice once the page is live, and mounts the banner only when it has
 * something to ask (no choice yet, or the footer's "Cookie settings"), so a returning visitor's
 * pages never load the banner's code (issue 19). The server renders nothing here either way.
 */
export function ConsentHost() {
  const state = useSyncExternalStore(subscribeConsent, consentState, () => 'hidden' as const);

  useEffect(() => {
    const choice = getConsent();
    if (choice) applyConsent(choice);
  }, []);

  if (state === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner state={state} />
    </Suspense>
  );
}
