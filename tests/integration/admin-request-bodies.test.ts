/**
 * Against the production server over real HTTP: every admin request body is
 * bounded (413 as soon as it passes the limit, the rest never read, the connection closed), only
 * form bodies are read (415 otherwise, never 500), and redirectTo after sign-in only ever leads to
 * a normalised path inside the admin area.
 */
import { describe, expect, it } from 'vitest';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from '../support/admin-browser.ts';
import { postSignIn, sessionCookieOf } from '../support/sign-in-http.ts';
import { MB, streamPost } from '../support/streamed-post.ts';
import { serverPerSuite } from '../support/lifecycle.ts';

const server = serverPerSuite({
  ADMIN_EMAIL: E2E_ADMIN_EMAIL,
  ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
  TRUST_PROXY: 'loopback',
});
let address = 0;
/** A new client address per sign-in, so no test runs into the throttle. */
const fresh = () => `203.0.113.${++address}`;

describe('request bodies', () => {
  it.each([
    '/admin',
    '/admin.data',
    '/admin/ranking-tracker',
    '/admin/data-protection',
    '/admin/pricing',
    '/admin/pricing.data',
    '/admin/bookings',
    '/admin/bookings.data',
  ])('a chunked 64 MB POST %s is answered 413 long before it is all sent', async (path) => {
    const result = await streamPost(new URL(path, server.url).href, 64 * MB, {
      Origin: server.url,
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(result.status).toBe(413);
    expect(result.sentBeforeAnswer).toBeLessThan(16 * MB);
    expect(result.cutShort).toBe(true);
    // The server stopped reading: of the 64 MB, no more reached it than the socket buffers hold,
    // so nothing like the body can have been kept in memory. Counted in bytes, not by the
    // process's resident memory, which a busy machine's garbage collector moves by tens of MB.
    expect(result.sentInAll).toBeLessThan(16 * MB);
  });

  it('refuses a declared length over the limit before reading any of it', async () => {
    const response = await fetch(`${server.url}/admin`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `email=a%40b.c&password=${'x'.repeat(5 * 1024)}`,
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
  });

  it('still takes a normal sign-in form', async () => {
    const response = await postSignIn(server.url, {
      email: E2E_ADMIN_EMAIL,
      password: E2E_ADMIN_PASSWORD,
      from: fresh(),
    });
    expect(response.status).toBe(302);
  });
});

describe('admin forms within their limit', () => {
  it.each(['/admin/pricing', '/admin/bookings'])(
    'POST %s of nearly 64 KB reaches the action, which reads the form',
    async (path) => {
      const signedIn = await postSignIn(server.url, {
        email: E2E_ADMIN_EMAIL,
        password: E2E_ADMIN_PASSWORD,
        from: fresh(),
      });
      const cookie = sessionCookieOf(signedIn)!;
      // A form the action does not accept (no tariff, no intent), padded to just under 64 KB.
      const body = `intent=none&pad=${'x'.repeat(64 * 1024 - 100)}`;
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          Origin: server.url,
          Cookie: cookie,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body,
      });
      // Read and refused by the page's own rules, not by the body's size or type.
      expect(response.status).not.toBe(413);
      expect(response.status).not.toBe(415);
      expect(response.status).toBeLessThan(500);
    },
  );
});

describe('bodies that are not forms', () => {
  it.each(['/admin', '/admin.data'])('POST %s as text/plain gets 415, not 500', async (path) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'text/plain' },
      body: 'email=a@b.c&password=x',
    });
    expect(response.status).toBe(415);
  });

  it('an admin action with a session gets 415 for text/plain, 400 for a broken multipart', async () => {
    const signedIn = await postSignIn(server.url, {
      email: E2E_ADMIN_EMAIL,
      password: E2E_ADMIN_PASSWORD,
      from: fresh(),
    });
    const cookie = sessionCookieOf(signedIn)!;
    const post = (contentType: string, body: string) =>
      fetch(`${server.url}/admin/data-protection`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: server.url, Cookie: cookie, 'Content-Type': contentType },
        body,
      });
    expect((await post('text/plain', 'email=megan@example.com&confirm=yes')).status).toBe(415);
    expect((await post('application/json', '{"email":"megan@example.com"}')).status).toBe(415);
    const broken = await post('multipart/form-data; boundary=xyz', 'not multipart at all');
    expect(broken.status).toBe(400);
  });
});

describe('redirectTo after sign-in', () => {
  const signInTo = (redirectTo: string) =>
    postSignIn(server.url, {
      email: E2E_ADMIN_EMAIL,
      password: E2E_ADMIN_PASSWORD,
      from: fresh(),
      redirectTo,
    });

  it.each([
    ['/admin/..//evil.example', '/admin/dashboard'],
    ['/admin/%2e%2e//evil.example', '/admin/dashboard'],
    ['//evil.example/admin/', '/admin/dashboard'],
    ['/admin/\tspam', '/admin/dashboard'],
    ['/admin/spam\r\nSet-Cookie: x=1', '/admin/dashboard'],
    ['/admin/spam?x=1', '/admin/spam?x=1'],
  ])('%j leads to %s', async (redirectTo, location) => {
    const response = await signInTo(redirectTo);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
  });

  it.each(['%0D%0ASet-Cookie:%20x=1', '%09', '/admin/..//evil.example', '%2Fadmin%2F%0A'])(
    'the sign-in page with redirectTo=%s answers 200 and keeps only the fallback',
    async (query) => {
      const response = await fetch(`${server.url}/admin?redirectTo=${query}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('name="redirectTo" value="/admin/dashboard"');
    },
  );
});
