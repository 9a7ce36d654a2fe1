/**
 * The pickup an arrival's booking should hold: the landing plus the operator's meet time. The
 * booking holds an arrival of its pickup less the meet time; when the estimate moves 15 minutes
 * or more from that, the pickup moves to the estimate plus the meet time. Smaller moves change
 * nothing, so a flight wobbling by a few minutes never sends the customer a string of e-mails.
 * Pure: the caller checks the vehicle's and driver's other jobs before it moves anything.
 */

/** The operator's meet time unless set otherwise: from landing to meeting the driver. */
export const MEET_MINUTES_DEFAULT = 30;
/** An estimate this far from what the booking holds moves the pickup. */
export const MOVE_THRESHOLD_MINUTES = 15;

const MINUTE = 60_000;

export type PickupFollow =
  { move: false } | { move: true; pickup: Date; direction: 'later' | 'earlier'; byMinutes: number };

export function pickupFollowing(
  heldPickup: Date,
  estimatedArrival: Date,
  meetMinutes = MEET_MINUTES_DEFAULT,
): PickupFollow {
  const heldArrival = heldPickup.getTime() - meetMinutes * MINUTE;
  const moved = Math.round((estimatedArrival.getTime() - heldArrival) / MINUTE);
  if (Math.abs(moved) < MOVE_THRESHOLD_MINUTES) return { move: false };
  return {
    move: true,
    pickup: new Date(estimatedArrival.getTime() + meetMinutes * MINUTE),
    direction: moved > 0 ? 'later' : 'earlier',
    byMinutes: Math.abs(moved),
  };
}
