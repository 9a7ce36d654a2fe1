/**
 * Starts the whole app in this process: validates the environment, opens and migrates the
 * database, starts the admin housekeeping, the outbox workers and the daily passes, and serves
 * the Express app. Production (server/main.server.ts, built) and development (server/dev.ts,
 * through Vite) both come through here, so `npm run dev` runs exactly the app `npm start` runs;
 * only where the pages come from differs.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Express, RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { startAdmin } from '#app/features/admin/admin-startup.server.ts';
import { startReconciliation } from '#app/features/payments/reconciliation-schedule.server.ts';
import { startSignInLinkMail } from '#app/features/admin/auth/sign-in-link-mail.server.ts';
import type { FeatureMount } from '#app/lib/feature-mount.server.ts';
import { PERSON_DATA_PARTS } from './person-data.server.ts';
import { createApp } from './app.server.ts';
import { asAppDb } from './platform/db/app-db.server.ts';
import { openDatabase } from './platform/db/client.server.ts';
import { enableCostMeter } from './platform/cost-meter.server.ts';
import { migrateDatabase } from './platform/db/migrate.server.ts';
import { answerBackupRequests } from './platform/db/pglite-backup.server.ts';
import { checkDataDir, dataDirErrorLine, isDataDirError } from './platform/data-dir.server.ts';
import { EnvError, parseEnv, type Env } from './platform/env.server.ts';
import {
  OUTBOX_SHUTDOWN_DEADLINE_MS,
  startQuotePipeline,
  type QuotePipeline,
} from './quote-pipeline.server.ts';
import { startFitnessPass } from './fitness-lapses.server.ts';
import { startMonthlyInvoicing } from './account-invoicing.server.ts';
import { startFlightTracking } from './flight-tracking.server.ts';
import { resolveSessionSecret } from './platform/session-secret.server.ts';
import { resolveVapidKeys } from './platform/vapid-keys.server.ts';

/** Where the pages come from: the production build, or Vite rendering them from source. */
export interface PageSource {
  loadServerBuild: () => Promise<ServerBuild>;
  buildTime: string;
  /** The built client (hashed assets, prerendered pages); unused when `devMiddleware` is set. */
  clientDir: string;
  /** Development: Vite's middleware serves modules and assets, and every page renders per request. */
  devMiddleware?: RequestHandler;
}

/** The site once it runs: its environment and its services, made once at start. */
export interface RunningSite {
  env: Env;
  pipeline: QuotePipeline;
}

export interface RunOptions {
  /** The HTTP server; development makes it first, so Vite's hot reload shares its port. */
  server?: Server;
  /** What answers every request, made once the site runs (production: siteApp, once). */
  listener: (site: RunningSite) => RequestListener;
  /** Closed first at shutdown (development: Vite, whose sockets would hold the server open). */
  close?: () => Promise<void>;
}

/** Known once the environment is read, so a late file-system error can still name DATA_DIR. */
let dataDir: string | undefined;

export async function runServer(options: RunOptions): Promise<void> {
  try {
    await run(options);
  } catch (error) {
    if (error instanceof EnvError) console.error(error.message);
    else if (dataDir && isDataDirError(error, dataDir))
      console.error(dataDirErrorLine(error, dataDir));
    else console.error('Bus4U could not start:', error);
    process.exit(1);
  }
}

/**
 * The Express app on the running site's services. `features` are the pipeline's own unless
 * development made them again from edited code.
 */
export function siteApp(
  site: RunningSite,
  pages: PageSource,
  features: readonly FeatureMount[] = site.pipeline.features,
): Express {
  return createApp({
    env: site.env,
    database: site.pipeline.site.database,
    clientDir: pages.clientDir,
    loadServerBuild: pages.loadServerBuild,
    devMiddleware: pages.devMiddleware,
    buildTime: pages.buildTime,
    features,
    outbox: site.pipeline.boss,
    payments: site.pipeline.site.payments,
  });
}

