/**
 * What every browser test imports: Playwright Test's `test` and `expect` (playwright.config.ts
 * runs them, two files at a time, retrying a failed file once with a trace), and the
 * helpers a file uses to start what it needs once for all its tests.
 *
 * A file's tests run in order in one worker and share what its `test.beforeAll` started (a server,
 * a database, a signed-in page), as a visitor's steps do; each file is one serial group, so a test
 * that fails is retried with the whole file from a fresh start, never on the state it left.
 */
import { test as base, expect, type Browser } from '@playwright/test';
import type { RunningServer } from '../../scripts/lib/server.ts';
import { startedLater } from '../support/started-later.ts';

/** Playwright's `test`: the worker's Chromium is its `browser` fixture (playwright.config.ts). */
export const test = base;

export { expect };

/** The production server (scripts/lib/server.ts) for this file: `env` adds to its own. */
export function serverForFile(env: Record<string, string> = {}): RunningServer {
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    const { startServer } = await import('../../scripts/lib/server.ts');
    server = await startServer(env);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return startedLater('The server', () => server);
}

/** The worker's Chromium (Playwright's `browser` fixture), for this file's helpers to read. */
export function browserForFile(): Browser {
  let browser: Browser | undefined;
  test.beforeAll(({ browser: workerBrowser }) => {
    browser = workerBrowser;
  });
  return startedLater('The browser', () => browser);
}
