/** The numbers and words of chasing an unanswered price. Client-safe: the admin panel shows them. */

/** The first reminder: this many hours after the price was sent, if it is still unanswered. */
export const CHASE_AFTER_SENT_HOURS = 48;
/** The last reminder: this many hours before the price runs out, if it is still unanswered. */
export const CHASE_BEFORE_EXPIRY_HOURS = 24;

/** The steps of one sent price's chase, in the order they come, as recorded on the request. */
export const CHASE_STEPS = ['after-sent', 'before-expiry', 'expired'] as const;
export type ChaseStep = (typeof CHASE_STEPS)[number];

/** Why a chase job sent nothing (the job's output in the admin's deliveries). */
export const CHASE_SKIPPED = {
  answered: 'the price was answered, withdrawn or replaced',
  off: 'the operator turned chasing off for this request',
  pickupPassed: 'the pickup has passed',
  expired: 'the price has already expired',
  notYetExpired: 'the price has not expired yet',
  done: 'already done for this price',
} as const;

/** The admin's form on the request page. */
export const CHASING_INTENT = 'price-chasing';
export const CHASING_FIELD = 'chasing';

/** The history line at the end of an unanswered price: "reminded twice, expired". */
export function expiredNote(remindersSent: number): string {
  const reminded =
    remindersSent === 0 ? 'not reminded' : remindersSent === 1 ? 'reminded once' : 'reminded twice';
  return `No answer to the price: ${reminded}, expired.`;
}