async function run({ server = createServer(), listener, close }: RunOptions) {
  const parsed = parseEnv(process.env);
  // DATA_DIR holds the embedded database, and the session secret and VAPID keys when none are given.
  if (!parsed.DATABASE_URL || !parsed.SESSION_SECRET || !parsed.PUSH_VAPID_PUBLIC_KEY) {
    dataDir = parsed.DATA_DIR;
    checkDataDir(parsed.DATA_DIR, { holdsDatabase: !parsed.DATABASE_URL });
  }
  // Made once and kept in DATA_DIR when not given: admin cookies and address hashes need it.
  // The alerts' VAPID key pair likewise: devices subscribe with its public half.
  const env = {
    ...parsed,
    SESSION_SECRET: resolveSessionSecret(parsed),
    ...resolveVapidKeys(parsed),
  };
  if (env.COST_METER === '1') enableCostMeter();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    prepareStatements: env.PG_PREPARED_STATEMENTS === 'on',
    pgliteTurns: env.PGLITE_TURNS === 'on',
  });
  // Schema first, then the outbox (pg-boss migrates its own schema), then the port opens.
  await migrateDatabase(database);
  const backups = database.pglite ? answerBackupRequests(database.pglite, env.DATA_DIR) : undefined;
  const admin = await startAdmin(asAppDb(database.db), env, PERSON_DATA_PARTS);
  const quotes = await startQuotePipeline(database, env);
  const signInLinks = await startSignInLinkMail(quotes.boss, asAppDb(database.db), env);
  // With online payment on, Stripe and the ledger are compared once a day.
  const { stripe } = quotes.site.payments;
  const reconciliation = startReconciliation(
    stripe ? { db: asAppDb(database.db), stripe, boss: quotes.boss } : null,
  );
  // Daily: DVLA's MOT and tax dates, and the operator alerted of documents lapsing under jobs.
  const fitness = startFitnessPass(asAppDb(database.db), quotes.boss, env);
  // At 06:00 (London) on the first of each month, and at start: each account's invoice.
  const invoicing =
    env.ACCOUNT_INVOICING === 'on'
      ? startMonthlyInvoicing({ db: asAppDb(database.db), boss: quotes.boss, env })
      : null;
  // With flight data on: the flights of airport transfers asked about as they near.
  const flights = startFlightTracking(asAppDb(database.db), quotes.boss, env);
  server.on('request', listener({ env, pipeline: quotes }));
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    console.log(
      `Bus4U is serving ${env.SITE_URL} on http://${env.HOST}:${port} (database: ${database.kind})`,
    );
  });
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    // The deadline runs from the signal; the outbox stops fetching jobs at once.
    const deadline = Date.now() + OUTBOX_SHUTDOWN_DEADLINE_MS;
    void quotes.stopTakingJobs().then(
      () => console.log('Shutting down: stopped taking outbox jobs'),
      (error: unknown) => console.error('outbox stop:', error),
    );
    admin.stop();
    reconciliation.stop();
    fitness.stop();
    invoicing?.stop();
    flights.stop();
    // Vite first (development): its hot-reload sockets would otherwise hold server.close() open.
    void (close?.() ?? Promise.resolve()).finally(() => {
      server.close(() => {
        void signInLinks
          .stop()
          .catch((error: unknown) => console.error('sign-in link mail stop:', error))
          .then(() => quotes.stop(deadline))
          .catch((error: unknown) => console.error('outbox stop:', error))
          .then(() => database.close())
          // Only now may `npm run backup` open the directory itself.
          .then(() => backups?.stop())
          .finally(() => process.exit(0));
      });
      server.closeIdleConnections();
    });
    // Everything above is bounded; this is for a request that hangs past the deadline.
    setTimeout(() => process.exit(0), OUTBOX_SHUTDOWN_DEADLINE_MS + 5_000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
