/** The flights feature's deliveries: the customer told what their flight did to their pickup. */
import { z } from 'zod';
import { defineJob } from '#app/lib/jobs/define-job.server.ts';
import { aboutQuote } from '#app/lib/jobs/payload-parts.server.ts';

/**
 * One e-mail per flight status change that matters to the customer: the pickup moved to meet a
 * new arrival (`moved`, with the arrival and the pickup as ISO instants), or the flight cancelled
 * or diverted (nothing moved). `eventId` is the status event that caused it: the e-mail's
 * Message-ID and its once-only key, so the same change never e-mails twice.
 */
export const flightCustomerEmailJob = defineJob({
  name: 'flights.customer-email',
  version: 1,
  label: 'Flight e-mail to the customer',
  schema: aboutQuote.extend({
    eventId: z.number().int(),
    /** As shown: `BA 1234`. */
    flight: z.string(),
    what: z.enum(['moved', 'cancelled', 'diverted']),
    arrival: z.iso.datetime().optional(),
    pickup: z.iso.datetime().optional(),
    meetMinutes: z.number().int().optional(),
  }),
  bookingOnly: true,
});

export type FlightCustomerEmail = z.output<typeof flightCustomerEmailJob.schema>;
