/**
 * Delivers the flights feature's e-mails. Each reads the request when it runs; a booking cancelled
 * since the flight moved gets nothing (the booking's state is composed in by the server, as this
 * feature does not read the register). The Message-ID names the status event, so a job run twice
 * after a crash is a message the receiving side has already seen.
 */
import { mailboxes } from '#app/lib/mailboxes.server.ts';
import { handle, type JobEntry } from '#app/lib/jobs/job-handlers.server.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { EmailTransport } from '#server/platform/email/transport.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import { renderFlightEmail } from './emails/flight-emails.server.ts';
import { flightCustomerEmailJob } from './jobs.server.ts';

export interface FlightSenderDeps {
  db: AppDb;
  env: Pick<Env, 'MAIL_FROM' | 'QUOTE_NOTIFY_EMAIL'>;
  transport: EmailTransport;
  /** The request's booking's state (the bookings feature's, composed in by the server). */
  bookingStatusOf: (db: AppDb, quoteId: string) => Promise<string | null>;
}

export function flightSenders(deps: FlightSenderDeps): JobEntry[] {
  const { business, operatorInbox } = mailboxes(deps.env);
  return [
    handle(flightCustomerEmailJob, async (quote, data) => {
      if ((await deps.bookingStatusOf(deps.db, quote.id)) === 'cancelled') return { ok: true };
      const email = await renderFlightEmail(quote, data);
      return deps.transport.send({
        ...email,
        reference: quote.id,
        kind: `flight-${data.what}-${data.eventId}`,
        from: business,
        to: { name: quote.name, address: quote.email },
        replyTo: operatorInbox,
      });
    }),
  ];
}
