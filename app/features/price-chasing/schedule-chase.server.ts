/**
 * Queues a sent price's chase in the transaction that sends it: the reminder after sending, the one
 * before it runs out and the job that marks its end, each a pg-boss job with `startAfter` (a row,
 * not a timer, so a restart or a second instance loses and doubles nothing) and a key per request,
 * revision and step, so scheduling twice stores one job. Each job looks again when it runs
 * (chase-senders.server.ts): an answer, a withdrawal, a new price or chasing turned off makes it
 * send nothing.
 */
import type { Enqueuer, SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { FOLLOW_UP_QUEUES, type QueueName } from '#app/lib/outbox/quote-jobs.server.ts';
import { sendOnce } from '#app/lib/outbox/send-once.server.ts';
import { chaseTimes, type ChasedPrice } from './chase-times.ts';
import type { ChaseStep } from './price-chasing-constants.ts';

export interface SentPriceToChase extends ChasedPrice {
  quoteId: string;
  revision: number;
  /** The link the price e-mail carries; the reminders carry it again. */
  customerToken: string;
}

export const CHASE_QUEUE_OF: Record<ChaseStep, QueueName> = {
  'after-sent': FOLLOW_UP_QUEUES.priceChaseAfterSent,
  'before-expiry': FOLLOW_UP_QUEUES.priceChaseBeforeExpiry,
  expired: FOLLOW_UP_QUEUES.priceExpiry,
};

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
    const data =
      step === 'expired'
        ? { quoteId: sent.quoteId, revision: sent.revision }
        : { quoteId: sent.quoteId, revision: sent.revision, customerLink: true as const };
    await sendOnce(
      tx,
      boss,
      CHASE_QUEUE_OF[step],
      data,
      chaseKey(sent.quoteId, sent.revision, step),
      {
        startAfter,
      },
    );
  }
}
