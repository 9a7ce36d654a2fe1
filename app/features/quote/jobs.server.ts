/**
 * The new request's deliveries: one follow-ups job written with the request, which queues the rest
 * when it runs (enqueue-quote-jobs.server.ts; docs/decisions/019), and the three deliveries it
 * queues (run by quote-senders).
 */
import { z } from 'zod';
import { defineJob } from '#app/lib/jobs/define-job.server.ts';
import { aboutQuote, customerLink } from '#app/lib/jobs/payload-parts.server.ts';

/** What a new request sets off, queued with it in its transaction; its handler queues each part. */
export const followUpsJob = defineJob({
  name: 'quote.follow-ups',
  version: 1,
  label: 'Follow-ups queued',
  schema: aboutQuote.extend({
    partnerForwarding: z.boolean(),
    /** The acknowledgement prints the customer's link (not `customerLink`: this job prints none). */
    acknowledgementLink: z.boolean(),
    offer: z.object({ total: z.number(), validUntil: z.string() }).optional(),
    /** Alert the operator again this many minutes after the request if it is still new. */
    stillNewAfterMinutes: z.number().optional(),
  }),
});

export const operatorEmailJob = defineJob({
  name: 'quote.operator-email',
  version: 1,
  label: 'Operator e-mail',
  schema: aboutQuote,
});

export const customerEmailJob = defineJob({
  name: 'quote.customer-email',
  version: 1,
  label: 'Customer e-mail',
  schema: aboutQuote.extend({
    customerLink,
    /** An instant offer made with the request: the acknowledgement carries its price. */
    offer: z.object({ total: z.number(), validUntil: z.string() }).optional(),
  }),
});

/**
 * The request to the partner app. `revision` names a change to a booking already forwarded (a
 * pickup a flight moved, `flight-<status event>`): the Idempotency-Key is then `<quote id>:<revision>`,
 * so the partner takes each change once and drops a retry of it, where the first forward's key is
 * the quote id alone. Optional: jobs queued before it still parse (version 1).
 */
export const partnerForwardJob = defineJob({
  name: 'quote.partner-forward',
  version: 1,
  label: 'Partner forwarding',
  schema: aboutQuote.extend({
    revision: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
  }),
});

/** The Idempotency-Key a forward is sent with: the quote id, then the change's name if any. */
export function partnerIdempotencyKey(quoteId: string, revision?: string): string {
  return revision ? `${quoteId}:${revision}` : quoteId;
}
