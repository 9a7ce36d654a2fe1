import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './same-origin.ts';

const SITE = 'https://www.bus4u.example/';

describe('the admin cross-site request guard', () => {
  it("takes the site's own origin, or the origin the request was addressed to", () => {
    const facts = { secFetchSite: null, requestOrigin: 'http://127.0.0.1:3000' };
    expect(isSameOrigin({ ...facts, origin: 'https://www.bus4u.example' }, SITE)).toBe(true);
    expect(isSameOrigin({ ...facts, origin: 'http://127.0.0.1:3000' }, SITE)).toBe(true);
  });

  it('refuses another origin, whatever Sec-Fetch-Site claims', () => {
    const facts = { secFetchSite: 'same-origin', requestOrigin: 'https://www.bus4u.example' };
    expect(isSameOrigin({ ...facts, origin: 'https://evil.example' }, SITE)).toBe(false);
    expect(isSameOrigin({ ...facts, origin: 'https://www.bus4u.example:8443' }, SITE)).toBe(false);
  });

  it('without an Origin (or "null"), trusts only Sec-Fetch-Site: same-origin', () => {
    const requestOrigin = 'https://www.bus4u.example';
    for (const origin of [null, 'null']) {
      expect(isSameOrigin({ origin, secFetchSite: 'same-origin', requestOrigin }, SITE)).toBe(true);
      expect(isSameOrigin({ origin, secFetchSite: 'cross-site', requestOrigin }, SITE)).toBe(false);
      expect(isSameOrigin({ origin, secFetchSite: 'same-site', requestOrigin }, SITE)).toBe(false);
      expect(isSameOrigin({ origin, secFetchSite: null, requestOrigin }, SITE)).toBe(false);
    }
  });

  it('a SITE_URL that is not a URL matches nothing but the request origin', () => {
    const facts = { secFetchSite: null, requestOrigin: 'http://localhost:3000' };
    expect(isSameOrigin({ ...facts, origin: 'http://other:1' }, 'not a url')).toBe(false);
    expect(isSameOrigin({ ...facts, origin: 'http://localhost:3000' }, 'not a url')).toBe(true);
  });
});
