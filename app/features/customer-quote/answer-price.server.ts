/**
 * The customer's answer to a sent price, applied in one transaction with the price row locked: the
 * decision (price-rules.ts, which also weighs the request's pickup), the price's new state, the
 * request's status and history, the booking (handed in as `onAccepted`, so this feature does not
 * reach into the booking register) and the operator's notice all commit together. Two clicks at
 * once queue behind the lock; the second finds the answer given and changes nothing.
 */
import { eq } from 'drizzle-orm';
import { pickupHasPassed } from '#app/lib/london-dates.ts';
import { formatPence } from '#app/lib/money.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { quoteRequests, type QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { INSTANT_SENDER } from '#app/lib/instant-sender.ts';
import { queueOperatorAlert } from '#app/lib/outbox/operator-alerts.server.ts';
import { recordStatus } from '#app/lib/db/quote-status-record.server.ts';
import { sendJob } from '#app/lib/jobs/define-job.server.ts';
import type { Tx } from '#server/platform/db/app-db.server.ts';
import { quotePrices } from './customer-quote-schema.server.ts';
import { decideAnswer, type AnswerIntent, type AnswerRefusal } from './price-rules.ts';
import { answerNoticeJob } from './jobs.server.ts';

export interface AcceptedJob {
  quote: QuoteRequestRow;
  farePence: number;
  vehicle: string;
  /** The link the customer answered from, for their confirmation e-mail. */
  customerToken: string;
  /** The price is an instant offer: its booking stands only on the vehicle the offer still holds. */
  instantOffer: boolean;
}

/**
 * What the booking side answers when an instant offer's vehicle hold has ended (a new request
 * claimed the vehicle after the offer's end while this acceptance waited): nothing is accepted.
 */
export const OFFER_HOLD_ENDED = 'offer-hold-ended';

/** Makes the booking of an accepted price, inside the answer's transaction. */
export type OnAccepted = (tx: Tx, accepted: AcceptedJob) => Promise<void | typeof OFFER_HOLD_ENDED>;

/** Thrown inside the answer's transaction to undo everything it wrote. */
class AnswerUndone extends Error {
  constructor(readonly reason: AnswerRefusal) {
    super(`answer undone: ${reason}`);
  }
}

export interface AnswerInput {
  quoteId: string;
  customerToken: string;
  intent: AnswerIntent;
  revision: number;
  termsAccepted: boolean;
  reason: string;
  /** The address for the customer's invoices, given with an acceptance; '' for none. */
  invoiceAddress?: string;
  now?: Date;
}

export type AnswerResult = { ok: true; changed: boolean } | { ok: false; reason: AnswerRefusal };

export async function answerPrice(
  deps: { db: AppDb; boss: Enqueuer; onAccepted: OnAccepted },
  input: AnswerInput,
): Promise<AnswerResult> {
  const now = input.now ?? new Date();
  try {
    return await answerInTransaction(deps, input, now);
  } catch (error) {
    if (error instanceof AnswerUndone) return { ok: false, reason: error.reason };
    throw error;
  }
}

function answerInTransaction(
  deps: { db: AppDb; boss: Enqueuer; onAccepted: OnAccepted },
  input: AnswerInput,
  now: Date,
): Promise<AnswerResult> {
  return deps.db.transaction(async (tx): Promise<AnswerResult> => {
    const [price] = await tx
      .select()
      .from(quotePrices)
      .where(eq(quotePrices.quoteId, input.quoteId))
      .for('update');
    const [quote] = await tx
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, input.quoteId))
      .for('update');
    if (!quote) return { ok: false, reason: 'withdrawn' };
    const decision = decideAnswer(price ?? null, input, now, pickupHasPassed(quote, now));
    if (decision.kind === 'refuse') return { ok: false, reason: decision.reason };
    if (decision.kind === 'repeat' || !price) return { ok: true, changed: false };
    const accepted = input.intent === 'accept';
    const reason = input.reason.trim();
    await tx
      .update(quotePrices)
      .set({
        state: accepted ? 'accepted' : 'declined',
        answeredAt: now,
        declineReason: accepted ? null : reason || null,
      })
      .where(eq(quotePrices.quoteId, input.quoteId));
    await recordStatus(tx, {
      quoteId: quote.id,
      from: quote.status,
      to: accepted ? 'won' : 'lost',
      note: accepted
        ? `The customer accepted ${formatPence(price.totalPence)} online and agreed to the terms.`
        : `The customer declined ${formatPence(price.totalPence)} online.${reason ? ` Reason: ${reason}` : ''}`,
      by: null,
    });
    if (accepted && input.invoiceAddress) {
      await tx
        .update(quoteRequests)
        .set({ invoiceAddress: input.invoiceAddress, updatedAt: now })
        .where(eq(quoteRequests.id, quote.id));
    }
    if (accepted) {
      const booked = await deps.onAccepted(tx, {
        quote,
        farePence: price.totalPence,
        vehicle: price.vehicle,
        customerToken: input.customerToken,
        instantOffer: price.sentBy === INSTANT_SENDER,
      });
      // The offer's vehicle went to another request once the offer ended: the acceptance came too
      // late, however early its clock read, so nothing of it may commit.
      if (booked === OFFER_HOLD_ENDED) throw new AnswerUndone('expired');
    }
    await sendJob(tx, deps.boss, answerNoticeJob, {
      quoteId: quote.id,
      revision: price.revision,
    });
    // An instant offer accepted is a booking nobody at Bus4U made: its own alert, not an answer.
    const instant = accepted && price.sentBy === INSTANT_SENDER;
    await queueOperatorAlert(tx, deps.boss, {
      event: instant ? 'instant-booking' : 'price-answered',
      quoteId: quote.id,
    });
    return { ok: true, changed: true };
  });
}
