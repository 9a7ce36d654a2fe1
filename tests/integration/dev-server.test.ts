/**
 * `npm run dev` serves the whole app through the production Express app: public
 * pages rendered by Vite from source, the quote API, the admin area with a real sign-in, all on
 * the development PGlite database; and an edit to server code is taken up without a restart.
 */
import { utimesSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postQuote, quoteBody, waitFor } from '../support/quote-app.ts';
import { freePort, startDevServer, type RunningServer } from '../../scripts/lib/server.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const EMAIL = 'newcomer@bus4u.test';
const PASSWORD = 'a long enough dev password';

describe('npm run dev', () => {
  let server: RunningServer;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startDevServer({
      PORT: String(port),
      SITE_URL: origin,
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('renders public pages from source with Vite hot reload', async () => {
    const response = await fetch(`${origin}/about`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('About Bus4U');
    // Vite's hot-reload runtime: the page came from the dev server, not from a build.
    expect(html).toContain('virtual:react-router/inject-hmr-runtime');
  });

  it('stores a quote posted to the API', async () => {
    const response = await postQuote(origin, quoteBody({ name: 'Dev Server Test' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.stringMatching(/^Q-/) });
  });

  it('signs the admin in and shows the dashboard with that quote', async () => {
    const signIn = await fetch(`${origin}/admin`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: origin },
      body: new URLSearchParams({
        email: EMAIL,
        password: PASSWORD,
        redirectTo: '/admin/dashboard',
      }),
    });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get('location')).toBe('/admin/dashboard');
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^bus4u_admin=/);

    const dashboard = await fetch(`${origin}/admin/dashboard`, {
      headers: { Cookie: cookie },
      redirect: 'manual',
    });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('Dev Server Test');
  });

  it('makes the app again from edited server code, without a restart', async () => {
    // An edit as Vite's watcher sees it: the quote API's module changes on disk (its time only).
    const edited = new Date();
    utimesSync(`${ROOT}app/features/quote/quotes-api.server.ts`, edited, edited);
    await waitFor(
      async () => {
        await fetch(`${origin}/healthz`);
        return server.output().includes('Server code changed: the app now runs the edited modules.')
          ? true
          : undefined;
      },
      30_000,
      'the edited modules',
    );
    const response = await postQuote(origin, quoteBody({ name: 'After The Edit' }));
    expect(response.status).toBe(201);
  });
});
