/**
 * The one place that sends conversion events. Every function does nothing unless the visitor
 * consented to advertising cookies and a Google Ads ID is configured (features/consent).
 */
import { getConsent, hasConsent } from './consent-store.ts';
import { applyConsent } from './google-tags.ts';
import { currentTagConfig } from './tag-config.ts';

type Gtag = (...args: unknown[]) => void;

function adsGtag(): { g: Gtag; adsId: string; phone: string; quote: string } | undefined {
  if (typeof window === 'undefined' || !hasConsent('marketing')) return undefined;
  const g = (window as unknown as { gtag?: Gtag }).gtag;
  const config = currentTagConfig();
  if (typeof g !== 'function' || !config?.adsId) return undefined;
  return {
    g,
    adsId: config.adsId,
    phone: config.adsPhoneLabel ?? 'phone_call',
    quote: config.adsQuoteLabel ?? 'quote_request',
  };
}

/** Fired on every click of a call link or button. */
export function trackPhoneConversion(): void {
  const ads = adsGtag();
  if (!ads) return;
  ads.g('event', 'conversion', { send_to: `${ads.adsId}/${ads.phone}` });
}

/**
 * The two ad-conversion events of /thanks; resolves to how many were sent. On a direct
 * load the tag may not be set up yet, so the visitor's consent is applied first (it does nothing
 * twice) and the events follow the consent update in Google's queue.
 */
export async function trackQuoteConversion(): Promise<number> {
  const choice = getConsent();
  if (typeof window === 'undefined' || !choice?.marketing) return 0;
  await applyConsent(choice);
  const ads = adsGtag();
  if (!ads) return 0;
  ads.g('event', 'conversion', { send_to: `${ads.adsId}/${ads.quote}` });
  ads.g('event', 'generate_lead', { event_category: 'quote' });
  return 2;
}
