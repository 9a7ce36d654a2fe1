/**
 * The outbox workers: each queue's jobs are fetched a few at a time (DELIVERY_BATCH_SIZE) and
 * delivered side by side, polled every OUTBOX_POLL_SECONDS. A sender's result decides the job's fate: ok completes it, a retryable
 * failure leaves it to pg-boss's backoff, a non-retryable one fails it for good at once (pg-boss's
 * 'deadletter' disposition), where an admin can retry it.
 *
 * Retry-After from the partner is logged but not honoured: pg-boss 12.35 computes every retry's
 * delay from the queue's backoff and has no per-attempt delay; with a 5 s base the backoff passes
 * a typical Retry-After within a few attempts anyway.
 */
import { eq } from 'drizzle-orm';
import type { JobResult, PgBoss } from 'pg-boss';
import { BUSINESS } from '#app/content/business.ts';
import type { ServiceType } from '#app/content/types.ts';
import { buildPartnerPayload } from '#app/features/quote/quote-payloads.ts';
import type { AppDb } from '../db/app-db.server.ts';
import { quoteRequests, type QuoteRequestRow } from '../db/schema.server.ts';
import { renderCustomerAcknowledgement } from '../email/templates/customer-acknowledgement.tsx';
import { renderOperatorQuoteEmail } from '../email/templates/operator-quote.tsx';
import type { EmailTransport, Mailbox, SendResult } from '../email/transport.server.ts';
import type { Env } from '../env.server.ts';
import { forwardToPartner } from '../partner/forward.server.ts';
import { QUEUES, type QueueName, type QuoteJobData } from './queues.server.ts';

export interface WorkerDeps {
  boss: PgBoss;
  db: AppDb;
  env: Pick<
    Env,
    | 'OUTBOX_POLL_SECONDS'
    | 'MAIL_FROM'
    | 'QUOTE_NOTIFY_EMAIL'
    | 'PARTNER_QUOTE_URL'
    | 'PARTNER_API_KEY'
    | 'PARTNER_API_KEY_HEADER'
  >;
  transport: EmailTransport;
  now?: () => Date;
  /** Bound on one partner attempt (default PARTNER_TIMEOUT_MS), lowered by fault tests. */
  partnerTimeoutMs?: number;
}

type Deliver = (quote: QuoteRequestRow) => Promise<SendResult>;

/**
 * Jobs fetched at once per queue, delivered side by side. One job per poll drained a backlog at two
 * jobs a second per queue (a 300-request burst took 2.5 minutes to leave); ten per poll drain it at
 * twenty. Deliberately not pg-boss's burst mode (fetch again at once while batches come back full):
 * rendering e-mails runs on the same thread as the API, and a backlog worked off flat out halved
 * the quote API's throughput in the load bench. Each job still succeeds or fails on its own.
 */
export const DELIVERY_BATCH_SIZE = 10;

export async function startWorkers(deps: WorkerDeps): Promise<{ stop(): Promise<void> }> {
  const deliverers = senders(deps);
  const started: [QueueName, string][] = [];
  for (const name of Object.keys(deliverers) as QueueName[]) {
    const deliver = deliverers[name];
    const id = await deps.boss.work<QuoteJobData>(
      name,
      {
        pollingIntervalSeconds: Math.max(0.5, deps.env.OUTBOX_POLL_SECONDS),
        batchSize: DELIVERY_BATCH_SIZE,
        perJobResults: true,
      },
      async (jobs) => Promise.all(jobs.map((job) => runJob(deps.db, name, job, deliver))),
    );
    started.push([name, id]);
  }
  return {
    async stop() {
      for (const [name, id] of started) await deps.boss.offWork(name, { id, wait: true });
    },
  };
}

async function runJob(
  db: AppDb,
  queue: QueueName,
  job: { id: string; data: QuoteJobData },
  deliver: Deliver,
): Promise<JobResult> {
  const [quote] = await db
    .select()
    .from(quoteRequests)
    .where(eq(quoteRequests.id, job.data.quoteId))
    .limit(1);
  if (!quote) {
    // Deleted by an admin before delivery: nothing left to send, and retrying will not help.
    return { id: job.id, status: 'deadletter', output: { error: 'quote no longer exists' } };
  }
  let result: SendResult;
  try {
    result = await deliver(quote);
  } catch (error) {
    // A sender should not throw; if one does (a template bug), let the backoff retry it.
    result = {
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      retryable: true,
    };
  }
  if (result.ok) return { id: job.id, status: 'completed', output: { ok: true } };
  console.warn(`outbox: ${queue} for ${quote.id} failed: ${result.error}`);
  return {
    id: job.id,
    status: result.retryable ? 'failed' : 'deadletter',
    output: { error: result.error, retryable: result.retryable },
  };
}

function senders(deps: WorkerDeps): Record<QueueName, Deliver> {
  const { env, transport } = deps;
  const now = deps.now ?? (() => new Date());
  const business: Mailbox = { name: BUSINESS.name, address: env.MAIL_FROM ?? BUSINESS.email };
  const operatorInbox: Mailbox = {
    name: `${BUSINESS.name} quotes`,
    address: env.QUOTE_NOTIFY_EMAIL ?? BUSINESS.email,
  };
  return {
    [QUEUES.operatorEmail]: async (quote) => {
      const email = await renderOperatorQuoteEmail(quote, now());
      return transport.send({
        ...email,
        quoteId: quote.id,
        kind: 'operator',
        from: business,
        to: operatorInbox,
        replyTo: { name: quote.name, address: quote.email },
      });
    },
    [QUEUES.customerEmail]: async (quote) => {
      const email = await renderCustomerAcknowledgement(quote);
      return transport.send({
        ...email,
        quoteId: quote.id,
        kind: 'customer',
        from: business,
        to: { name: quote.name, address: quote.email },
        // The customer's reply lands where the operator reads quotes.
        replyTo: operatorInbox,
      });
    },
    [QUEUES.partnerForward]: async (quote) => {
      // Forwarding was switched off after this job was queued: nothing to do.
      if (!env.PARTNER_QUOTE_URL) return { ok: true };
      const payload = buildPartnerPayload({
        ...quote,
        journeyType: quote.journeyType as ServiceType | null,
        journeyDirection: quote.journeyDirection === 'return' ? 'return' : 'one-way',
      });
      const result = await forwardToPartner(
        {
          url: env.PARTNER_QUOTE_URL,
          apiKey: env.PARTNER_API_KEY,
          apiKeyHeader: env.PARTNER_API_KEY_HEADER,
          timeoutMs: deps.partnerTimeoutMs,
        },
        quote.id,
        payload,
      );
      if (!result.ok && result.retryAfterSeconds !== undefined) {
        console.warn(
          `outbox: partner asked to retry ${quote.id} after ${result.retryAfterSeconds} s`,
        );
      }
      return result;
    },
  };
}
