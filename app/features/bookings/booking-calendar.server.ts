/**
 * The journey as an .ics attachment for the booking confirmation, shaped as docs/http-api.md
 * says: bus4u-journey-{pickupDate}.ics, one VEVENT at the pickup
 * time lasting an hour, with an alarm 24 hours before. Confirmed, unlike /thanks's tentative one.
 */
import { eq } from 'drizzle-orm';
import { createEvent } from 'ics';
import { BUSINESS } from '#app/content/business.ts';
import {
  CALENDAR_EVENT_HOURS,
  CALENDAR_REMINDER_HOURS,
  calendarFileName,
  cleanText,
  refold,
} from '#app/lib/ics-text.ts';
import type { Locale } from '#app/lib/locale.ts';
import { formatPence } from '#app/lib/money.ts';
import { customerLocale, EMAIL_TEXT } from '#app/lib/emails/email-text.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { bookings, type BookingRow } from './bookings-schema.server.ts';

/** In the customer's language (`locale`), as the confirmation it goes with. */
export function bookingCalendarFile(
  booking: BookingRow,
  reference: string,
  now = new Date(),
  locale: Locale = 'en',
) {
  const t = EMAIL_TEXT[locale].calendar;
  const from = cleanText(booking.pickupLocation);
  const to = cleanText(booking.destination);
  const { error, value } = createEvent({
    productId: '-//Bus4U//Booking//EN',
    method: 'PUBLISH',
    uid: `bus4u-booking-${booking.id}@bus4u`,
    title: t.title(BUSINESS.name, from, to),
    description: [
      t.booking(BUSINESS.name, reference),
      t.pickup(from),
      t.destination(to),
      t.passengers(booking.passengers),
      t.fare(formatPence(booking.farePence)),
      t.questions(BUSINESS.phone.display, BUSINESS.email),
    ].join('\n'),
    location: from,
    start: booking.pickupAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: CALENDAR_EVENT_HOURS },
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    alarms: [
      {
        action: 'display',
        description: t.alarm,
        trigger: { hours: CALENDAR_REMINDER_HOURS, before: true },
      },
    ],
    ...{ timestamp: now.getTime() },
  });
  if (error || !value) throw error ?? new Error('ics produced nothing');
  const pickupDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    booking.pickupAt,
  );
  return {
    filename: calendarFileName(pickupDate),
    content: refold(value),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}

/**
 * The calendar file of a request's booking while it stands confirmed, in the request's language,
 * for the customer's page to offer (null: no booking, or not confirmed yet, or cancelled).
 */
export async function confirmedBookingCalendar(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
  now = new Date(),
) {
  const [row] = await db
    .select({ booking: bookings, currentPage: quoteRequests.currentPage })
    .from(bookings)
    .innerJoin(quoteRequests, eq(quoteRequests.id, bookings.quoteId))
    .where(eq(bookings.quoteId, quoteId));
  if (row?.booking.status !== 'confirmed') return null;
  return bookingCalendarFile(row.booking, quoteId, now, customerLocale(row));
}
