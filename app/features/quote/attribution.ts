/**
 * The browser's side of the traffic-attribution record (its shape: app/lib/attribution.ts): kept
 * in sessionStorage["attribution"], the first page view of the session fixes the source, the
 * landing page and the initial referrer; later views update current_page only.
 */

import { ATTRIBUTION_PARAM_FIELDS, mapFields } from '#app/lib/attribution-fields.ts';
import type { Attribution } from '#app/lib/attribution.ts';
import type { TrafficSource } from '#app/lib/traffic-sources.ts';

export const ATTRIBUTION_STORAGE_KEY = 'attribution';

const REFERRER_RULES: readonly [RegExp, TrafficSource][] = [
  [/(^|\.)google\./, 'google_organic'],
  [/(^|\.)bing\.com$/, 'bing_organic'],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, 'facebook_referral'],
  [/(^|\.)instagram\.com$/, 'instagram_referral'],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, 'linkedin_referral'],
  [/(^|\.)(twitter\.com|x\.com|t\.co)$/, 'twitter_referral'],
];

/** In this order: ad click ids, paid mediums, then the referrer, else direct. */
export function classifyTrafficSource(input: {
  gclid?: string | null;
  fbclid?: string | null;
  utm_medium?: string | null;
  referrer?: string | null;
}): TrafficSource {
  if (input.gclid) return 'google_ads';
  if (input.fbclid) return 'facebook_ads';
  const medium = input.utm_medium?.trim().toLowerCase();
  if (medium === 'cpc' || medium === 'ppc') return 'paid_search';
  if (!input.referrer) return 'direct';
  let host: string;
  try {
    host = new URL(input.referrer).hostname.toLowerCase();
  } catch {
    return 'referral';
  }
  for (const [pattern, source] of REFERRER_RULES) if (pattern.test(host)) return source;
  return 'referral';
}

/** Builds the record for a page view, given what the session already holds. */
export function nextAttribution(
  previous: Attribution | null,
  href: string,
  referrer: string,
): Attribution {
  const url = new URL(href);
  const page = `${url.pathname}${url.search}`;
  if (previous) return { ...previous, current_page: url.pathname };
  const param = (name: string) => url.searchParams.get(name) || null;
  // A referrer from our own site is not a source.
  const externalReferrer = referrer && !referrer.startsWith(url.origin) ? referrer : null;
  const record = {
    // Each campaign field is the landing URL's query parameter of the same name.
    ...mapFields(ATTRIBUTION_PARAM_FIELDS, param),
    landing_page: page,
    current_page: url.pathname,
    referrer: externalReferrer,
    initial_referrer: externalReferrer,
  };
  return { ...record, traffic_source: classifyTrafficSource(record) };
}

export function readAttribution(): Attribution | null {
  try {
    const raw = window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Attribution) : null;
  } catch (error) {
    console.warn('Could not read the attribution record', error);
    return null;
  }
}

export function recordPageView(href: string, referrer: string): Attribution {
  const record = nextAttribution(readAttribution(), href, referrer);
  try {
    window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(record));
  } catch (error) {
    console.warn('Could not keep the attribution record', error);
  }
  return record;
}
