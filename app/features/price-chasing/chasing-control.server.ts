/**
 * The operator's side of chasing, on the admin request page: what the chase of the current price
 * has done ("reminded twice, expired"), and the switch that turns chasing off (or back on) for the
 * request. Turning it off leaves the queued jobs where they are: each finds it off when it runs.
 */
import { and, eq } from 'drizzle-orm';
import { priceHasEnded } from '#app/lib/price-end.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { recordStatus } from '#app/lib/db/quote-status-record.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import type { OfferedPrice } from './chase-senders.server.ts';
import { CHASING_FIELD, expiredNote, type ChaseStep } from './price-chasing-constants.ts';
import { priceChaseSteps, priceChasingOff } from './price-chasing-schema.server.ts';

export interface PriceChasingView {
  off: boolean;
  /** What the chase of the current price has done so far, in words; null with no price sent. */
  summary: string | null;
  /** True once the current price ran out unanswered (derived from its "valid until"). */
  expired: boolean;
}

/** Once the price has its answer (or is withdrawn), the chase is over: the reminders queued for it
 * find that when they come due and send nothing. */
const ANSWERED_NOTES: Record<'accepted' | 'declined' | 'withdrawn', string> = {
  accepted: 'Accepted: the customer gets no more reminders of this price.',
  declined: 'Declined: the customer gets no more reminders of this price.',
  withdrawn: 'Withdrawn: the customer gets no reminders of it.',
};

function remindedSoFar(count: number): string {
  return count === 0 ? 'not reminded yet' : count === 1 ? 'reminded once' : 'reminded twice';
}

export async function loadPriceChasing(
  db: AppDb,
  quoteId: string,
  price: OfferedPrice | null,
  now = new Date(),
): Promise<PriceChasingView> {
  const [off] = await db
    .select({ by: priceChasingOff.turnedOffBy })
    .from(priceChasingOff)
    .where(eq(priceChasingOff.quoteId, quoteId));
  if (!price) return { off: Boolean(off), summary: null, expired: false };
  if (price.state !== 'sent')
    return { off: Boolean(off), summary: ANSWERED_NOTES[price.state], expired: false };
  const steps = (
    await db
      .select({ step: priceChaseSteps.step })
      .from(priceChaseSteps)
      .where(
        and(eq(priceChaseSteps.quoteId, quoteId), eq(priceChaseSteps.revision, price.revision)),
      )
  ).map((row) => row.step as ChaseStep);
  const reminders = steps.filter((step) => step !== 'expired').length;
  const expired = priceHasEnded(price, now);
  const summary = expired
    ? expiredNote(reminders)
    : `Waiting for an answer: ${remindedSoFar(reminders)}.`;
  return { off: Boolean(off), summary, expired };
}

export async function setPriceChasing(
  db: AppDb,
  input: { quoteId: string; off: boolean; by: string },
): Promise<{ ok: boolean; message: string }> {
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, input.quoteId));
    if (!quote) return { ok: false, message: 'This request no longer exists.' };
    const changed = input.off
      ? await tx
          .insert(priceChasingOff)
          .values({ quoteId: input.quoteId, turnedOffBy: input.by })
          .onConflictDoNothing()
          .returning({ quoteId: priceChasingOff.quoteId })
      : await tx
          .delete(priceChasingOff)
          .where(eq(priceChasingOff.quoteId, input.quoteId))
          .returning({ quoteId: priceChasingOff.quoteId });
    const message = input.off
      ? 'Chasing is off: the customer gets no reminders of the price.'
      : 'Chasing is on: an unanswered price is followed up.';
    if (changed.length > 0) {
      await recordStatus(tx, {
        quoteId: input.quoteId,
        from: quote.status,
        to: quote.status,
        note: input.off ? 'Chasing of the price turned off.' : 'Chasing of the price turned on.',
        by: input.by,
      });
    }
    return { ok: true, message };
  });
}

/** The request page's form: `chasing=off` or `chasing=on`. */
export async function priceChasingAction(
  db: AppDb,
  quoteId: string,
  form: FormData,
  by: string,
): Promise<{ intent: 'price-chasing'; ok: boolean; message: string }> {
  const value = form.get(CHASING_FIELD);
  if (value !== 'off' && value !== 'on') {
    return { intent: 'price-chasing', ok: false, message: 'Choose to turn chasing off or on.' };
  }
  return {
    intent: 'price-chasing',
    ...(await setPriceChasing(db, { quoteId, off: value === 'off', by })),
  };
}
