/**
 * Everything the server runs beside HTTP, started and stopped together: pg-boss on the app's
 * database, the e-mail transport, every feature's mount entry (features.server.ts) and the outbox
 * workers running their senders. A composition root: it may import features (docs/architecture.md).
 * Tests start it too, with overrides for what they fake or observe (tests/support/quote-app.ts).
 */
import { setDocumentIssuer } from '#app/features/payments/documents/documents-store.server.ts';
import {
  distanceProviderFor,
  type DistanceProvider,
} from '#app/features/pricing/distance/distance-provider.server.ts';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import type { FeatureMount } from '#app/lib/feature-mount.server.ts';
import { keepEmailIn } from '#app/lib/db/kept-emails.server.ts';
import { queueOperatorAlert } from '#app/lib/outbox/operator-alerts.server.ts';
import { jobHandlers } from '#app/lib/jobs/job-handlers.server.ts';
import {
  alertEmailJob,
  alertPushJob,
  stillNewJob,
} from '#app/lib/outbox/operator-alert-jobs.server.ts';
import { documentIssuerFrom } from './document-issuer.server.ts';
import type { Enqueuer } from './platform/outbox/send-in-transaction.server.ts';
import { asAppDb } from './platform/db/app-db.server.ts';
import type { DatabaseHandle } from './platform/db/client.server.ts';
import { createEmailTransport, type EmailTransport } from './platform/email/transport.server.ts';
import type { Env } from './platform/env.server.ts';
import { startBoss, type PgBoss } from './platform/outbox/boss.server.ts';
import { ensureQueues } from './platform/outbox/queues.server.ts';
import {
  startWorkers,
  type JobHandlers,
  type UnfinishedJob,
  type Workers,
} from './platform/outbox/workers.server.ts';
import { errorClass } from './platform/error-class.server.ts';
import { jobsOf, siteFeatures, type SiteRuntime } from './features.server.ts';
import { paymentServicesFor } from './payment-services.server.ts';

/** What a test replaces in the real wiring; production passes none. */
export interface PipelineOverrides {
  /** The e-mail transport (default: SMTP_URL, or the outbox's own store without it). */
  transport?: EmailTransport;
  /** Where the quote API puts its jobs (default: pg-boss); a test hands in one that fails. */
  enqueuer?: Enqueuer;
  /** The clock the senders read (the operator e-mail's urgency). */
  now?: () => Date;
  /** Bound on one partner attempt (default PARTNER_TIMEOUT_MS), for a partner that hangs. */
  partnerTimeoutMs?: number;
  /** Road distances for the quote's estimate (default: from DISTANCE_PROVIDER_URL). */
  distance?: DistanceProvider;
  /** false: deliver nothing until startWorkers() is called (default: start them at once). */
  workers?: boolean;
}

export interface QuotePipeline {
  /** The site's services, made once: what every feature runs on, and what the pages are handed. */
  site: SiteRuntime;
  /** Every feature's mount entry, for createApp's `features`. */
  features: readonly FeatureMount[];
  /**
   * Development: the workers run these features' job handlers from now on, so an edited handler
   * runs without a restart (server/dev.ts makes the features again from the edited code). A job
   * added by the edit needs a restart: its queue is created at start.
   */
  useJobs(features: readonly FeatureMount[]): void;
  /** The outbox, for the admin area (job states, retries, not-spam deliveries). */
  boss: PgBoss;
  /** Starts the outbox workers, when they were held back (`workers: false`); idempotent. */
  startWorkers(): Promise<void>;
  /** At SIGTERM: fetch no more jobs; deliveries already fetched go on. */
  stopTakingJobs(): Promise<void>;
  /**
   * Lets the deliveries in flight finish until `deadline` (epoch ms), abandons the rest (they are
   * retried by whichever instance runs next) and stops the outbox.
   */
  stop(deadline?: number): Promise<void>;
}

/**
 * How long deliveries in flight get at shutdown: inside the 10 s a container runtime gives a
 * process after SIGTERM (Docker's default), with room to close the database. A send that has
 * not been accepted by then is abandoned, never left to be accepted unrecorded.
 */
export const OUTBOX_SHUTDOWN_DEADLINE_MS = 8000;

/**
 * Fetch loops for the alerts to devices: one push service that never answers holds one loop for
 * its timeout (PUSH_TIMEOUT_MS), and the other loops keep taking the alerts to every other device.
 */
const PUSH_FETCH_LOOPS = 4;

