/**
 * The field names of the traffic-attribution record (its schema: ./attribution.ts). Apart from the
 * schema so the browser's capture, which runs on every page, does not carry zod into page loads.
 */

/**
 * The campaign's words and the ad click ids: each is read from the landing URL's query parameter
 * of the same name, or null.
 */
export const ATTRIBUTION_PARAM_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
] as const;

/** The addresses: where the session landed and is now, and who referred it (first and last). */
export const ATTRIBUTION_PAGE_FIELDS = [
  'landing_page',
  'current_page',
  'referrer',
  'initial_referrer',
] as const;

/** An object with one entry per key, each made by `value`. */
export function mapFields<const K extends string, V>(
  keys: readonly K[],
  value: (key: K) => V,
): Record<K, V> {
  // fromEntries cannot know its keys: the type says what the map above builds.
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}
