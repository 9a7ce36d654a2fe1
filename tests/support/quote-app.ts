/**
 * The app in this process, on a port of its own, with a test database: createApp with the real
 * quote pipeline (server/quote-pipeline.server.ts: pg-boss, the quote API and the outbox workers
 * with every feature's senders), its workers held back unless the test wants deliveries. No build
 * is needed: the client directory is an empty temp dir and React Router is never asked for a page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FeatureMount } from '#app/lib/feature-mount.server.ts';
import { createApp } from '#server/app.server.ts';
import { asAppDb, type AppDb } from '#server/platform/db/app-db.server.ts';
import { parseEnv, type Env } from '#server/platform/env.server.ts';
import type { PgBoss } from '#server/platform/outbox/boss.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { startQuotePipeline } from '#server/quote-pipeline.server.ts';
import type { TestDatabase } from './databases.ts';
import { plainDayAhead } from './dates.ts';

export interface QuoteApp {
  url: string;
  /** The HTTP server itself, for tests that watch its connections (bytes read off each socket). */
  server: Server;
  env: Env;
  db: AppDb;
  boss: PgBoss;
  /** Every feature's mount entry, as the app and its outbox run them. */
  features: readonly FeatureMount[];
  /** Starts the outbox workers, when the test wants deliveries. */
  startWorkers(): Promise<void>;
  stop(): Promise<void>;
}

export const TEST_ENV = {
  NODE_ENV: 'test',
  OUTBOX_POLL_SECONDS: '0.5',
  OUTBOX_RETRY_DELAY_SECONDS: '1',
  // No second alert half an hour on: tests that count a request's jobs count its deliveries. The
  // alert tests turn it back on.
  ALERT_STILL_NEW_MINUTES: '0',
} as const;

export async function startQuoteApp(
  database: TestDatabase,
  options: {
    env?: Record<string, string>;
    enqueuer?: Enqueuer;
    workers?: boolean;
    /** Bound on one partner attempt, for tests of a partner that hangs. */
    partnerTimeoutMs?: number;
    /** The clock the outbox's senders read, for tests that move time on. */
    now?: () => Date;
  } = {},
): Promise<QuoteApp> {
  const env = parseEnv({ ...TEST_ENV, ...database.env, ...options.env });
  const pipeline = await startQuotePipeline(database.handle, env, {
    enqueuer: options.enqueuer,
    partnerTimeoutMs: options.partnerTimeoutMs,
    now: options.now,
    workers: options.workers ?? false,
  });
  const clientDir = mkdtempSync(join(tmpdir(), 'bus4u-client-'));
  const app = createApp({
    env,
    database: database.handle,
    clientDir,
    loadServerBuild: () => Promise.reject(new Error('no server build in API tests')),
    buildTime: new Date().toISOString(),
    features: pipeline.features,
    payments: pipeline.site.payments,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    env,
    db: asAppDb(database.handle.db),
    boss: pipeline.boss,
    features: pipeline.features,
    startWorkers: () => pipeline.startWorkers(),
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await pipeline.stop();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

/** A valid POST /quote form, as the page's form sends it; `extra` adds or replaces fields. */
export function quoteFormFields(extra: Record<string, string> = {}): Record<string, string> {
  return {
    serviceType: 'wedding',
    journeyDirection: 'return',
    firstName: 'Carys',
    lastName: 'Evans',
    email: 'carys@example.com',
    countryCode: '+44',
    phone: '07700 900456',
    pickupLocation: 'Llandaff, Cardiff',
    destination: 'St Fagans',
    pickupDate: plainDayAhead(30),
    pickupTime: '13:00',
    returnDate: plainDayAhead(30),
    returnTime: '23:30',
    passengers: '14',
    specialRequirements: 'Ribbons on the front, please.',
    website: '',
    ...extra,
  };
}

/**
 * A valid POST /api/quotes body for a trip on the first plain day (no bank holiday, no clock
 * change: tests/support/dates.ts) at least `daysAhead` days from today.
 */
export function quoteBody(overrides: Record<string, unknown> = {}, daysAhead = 30) {
  const pickup = plainDayAhead(daysAhead);
  return {
    name: 'Megan Jones',
    email: 'megan@example.com',
    phone: '+447700900123',
    pickupLocation: 'Canton, Cardiff',
    destination: 'Bristol Airport',
    pickupDate: pickup,
    pickupTime: '05:30',
    passengerCount: 12,
    journeyType: 'airport-transfer',
    journeyDirection: 'one-way',
    specialRequirements: 'Two child seats',
    formVersion: 'pq1',
    current_page: '/book-online',
    attribution: {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'summer',
      utm_term: null,
      utm_content: null,
      gclid: 'abc123',
      fbclid: null,
      landing_page: '/book-online?gclid=abc123',
      current_page: '/book-online',
      referrer: 'https://www.google.com/',
      initial_referrer: 'https://www.google.com/',
      traffic_source: 'google_ads',
    },
    website: '',
    ...overrides,
  };
}

export function postQuote(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${url}/api/quotes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
