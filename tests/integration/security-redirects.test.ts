/**
 * Every redirect the server makes stays on this site, whatever the request path says (the trailing-slash and case canonical redirects, the legacy 301s, the unknown-path 302
 * and /thanks. Requests go out as raw HTTP so a path like `/\evil.example/` reaches the server
 * byte for byte (fetch would turn the backslash into a slash first).
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { quoteAppPerSuite } from '../support/lifecycle.ts';

interface RawResponse {
  status: number;
  location: string | undefined;
}

function rawGet(base: string, path: string): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Where a browser on our origin would go for this Location header. */
function destination(base: string, location: string): URL {
  return new URL(location, `${base}/some/page`);
}

const HOSTILE_PATHS = [
  '//evil.example/',
  '//evil.example',
  '///evil.example/',
  '////evil.example//',
  '/\\evil.example/',
  '/\\/evil.example/',
  '\\\\evil.example/',
  '/%2F%2Fevil.example/',
  '/%2f%2fevil.example/',
  '/%5C%5Cevil.example/',
  '/%5Cevil.example/',
  '//%2Fevil.example/',
  '//evil.example/About/',
  '//Evil.Example/',
  '//evil.example/?next=/about',
  '/https://evil.example/',
  '/https:/evil.example/',
  '//evil.example@localhost/',
  '/%09/evil.example/',
  '//evil.example%2F..%2F/',
];

describe('redirects never leave the site', () => {
  const { app } = quoteAppPerSuite('pglite');

  it.each(HOSTILE_PATHS)('GET %s answers a same-origin Location', async (path) => {
    const response = await rawGet(app.url, path);
    if (response.status >= 300 && response.status < 400) {
      const location = response.location ?? '';
      // A path of our own: one slash, then something that is not a slash or a backslash.
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(location).not.toMatch(/[\\\t\r\n]/);
      const target = destination(app.url, location);
      expect(target.origin).toBe(new URL(app.url).origin);
      expect(target.hostname).not.toContain('evil');
    }
  });

  it('still collapses a trailing slash and case onto the canonical page', async () => {
    expect(await rawGet(app.url, '/about/')).toEqual({ status: 301, location: '/about' });
    expect(await rawGet(app.url, '/About')).toEqual({ status: 301, location: '/about' });
    expect(await rawGet(app.url, '/thanks/')).toEqual({ status: 301, location: '/thanks' });
    expect(await rawGet(app.url, '/THANKS/')).toEqual({ status: 301, location: '/thanks' });
    expect(await rawGet(app.url, '/about/?ref=mail')).toEqual({
      status: 301,
      location: '/about?ref=mail',
    });
    expect(await rawGet(app.url, '//about/')).toEqual({ status: 301, location: '/about' });
    expect(await rawGet(app.url, '/admin/dashboard/')).toEqual({
      status: 301,
      location: '/admin/dashboard',
    });
  });

  it('sends the legacy paths to their pages, with or without a trailing slash', async () => {
    expect(await rawGet(app.url, '/contact')).toEqual({ status: 301, location: '/contact-us' });
    expect(await rawGet(app.url, '/contact/')).toEqual({ status: 301, location: '/contact-us' });
    expect(await rawGet(app.url, '//contact/')).toEqual({ status: 301, location: '/contact-us' });
    expect(await rawGet(app.url, '/Corporate-Transport')).toEqual({
      status: 301,
      location: '/business-corporate',
    });
  });

  it('sends an unknown path to /book-online, never to a path of the request', async () => {
    expect(await rawGet(app.url, '/no-such-page')).toEqual({
      status: 302,
      location: '/book-online',
    });
    // A doubled slash is collapsed first, onto a path of ours, which is then unknown.
    expect(await rawGet(app.url, '//evil.example/no-such-page')).toEqual({
      status: 301,
      location: '/evil.example/no-such-page',
    });
    expect(await rawGet(app.url, '/evil.example/no-such-page')).toEqual({
      status: 302,
      location: '/book-online',
    });
  });
});
