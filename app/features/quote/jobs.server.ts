/** The new request's deliveries (queued by enqueue-quote-jobs.server.ts, run by quote-senders). */
import { z } from 'zod';
import { defineJob } from '#app/lib/jobs/define-job.server.ts';
import { aboutQuote, customerLink } from '#app/lib/jobs/payload-parts.server.ts';

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

export const partnerForwardJob = defineJob({
  name: 'quote.partner-forward',
  version: 1,
  label: 'Partner forwarding',
  schema: aboutQuote,
});
