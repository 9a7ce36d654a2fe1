/**
 * Tap to dialog: per bench route, under a 4× CPU slowdown (Chrome DevTools Protocol), a
 * tap on the header's quote button as soon as it has painted, ten times: the median and worst
 * time until the quote dialog is visible, and how many taps did nothing (must be 0).
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../lib/browser.ts';

const TRIES = 10;
const CPU_SLOWDOWN = 4;
/** A bench prints, never hangs: a dialog not there after this counts as a lost tap. */
const GIVE_UP_MS = 20_000;

export interface TapRow {
  path: string;
  medianMs: number;
  worstMs: number;
  lost: number;
}

async function tapOnce(browser: Browser, url: string): Promise<number | null> {
  const context = await newContext(browser, { width: 390, height: 844 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    const button = page.locator('header [data-quote-button]').first();
    await button.waitFor();
    const started = Date.now();
    await button.click({ noWaitAfter: true });
    const opened = await page
      .getByRole('dialog', { name: 'Get your free quote' })
      .waitFor({ timeout: GIVE_UP_MS })
      .then(() => true)
      .catch(() => false);
    return opened && page.url() === url ? Date.now() - started : null;
  } finally {
    await context.close();
  }
}

export async function runTapBench(baseUrl: string, paths: readonly string[]): Promise<TapRow[]> {
  const browser = await launchBrowser();
  const rows: TapRow[] = [];
  try {
    for (const path of paths) {
      const times: number[] = [];
      let lost = 0;
      for (let i = 0; i < TRIES; i++) {
        const ms = await tapOnce(browser, `${baseUrl}${path}`);
        if (ms === null) lost += 1;
        else times.push(ms);
      }
      times.sort((a, b) => a - b);
      rows.push({
        path,
        medianMs: times.length ? times[Math.floor((times.length - 1) / 2)]! : NaN,
        worstMs: times.length ? times[times.length - 1]! : NaN,
        lost,
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function tapTable(rows: TapRow[]): string {
  return [
    `| route | tap to dialog, median ms | worst of ${TRIES} ms | taps lost |`,
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.path} | ${r.medianMs} | ${r.worstMs} | ${r.lost} |`),
  ].join('\n');
}
