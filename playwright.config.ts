/**
 * The browser suite (tests/e2e): Chromium from Debian against the production build, each file with
 * its own server, database and peers, two files at a time. docs/decisions/009 and 021.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './scripts/lib/browser.ts';
import { BUSINESS_OVERRIDES_CONSTANT } from './server/business-overrides.ts';

// The constant Vite's `define` writes into the build and vitest's into its tests (no overrides:
// the default phone and e-mail), set here as a global: the browser tests import business.ts to
// know what the pages show, outside Vite. Every worker loads this file before any test file.
Object.assign(globalThis, { [BUSINESS_OVERRIDES_CONSTANT]: {} });

/** Where `npm test` reads the run's report and finds each failure's trace. */
export const E2E_REPORT = 'test-results/e2e.json';
export const E2E_ARTIFACTS = 'test-results/e2e';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  // Two files at a time on two cores: a browser file mostly waits (a server starting, a page
  // painting), and each has its own server, port and database, so two side by side share nothing.
  workers: 2,
  // One retry, and every retry named at the end of the run (docs/decisions/009).
  retries: 1,
  // A file's `test.beforeAll` starts a server and a browser context on a busy machine; the bound
  // is for a hang, not a speed limit.
  timeout: 180_000,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: E2E_REPORT }]],
  outputDir: E2E_ARTIFACTS,
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    // A failed test's retry (its whole file, from a fresh start) records a trace of every page,
    // request and console line, kept beside the run. Recording every first run as well cost a
    // quarter of the suite's CPU (screencasts and snapshots of tests that pass), on two cores.
    trace: 'on-first-retry',
  },
});
