/**
 * Loads Google's tag only after consent, with Consent Mode v2 defaults set to denied first, so a
 * tag never runs on a visitor who said no. Does nothing when no tag ID is configured.
 */
import type { ConsentChoice } from './consent-store.ts';
import { loadTagConfig } from './tag-config.ts';

type Gtag = (...args: unknown[]) => void;
let scriptAdded = false;

function ensureGtag(): Gtag {
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag };
  w.dataLayer = w.dataLayer ?? [];
  if (!w.gtag) {
    // gtag.js reads the `arguments` object, not an array, from the data layer.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
    w.gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
  }
  return w.gtag;
}

export async function applyConsent(choice: ConsentChoice): Promise<void> {
  // Nothing is asked of the server, let alone Google, for a visitor who said no.
  if (!choice.analytics && !choice.marketing && !scriptAdded) return;
  const config = await loadTagConfig();
  const firstId = config.gaId ?? config.adsId;
  if (!firstId) return;
  const g = ensureGtag();
  const granted = (yes: boolean) => (yes ? 'granted' : 'denied');
  g('consent', 'update', {
    analytics_storage: granted(choice.analytics),
    ad_storage: granted(choice.marketing),
    ad_user_data: granted(choice.marketing),
    ad_personalization: granted(choice.marketing),
  });
  if (scriptAdded) return;
  scriptAdded = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(firstId)}`;
  document.head.appendChild(script);
  g('js', new Date());
  if (config.gaId) g('config', config.gaId);
  if (config.adsId) g('config', config.adsId);
}
