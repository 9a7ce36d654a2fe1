/**
 * Queues a sent price's chase in the transaction that sends it: the reminder after sending, the one
 * before it runs out and the job that marks its end, each a pg-boss job with `startAfter` (a row,
 * not a timer, so a restart or a second instance loses and doubles nothing) and a key per request,
 * revision and step, so scheduling twice stores one job. Each job looks again when it runs
 * (chase-senders.server.ts): an answer, a withdrawal, a new price or chasing turned off makes it
 * send nothing.
 */
import type { Enqueuer, SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { sendJobOnce } from '#app/lib/jobs/define-job.server.ts';
import { chaseTimes, type ChasedPrice } from './chase-times.ts';
import type { ChaseStep } from './price-chasing-constants.ts';
import {
  priceChaseAfterSentJob,
  priceChaseBeforeExpiryJob,
  priceExpiryJob,
} from './jobs.server.ts';

export interface SentPriceToChase extends ChasedPrice {
  quoteId: string;
  revision: number;
  /** The link the price e-mail carries; the reminders carry it again. */
  customerToken: string;
}

/** The job of each step; the reminders and the end share one payload's shape. */
const CHASE_JOB_OF = {
  'after-sent': priceChaseAfterSentJob,
  'before-expiry': priceChaseBeforeExpiryJob,
  expired: priceExpiryJob,
} satisfies Record<ChaseStep, unknown>;

export function chaseKey(quoteId: string, revision: number, step: ChaseStep): string {
  return `${quoteId}:${revision}:${step}`;
}

export async function schedulePriceChase(
  tx: SqlExecutor,
  boss: Enqueuer,
  sent: SentPriceToChase,
): Promise<void> {
  const times = chaseTimes(sent);
  const at: Record<ChaseStep, Date | null> = {
    'after-sent': times.afterSent,
    'before-expiry': times.beforeExpiry,
    expired: times.expiresAt,
  };
  for (const [step, startAfter] of Object.entries(at) as [ChaseStep, Date | null][]) {
    if (!startAfter) continue;
    // The end of the price carries no link: it only records what happened.
    const job = CHASE_JOB_OF[step];
    const data =
      step === 'expired'
        ? { quoteId: sent.quoteId, revision: sent.revision }
        : { quoteId: sent.quoteId, revision: sent.revision, customerLink: true as const };
    await sendJobOnce(tx, boss, job, data, chaseKey(sent.quoteId, sent.revision, step), {
      startAfter,
    });
  }
}
