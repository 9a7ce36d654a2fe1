/**
 * Where the booking of a request stands, for the features that must know without importing this
 * one: the routes hand this lookup to the customer's page and to the operator's price panel.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { bookings, type BookingStatus, type CancelReason } from './bookings-schema.server.ts';

export async function bookingStatusOf(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<BookingStatus | null> {
  const [row] = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.quoteId, quoteId));
  return row?.status ?? null;
}

/** Who or what cancelled a request's booking; null while it is live (or when there is none). */
export async function cancelReasonOf(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<CancelReason | null> {
  const [row] = await db
    .select({ status: bookings.status, reason: bookings.cancelReason })
    .from(bookings)
    .where(eq(bookings.quoteId, quoteId));
  return row?.status === 'cancelled' ? row.reason : null;
}

/**
 * Which of these requests have a cancelled booking (by anyone): the admin shows them as cancelled,
 * not as won, though the request's own status stays `won` (the price was accepted).
 */
export async function cancelledBookingsOf(
  db: Pick<AppDb, 'select'>,
  quoteIds: readonly string[],
): Promise<string[]> {
  if (quoteIds.length === 0) return [];
  const rows = await db
    .select({ quoteId: bookings.quoteId })
    .from(bookings)
    .where(and(inArray(bookings.quoteId, [...quoteIds]), eq(bookings.status, 'cancelled')));
  return rows.map((row) => row.quoteId);
}

/**
 * The booking's status as the operator's pricing sees it: a booking the operator cancelled (or an
 * unpaid hold released) may be priced again, since the customer may still want the job; one the
 * customer cancelled themselves is not reopened by a new price or an on-account mark, so it reads
 * as settled (null: no booking to price over, and the accepted price closes the request).
 */
export async function bookingStateForPricing(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<BookingStatus | null> {
  const [row] = await db
    .select({ status: bookings.status, cancelReason: bookings.cancelReason })
    .from(bookings)
    .where(eq(bookings.quoteId, quoteId));
  if (!row || (row.status === 'cancelled' && row.cancelReason === 'customer')) return null;
  return row.status;
}

/**
 * Which of these requests were booked instantly (from an offer the site made itself, with nobody
 * at Bus4U involved), for the admin's request list to mark them.
 */
export async function instantlyBooked(
  db: Pick<AppDb, 'select'>,
  quoteIds: readonly string[],
): Promise<string[]> {
  if (quoteIds.length === 0) return [];
  const rows = await db
    .select({ quoteId: bookings.quoteId })
    .from(bookings)
    .where(and(inArray(bookings.quoteId, [...quoteIds]), eq(bookings.instant, true)));
  return rows.map((row) => row.quoteId);
}

/**
 * Every request booked instantly, for the requests' CSV: asked whole rather than by a list of ids,
 * so an export of every request never binds more parameters than PostgreSQL takes.
 */
export async function allInstantlyBooked(db: Pick<AppDb, 'select'>): Promise<string[]> {
  const rows = await db
    .select({ quoteId: bookings.quoteId })
    .from(bookings)
    .where(eq(bookings.instant, true));
  return rows.map((row) => row.quoteId);
}

/** What online payment needs of a request's booking: where it stands, the fare, the hold, the terms. */
export async function bookingForPayment(db: Pick<AppDb, 'select'>, quoteId: string) {
  const [row] = await db
    .select({
      status: bookings.status,
      farePence: bookings.farePence,
      holdUntil: bookings.holdUntil,
      paymentTermsVersion: bookings.paymentTermsVersion,
      pickupAt: bookings.pickupAt,
      cancelReason: bookings.cancelReason,
    })
    .from(bookings)
    .where(eq(bookings.quoteId, quoteId));
  return row ?? null;
}

/** The request a booking belongs to. */
export async function quoteIdOfBooking(
  db: Pick<AppDb, 'select'>,
  bookingId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ quoteId: bookings.quoteId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.quoteId ?? null;
}
