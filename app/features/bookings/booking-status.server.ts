/**
 * Where the booking of a request stands, for the features that must know without importing this
 * one: the routes hand this lookup to the customer's page and to the operator's price panel.
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from '#server/db/app-db.server.ts';
import { bookings, type BookingStatus } from './bookings-schema.server.ts';

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
