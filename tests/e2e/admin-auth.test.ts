/**
 * The admin area's door, against the real server in Chromium: anonymous visitors are sent to the
 * sign-in page (302) from every admin page, data routes answer 401, a wrong password gets the
 * generic message, signing in makes a new session id, signing out ends it server-side, repeated
 * failures are throttled, and a POST from another origin is refused (403).
 */
import type { Browser } from 'playwright-core';
import { test, expect } from './harness.ts';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  axeViolations,
  sessionCookie,
  signInThroughForm,
} from '../support/admin-browser.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let browser: Browser;

const ADMIN_PAGES = [
  '/admin/dashboard',
  '/admin/dashboard?q=megan&status=new',
  '/admin/quotes/q-260101-abcdefgh',
  '/admin/spam',
  '/admin/data-protection',
  '/admin/ranking-tracker',
  '/admin/sign-out',
];

test.beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // The throttling test speaks for another client through X-Forwarded-For.
      TRUST_PROXY: 'loopback',
    }),
    launchBrowser(),
  ]);
});
test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test.describe('anonymous visitors', () => {
  for (const path of ADMIN_PAGES) {
    test(`are sent from ${path} to the sign-in page with a 302`, async () => {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(
        `/admin?redirectTo=${encodeURIComponent(path)}`,
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  }

  for (const path of ['/admin/quotes.csv', '/admin/data-protection/export?email=a@b.c']) {
    test(`get 401 from the data route ${path}`, async () => {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(401);
    });
  }

  test('see a sign-in page that is noindex, no-store and accessible', async () => {
    const response = await fetch(`${server.url}/admin`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin`);
    expect(await page.title()).toBe('Sign in | Bus4U admin');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    expect(await page.getByLabel('Email').getAttribute('autocomplete')).toBe('username');
    expect(await page.getByLabel('Password').getAttribute('autocomplete')).toBe('current-password');
    // The public site's chrome stays out of the admin area.
    expect(await page.locator('footer').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

test.describe('signing in and out', () => {
  test('refuses a wrong password with the generic message', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInThroughForm(page, server.url, {
      email: E2E_ADMIN_EMAIL,
      password: 'wrong password!',
    });
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Email or password is incorrect.');
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await sessionCookie(page)).toBeUndefined();
    await context.close();
  });

  test('signs in to where the visitor was going, with a new session id each time', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInThroughForm(page, server.url, undefined, '/admin?redirectTo=%2Fadmin%2Fspam');
    await page.waitForURL(`${server.url}/admin/spam`);
    const first = await sessionCookie(page);
    expect(first).toBeTruthy();
    const cookies = await context.cookies();
    const cookie = cookies.find((c) => c.name === 'bus4u_admin')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');

    // Session fixation: signing in while holding a session never keeps that id; the old one ends.
    await page.evaluate(
      async ([email, password]) => {
        const body = new URLSearchParams({ email: email ?? '', password: password ?? '' });
        await fetch('/admin', { method: 'POST', body });
      },
      [E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD],
    );
    const second = await sessionCookie(page);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    // The first session was ended on the server: replaying its cookie gets the sign-in page.
    const replay = await fetch(`${server.url}/admin/dashboard`, {
      headers: { Cookie: `bus4u_admin=${first}` },
      redirect: 'manual',
    });
    expect(replay.status).toBe(302);
    await context.close();
  });

  test('signs out, and the old cookie no longer opens anything', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInThroughForm(page, server.url);
    await page.waitForURL(`${server.url}/admin/dashboard`);
    const cookie = await sessionCookie(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/admin`);
    expect(await sessionCookie(page)).toBeUndefined();
    const replay = await fetch(`${server.url}/admin/dashboard`, {
      headers: { Cookie: `bus4u_admin=${cookie}` },
      redirect: 'manual',
    });
    expect(replay.status).toBe(302);
    await context.close();
  });
});

test.describe('attacks', () => {
  test('refuses a cross-origin POST with 403, even with a valid session', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInThroughForm(page, server.url);
    await page.waitForURL(`${server.url}/admin/dashboard`);
    const cookie = `bus4u_admin=${await sessionCookie(page)}`;
    for (const path of ['/admin/data-protection', '/admin/sign-out', '/admin']) {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          Cookie: cookie,
          Origin: 'https://evil.example',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'email=megan%40example.com&confirm=yes',
        redirect: 'manual',
      });
      expect(response.status, path).toBe(403);
    }
    // No Origin and no Sec-Fetch-Site: refused too.
    const bare = await fetch(`${server.url}/admin/sign-out`, {
      method: 'POST',
      headers: { Cookie: cookie },
      redirect: 'manual',
    });
    expect(bare.status).toBe(403);
    // The session survived all of it.
    await page.goto(`${server.url}/admin/dashboard`);
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    await context.close();
  });

  test('throttles repeated failures and says how long to wait', async () => {
    const context = await browser.newContext({
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.9' },
    });
    const page = await context.newPage();
    for (let i = 0; i < 5; i++) {
      await signInThroughForm(page, server.url, {
        email: 'nobody@bus4u.test',
        password: `guess ${i}`,
      });
      await page.getByRole('alert').waitFor();
    }
    await signInThroughForm(page, server.url);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/^Too many sign-in attempts\. Please wait \d+ (seconds|minute)/);
    expect(await sessionCookie(page)).toBeUndefined();
    await context.close();
    // Another address is not affected.
    const other = await newContext(browser);
    const otherPage = await other.newPage();
    await signInThroughForm(otherPage, server.url);
    await otherPage.waitForURL(`${server.url}/admin/dashboard`);
    await other.close();
  });
});