export async function startQuotePipeline(
  database: DatabaseHandle,
  env: Env,
  overrides: PipelineOverrides = {},
): Promise<QuotePipeline> {
  const db = asAppDb(database.db);
  // Rate-limit counts on PostgreSQL commit without waiting for the disk (client.server.ts).
  const counterDb = database.relaxedDb ? asAppDb(database.relaxedDb) : undefined;
  // The queues come from the features' job registry, made below: created before anything sends.
  const boss = await startBoss(database, env, []);
  // Before any payment can be recorded: documents issued from now on are VAT invoices or receipts,
  // under the supplier's registered identity.
  await setDocumentIssuer(db, documentIssuerFrom(env));
  const transport =
    overrides.transport ?? createEmailTransport({ smtpUrl: env.SMTP_URL, keep: keepEmailIn(db) });
  const site: SiteRuntime = {
    database,
    db,
    counterDb,
    env,
    boss,
    enqueuer: overrides.enqueuer ?? boss,
    transport,
    distance: overrides.distance ?? distanceProviderFor(env),
    now: overrides.now,
    partnerTimeoutMs: overrides.partnerTimeoutMs,
    payments: paymentServicesFor(env, boss),
  };
  const features = siteFeatures(site);
  // Every queue the features' jobs name, by the names their jobs were always queued under.
  await ensureQueues(
    boss,
    env,
    jobsOf(features).map((entry) => entry.job.name),
  );
  // A job that prints the customer's link gets a fresh one as it runs (job-handlers.server.ts).
  const handlersOf = (from: readonly FeatureMount[]) =>
    jobHandlers(db, jobsOf(from), (quoteId) => issueQuoteToken(db, quoteId));
  let handlers = handlersOf(features);
  // The workers look up the current handler at each delivery, so useJobs() reaches them.
  const current: JobHandlers = Object.fromEntries(
    Object.keys(handlers).map((queue) => [queue, (data: unknown) => handlers[queue]!(data)]),
  );
  let workers: Workers | undefined;
  const alertQueues: ReadonlySet<string> = new Set(
    [alertPushJob, alertEmailJob, stillNewJob].map((job) => job.name),
  );
  // A delivery that failed for good alerts the operator; an alert that failed does not (no loop).
  const alertOnFailure = async (queue: string, jobData: unknown) => {
    if (alertQueues.has(queue)) return;
    const quoteId = quoteIdOf(jobData);
    if (!quoteId) return;
    await db.transaction((tx) =>
      queueOperatorAlert(tx, boss, { event: 'delivery-failed', quoteId, failedQueue: queue }),
    );
  };
  const startOutboxWorkers = async () => {
    // Every feature's queues run on the same workers.
    workers ??= await startWorkers(
      {
        boss,
        env,
        onFailedForGood: alertOnFailure,
        describeJob: quoteIdOf,
        loops: { [alertPushJob.name]: PUSH_FETCH_LOOPS },
      },
      current,
    );
  };
  if (overrides.workers !== false) await startOutboxWorkers();
  return {
    site,
    features,
    useJobs: (from) => {
      handlers = handlersOf(from);
    },
    boss,
    startWorkers: startOutboxWorkers,
    stopTakingJobs: async () => {
      await workers?.stopFetching();
    },
    async stop(deadline = Date.now() + OUTBOX_SHUTDOWN_DEADLINE_MS) {
      if (workers) {
        await workers.stopFetching();
        const unfinished = await workers.drain(deadline);
        if (unfinished.length > 0) {
          // First no connection, so no late 250 can land unrecorded; then give the jobs back.
          transport.abort();
          console.warn(
            `outbox: ${unfinished.length} deliveries missed the shutdown deadline; they will be retried`,
          );
          await releaseJobs(boss, unfinished);
        }
      }
      await boss.stop({ graceful: false });
      transport.close();
    },
  };
}

/** The request a job is about (every job's payload names it), for the log and the alert. */
function quoteIdOf(jobData: unknown): string | undefined {
  if (jobData && typeof jobData === 'object' && 'quoteId' in jobData) {
    const { quoteId } = jobData;
    if (typeof quoteId === 'string') return quoteId;
  }
  return undefined;
}

/** Fails the abandoned jobs now, so they are retried at once instead of after their heartbeat. */
async function releaseJobs(boss: PgBoss, jobs: UnfinishedJob[]): Promise<void> {
  const byQueue = Map.groupBy(jobs, (job) => job.queue);
  for (const [queue, queued] of byQueue) {
    await boss
      .fail(
        queue,
        queued.map((job) => job.id),
        { error: 'abandoned at shutdown' },
      )
      .catch((error: unknown) => {
        console.warn(`outbox: could not give back ${queue} jobs: ${errorClass(error)}`);
      });
  }
}
