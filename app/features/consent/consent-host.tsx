import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { getConsent, subscribeConsent } from '#app/lib/consent-store.ts';
import { applyConsent } from '#app/lib/google-tags.ts';
import { CONSENT_SPACE_PROPERTY } from './consent-space.ts';
import { consentState } from './consent-state.ts';

const ConsentBanner = lazy(() =>
  import('./consent-banner.tsx').then((m) => ({ default: m.ConsentBanner })),
);

/**
 * Applies a saved cookie choice once the page is live, and mounts the banner only when it has
 * something to ask (no choice yet, or the footer's "Cookie settings"), so a returning visitor's
 * pages never load the banner's code. It also renders the spacer at the page's end, on the server
 * too, so the room for the banner is there before hydration (app.css) and a footer link at the
 * very bottom is never under the banner.
 */
export function ConsentHost() {
  const state = useSyncExternalStore(subscribeConsent, consentState, () => 'hidden' as const);

  useEffect(() => {
    const choice = getConsent();
    if (choice) applyConsent(choice);
  }, []);

  useEffect(() => {
    // A choice is stored: the room kept for the banner goes. (Hydration renders 'hidden' first,
    // the server's snapshot: the room stays until the banner replaces it with its own height.)
    if (state === 'hidden' && getConsent()) {
      document.documentElement.style.setProperty(CONSENT_SPACE_PROPERTY, '0px');
    }
  }, [state]);

  const spacer = <div aria-hidden data-consent-space="" className="bg-navy-950" />;
  if (state === 'hidden') return spacer;
  return (
    <>
      {spacer}
      <Suspense fallback={null}>
        <ConsentBanner state={state} />
      </Suspense>
    </>
  );
}
