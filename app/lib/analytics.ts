/**
 * The one place that talks to Google tags. Every function does nothing unless a tag ID was
 * configured at build time and the visitor consented (see features/consent).
 */
import { hasConsent } from '#app/features/consent/consent-store.ts';

declare const __ANALYTICS__:
  { gaId?: string; adsId?: string; adsPhoneLabel?: string; adsQuoteLabel?: string } | undefined;

export const ANALYTICS_CONFIG: {
  gaId?: string;
  adsId?: string;
  adsPhoneLabel?: string;
  adsQuoteLabel?: string;
} = typeof __ANALYTICS__ !== 'undefined' ? __ANALYTICS__ : {};

type Gtag = (...args: unknown[]) => void;

function gtag(): Gtag | undefined {
  if (typeof window === 'undefined') return undefined;
  const fn = (window as unknown as { gtag?: Gtag }).gtag;
  return typeof fn === 'function' ? fn : undefined;
}

export function isTagConfigured(): boolean {
  return Boolean(ANALYTICS_CONFIG.gaId || ANALYTICS_CONFIG.adsId);
}

/** Fired on every click of a call link or button (spec §2, §7). */
export function trackPhoneConversion(): void {
  const g = gtag();
  if (!g || !hasConsent('marketing') || !ANALYTICS_CONFIG.adsId) return;
  g('event', 'conversion', {
    send_to: `${ANALYTICS_CONFIG.adsId}/${ANALYTICS_CONFIG.adsPhoneLabel ?? 'phone_call'}`,
  });
  g('event', 'phone_call_click', { event_category: 'contact' });
}

/** The two ad-conversion events of /thanks (spec §2): the Ads conversion and the GA lead. */
export function trackQuoteConversion(): number {
  const g = gtag();
  if (!g || !hasConsent('marketing') || !ANALYTICS_CONFIG.adsId) return 0;
  g('event', 'conversion', {
    send_to: `${ANALYTICS_CONFIG.adsId}/${ANALYTICS_CONFIG.adsQuoteLabel ?? 'quote_request'}`,
  });
  g('event', 'generate_lead', { event_category: 'quote' });
  return 2;
}
