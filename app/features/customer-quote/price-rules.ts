/**
 * The answer state machine of a sent price (docs/http-api.md `POST /your-quote/<token>`), as a
 * pure decision so every move can be tested on its own:
 *
 *   sent ──accept (terms, unexpired, same revision)──► accepted   (request won, booking made)
 *   sent ──decline (unexpired, same revision)────────► declined   (request lost)
 *   sent ──operator withdraws────────────────────────► withdrawn
 *   sent ──operator sends a revision─────────────────► sent (revision + 1)
 *
 * Once the journey's pickup has passed (London time), nothing more is answered online: the price
 * may still be within its dates (one stored before "valid until" was capped at the pickup date, or
 * on the pickup day itself), but a booking for a journey already gone is a job nobody can drive.
 * Repeating the answer already given changes nothing; every other move is refused with a reason.
 * Client-safe: the page uses the same messages.
 */
import { priceHasEnded } from '#app/lib/price-end.ts';
import type { PriceState } from './customer-quote-constants.ts';

export type AnswerIntent = 'accept' | 'decline';

export type AnswerRefusal =
  | 'not-priced'
  | 'expired'
  | 'withdrawn'
  | 'already-accepted'
  | 'already-declined'
  | 'revised'
  | 'pickup-passed'
  | 'terms';

export type AnswerDecision =
  { kind: 'apply' } | { kind: 'repeat' } | { kind: 'refuse'; reason: AnswerRefusal };

export interface PriceFacts {
  state: PriceState;
  revision: number;
  /** 'YYYY-MM-DD', the last London day the price stands. */
  validUntil: string;
  /** The instant it ends within that day (an instant offer's 24 hours), or null for the whole day. */
  expiresAt?: Date | null;
}

/**
 * `pickupPassed` says whether the journey's pickup is behind us at `now` (pickupHasPassed in
 * app/lib/london-dates.ts).
 */
export function decideAnswer(
  price: PriceFacts | null,
  answer: { intent: AnswerIntent; revision: number; termsAccepted: boolean },
  now: Date,
  pickupPassed: boolean,
): AnswerDecision {
  const refuse = (reason: AnswerRefusal): AnswerDecision => ({ kind: 'refuse', reason });
  if (!price) return refuse('not-priced');
  const repeated =
    (price.state === 'accepted' && answer.intent === 'accept') ||
    (price.state === 'declined' && answer.intent === 'decline');
  // A double click, a resubmitted form, or a back-button repost: the answer stands as given.
  if (repeated && answer.revision === price.revision) return { kind: 'repeat' };
  if (price.state === 'withdrawn') return refuse('withdrawn');
  if (price.state === 'accepted') return refuse('already-accepted');
  if (price.state === 'declined') return refuse('already-declined');
  if (pickupPassed) return refuse('pickup-passed');
  if (answer.revision !== price.revision) return refuse('revised');
  if (priceHasEnded(price, now)) return refuse('expired');
  if (answer.intent === 'accept' && !answer.termsAccepted) return refuse('terms');
  return { kind: 'apply' };
}
