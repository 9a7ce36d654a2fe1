/** Debian Chromium driven by playwright-core, with the flags this closed network needs. */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How Chromium is launched, here and by the browser suite's runner (playwright.config.ts). */
export const CHROMIUM_LAUNCH = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

export async function newContext(
  browser: Browser,
  options: {
    width: number;
    height?: number;
    javaScriptEnabled?: boolean;
    reducedMotion?: 'reduce' | 'no-preference';
    /** A phone: touch events and taps, as a visitor's thumb makes them. */
    touch?: boolean;
  } = { width: 1280 },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height ?? 900 },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
  });
  // Under a moved clock (scripts/moved-clock.sh) the pages read the tests' time, not the
  // machine's: Chromium itself hangs under libfaketime, so it runs on the real clock.
  const moved = /^[+-]\d+$/.exec(process.env.FAKETIME ?? '');
  if (moved) await context.addInitScript(shiftDate, Number(moved[0]) * 1000);
  return context;
}

/**
 * Moves a page's `Date` by `offset` ms, and nothing else. Playwright's `clock.install` would move
 * it too, but it also takes over timers and `performance`, which the paint-timing tests read.
 */
export function shiftDate(offset: number) {
  const RealDate = Date;
  const now = () => RealDate.now() + offset;
  function ShiftedDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length
      ? new (RealDate as DateConstructor)(...(args as [string]))
      : new RealDate(now());
  }
  ShiftedDate.prototype = RealDate.prototype;
  Object.assign(ShiftedDate, { now, parse: RealDate.parse, UTC: RealDate.UTC });
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
}
