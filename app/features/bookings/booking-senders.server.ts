/**
 * Delivers the booking queues. Each reads the booking when it runs, so a cancelled booking gets no
 * reminder, a reminder that comes due only after the pickup (the outbox was down, or retried
 * until then) is dropped, and a reminder job that runs a second time after a crash is a Message-ID
 * the receiving side has already seen.
 */
import { eq } from 'drizzle-orm';
import { localisePath } from '#app/lib/locale.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { mailboxes } from '#app/lib/mailboxes.server.ts';
import type { EmailTransport } from '#server/platform/email/transport.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import { customerLocale } from '#app/lib/emails/email-text.ts';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import { handle, type JobEntry } from '#app/lib/jobs/job-handlers.server.ts';
import { bookingCalendarFile } from './booking-calendar.server.ts';
import { releaseExpiredHold, wasReleasedForNoPayment } from './booking-hold.server.ts';
import { reminderRefusal } from './booking-times.ts';
import { bookings, type BookingRow } from './bookings-schema.server.ts';
import {
  renderBookingCancellation,
  renderBookingConfirmation,
  renderBookingReminder,
} from './emails/booking-emails.server.ts';
import {
  bookingCancellationJob,
  bookingConfirmationJob,
  bookingHoldExpiryJob,
  bookingReminderJob,
} from './jobs.server.ts';

export interface BookingSenderDeps {
  db: AppDb;
  /** VAT_NUMBER: set, the business charges VAT and the confirmation says the fare includes it. */
  env: Pick<Env, 'SITE_URL' | 'MAIL_FROM' | 'QUOTE_NOTIFY_EMAIL' | 'VAT_NUMBER'>;
  transport: EmailTransport;
  /** The clock the time rules read; tests hand in their own. */
  now?: () => Date;
  /**
   * The confirmation's lines about money in the customer's language (online payment's, composed
   * in by the server): paid, left and by when, and the deposit and cancellation terms.
   */
  paymentLines?: (quote: QuoteRequestRow, booking: BookingRow) => Promise<string[]>;
  /**
   * The cancellation's lines about money in the customer's language (online payment's): the
   * charge kept, where the rest goes back, and what the booking finally cost.
   */
  cancellationLines?: (quote: QuoteRequestRow, booking: BookingRow) => Promise<string[]>;
}

export function bookingSenders(deps: BookingSenderDeps): JobEntry[] {
  const { business, operatorInbox } = mailboxes(deps.env);
  const bookingOf = async (quoteId: string) =>
    (await deps.db.select().from(bookings).where(eq(bookings.quoteId, quoteId)))[0];
  return [
    handle(bookingConfirmationJob, async (quote, data) => {
      const booking = await bookingOf(quote.id);
      if (booking?.status !== 'confirmed') return { ok: true };
      const link = data.customerToken
        ? new URL(
            localisePath(`/your-quote/${data.customerToken}`, customerLocale(quote)),
            deps.env.SITE_URL,
          ).href
        : null;
      const paymentLines = (await deps.paymentLines?.(quote, booking)) ?? [];
      const email = await renderBookingConfirmation(quote, booking, link, {
        vatRegistered: Boolean(deps.env.VAT_NUMBER),
        paymentLines,
      });
      return deps.transport.send({
        ...email,
        attachments: [bookingCalendarFile(booking, quote.id, new Date(), customerLocale(quote))],
        reference: quote.id,
        kind: 'booking-confirmation',
        from: business,
        to: { name: quote.name, address: quote.email },
        replyTo: operatorInbox,
      });
    }),
    handle(bookingReminderJob, async (quote) => {
      const booking = await bookingOf(quote.id);
      if (booking?.status !== 'confirmed') return { ok: true };
      const tooLate = reminderRefusal(booking.pickupAt, (deps.now ?? (() => new Date()))());
      if (tooLate) return { ok: true, skipped: tooLate };
      const email = await renderBookingReminder(quote, booking);
      return deps.transport.send({
        ...email,
        reference: quote.id,
        kind: 'booking-reminder',
        from: business,
        to: { name: quote.name, address: quote.email },
        replyTo: operatorInbox,
      });
    }),
    handle(bookingHoldExpiryJob, async (quote) => {
      // Released now, or by an earlier run of this job whose e-mail did not go: either way the
      // customer is told once (the e-mail's Message-ID is the same on a retry).
      await releaseExpiredHold(deps.db, quote.id, (deps.now ?? (() => new Date()))());
      const booking = await bookingOf(quote.id);
      const released = await wasReleasedForNoPayment(deps.db, quote.id);
      if (booking?.status !== 'cancelled' || !released) return { ok: true };
      const lines = (await deps.cancellationLines?.(quote, booking)) ?? [];
      const email = await renderBookingCancellation(quote, booking, lines);
      return deps.transport.send({
        ...email,
        reference: quote.id,
        kind: 'booking-cancellation',
        from: business,
        to: { name: quote.name, address: quote.email },
        replyTo: operatorInbox,
      });
    }),
    handle(bookingCancellationJob, async (quote) => {
      const booking = await bookingOf(quote.id);
      if (booking?.status !== 'cancelled') return { ok: true };
      const lines = (await deps.cancellationLines?.(quote, booking)) ?? [];
      const email = await renderBookingCancellation(quote, booking, lines);
      return deps.transport.send({
        ...email,
        reference: quote.id,
        kind: 'booking-cancellation',
        from: business,
        to: { name: quote.name, address: quote.email },
        replyTo: operatorInbox,
      });
    }),
  ];
}
