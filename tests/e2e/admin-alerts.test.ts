/**
 * The admin as an installable app with alerts, in Chromium against the built server: /admin links
 * its own manifest (scope /admin/, standalone) and registers its service worker in that scope only,
 * which caches nothing; the settings page's "Alerts on this device" lists a device, sends it a test
 * alert, changes its events and removes it, all from the keyboard; the page passes axe.
 *
 * The gap: Chromium's own pushManager.subscribe() asks Google's push service (FCM) for an endpoint,
 * and this machine cannot reach it, so no real browser subscription is made here. The device is
 * subscribed instead through the same POST /admin/push/subscriptions the page's button calls, with
 * keys our push service stand-in made as a browser would; that stand-in then takes the test alert,
 * checks its VAPID header and decrypts it (tests/support/push-stand-in.ts). What the button itself
 * does before that POST is the browser's standard API, with our VAPID public key.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import webpush from 'web-push';
import { test, expect } from './harness.ts';
import {
  axeViolations,
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  signInThroughForm,
} from '../support/admin-browser.ts';
import { startPushStandIn, type PushStandIn } from '../support/push-stand-in.ts';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let push: PushStandIn;
const certDir = mkdtempSync(join(tmpdir(), 'bus4u-push-ca-'));
const vapid = webpush.generateVAPIDKeys();

test.beforeAll(async () => {
  push = await startPushStandIn(vapid.publicKey);
  const caFile = join(certDir, 'push-stand-in.pem');
  writeFileSync(caFile, push.certPem);
  [server, browser] = await Promise.all([
    startServer({
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      PUSH_VAPID_PUBLIC_KEY: vapid.publicKey,
      PUSH_VAPID_PRIVATE_KEY: vapid.privateKey,
      // The server process trusts the stand-in's certificate as Node lets any process trust an
      // extra CA; nothing in the product turns a TLS check off.
      NODE_EXTRA_CA_CERTS: caFile,
    }),
    launchBrowser(),
  ]);
  context = await newContext(browser, { width: 1280 });
  page = await context.newPage();
  await signInThroughForm(page, server.url);
  await page.waitForURL(`${server.url}/admin/dashboard`);
});

test.afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await push?.close();
  rmSync(certDir, { recursive: true, force: true });
});

test.describe('the admin as an app with alerts', () => {
  test('links its own manifest and registers a service worker in /admin/ that caches nothing', async () => {
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/admin/manifest.webmanifest');
    const manifest = (await (await fetch(`${server.url}${manifestHref}`)).json()) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({ scope: '/admin/', display: 'standalone' });

    // Registered once the page has hydrated; polled rather than awaited, so a slow start only waits.
    await page.waitForFunction(async () => {
      const found = await navigator.serviceWorker.getRegistration('/admin/');
      return Boolean(found?.active);
    });
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration('/admin/');
      return { scope: found?.scope ?? null, script: found?.active?.scriptURL ?? null };
    });
    expect(registration).toEqual({
      scope: `${server.url}/admin/`,
      script: `${server.url}/admin/service-worker.js`,
    });
    expect(await page.evaluate(() => caches.keys())).toEqual([]);

    // The public site keeps its own manifest, and no worker of ours reaches it.
    await page.goto(`${server.url}/about`);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/site.webmanifest',
    );
    expect(
      await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/'))),
    ).toBe(false);
  });

  test('lists a device and tests, narrows and removes it from the keyboard; axe clean', async () => {
    await page.goto(`${server.url}/admin/settings`);
    await page.getByRole('heading', { name: 'Alerts on this device' }).waitFor();
    // Enabled once the page has hydrated and found this browser able to take push alerts.
    await page
      .getByRole('button', { name: 'Turn on alerts on this device', disabled: false })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const subscription = push.subscribe('office');
    const status = await page.evaluate(async (body) => {
      const response = await fetch('/admin/push/subscriptions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    }, subscription);
    expect(status).toBe(201);
    await page.reload();
    const label = await page
      .locator('section[aria-labelledby="alerts-heading"] li strong')
      .first()
      .textContent();
    expect(label).toMatch(/^Chrome on /);

    await page.getByRole('button', { name: 'Send a test alert' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`Test alert sent to ${label}.`).waitFor();
    expect(push.received.map((alert) => alert.payload)).toEqual([
      { title: 'Test alert from Bus4U', body: 'Alerts reach this device.', url: '/admin/settings' },
    ]);

    await page.getByRole('checkbox', { name: 'A payment' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save alerts' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`Saved: ${label} takes 9 kinds of alert.`).waitFor();
    expect(await page.getByRole('checkbox', { name: 'A payment' }).isChecked()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Remove ${label}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`${label} takes no more alerts.`).waitFor();
    await page.getByText('None yet.').waitFor();
  });
});
