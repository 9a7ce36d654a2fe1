/**
 * What the cookie banner shows, read from the consent store: nothing once the visitor has chosen,
 * the question until they do, the per-purpose choice when they open the settings. Kept apart from
 * the banner so the host can decide without loading the banner's code.
 */
import { getConsent, isConsentSettingsOpen } from '#app/lib/consent-store.ts';

export type ConsentState = 'hidden' | 'ask' | 'settings';

export function consentState(): ConsentState {
  if (isConsentSettingsOpen()) return 'settings';
  return getConsent() ? 'hidden' : 'ask';
}
