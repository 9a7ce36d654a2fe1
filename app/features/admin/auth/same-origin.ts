/**
 * Cross-site request forgery guard for every state-changing admin request: the browser's Origin
 * must be our own (SITE_URL's origin, or the origin the request was addressed to), or, when a
 * browser sent no Origin, Sec-Fetch-Site must say same-origin. A request with neither is refused:
 * every browser that can run the admin area sends one of them on a POST.
 */
export interface OriginFacts {
  origin: string | null;
  secFetchSite: string | null;
  /** scheme://host[:port] the request was addressed to. */
  requestOrigin: string;
}

export function isSameOrigin(facts: OriginFacts, siteUrl: string): boolean {
  if (facts.origin && facts.origin !== 'null') {
    return facts.origin === originOf(siteUrl) || facts.origin === facts.requestOrigin;
  }
  return facts.secFetchSite === 'same-origin';
}

export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_ORIGIN_REFUSAL = 'Refused: this request did not come from the admin area.';

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
