/**
 * What this feature needs to know about a request's booking, passed in by the route (the bookings
 * feature's bookingStatusOf), so the two features do not import each other.
 *
 * Pricing again after a cancellation: an accepted price normally closes the request to new prices
 * (a live booking is never priced over). Once the operator cancels the booking, the job is off and
 * the customer may still want it on other terms, so a new price may be sent: it is revision + 1 of
 * the same request, the customer's old links show it, and accepting it books the same register row
 * again (create-booking.server.ts re-confirms a cancelled row, never a live one).
 */
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { CancelCause } from './customer-quote-constants.ts';

/** `awaiting-payment`: accepted, held until its first online payment lands. */
export type BookingState = 'awaiting-payment' | 'confirmed' | 'cancelled';
export type CancelCauseOf = (
  db: Pick<AppDb, 'select'>,
  quoteId: string,
) => Promise<CancelCause | null>;
export type BookingStateOf = (
  db: Pick<AppDb, 'select'>,
  quoteId: string,
) => Promise<BookingState | null>;
