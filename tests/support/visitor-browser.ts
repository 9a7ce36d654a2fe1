/**
 * A visitor's browser for tests and the bench: the cookie choice already made, so the banner covers
 * nothing.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { newContext } from '../../scripts/lib/browser.ts';

export async function visitorContext(
  browser: Browser,
  {
    width,
    height,
    javaScriptEnabled = true,
  }: { width: number; height?: number; javaScriptEnabled?: boolean },
): Promise<BrowserContext> {
  const context = await newContext(browser, { width, height, javaScriptEnabled });
  await context.addInitScript(() => {
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ analytics: false, marketing: false, version: 1, decidedAt: 'test' }),
    );
  });
  return context;
}
