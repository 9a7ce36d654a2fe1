/** The follow-ups of an unanswered price: chased twice, then expired. */
import { z } from 'zod';
import { defineJob } from '#app/lib/jobs/define-job.server.ts';
import { aboutQuote, customerLink } from '#app/lib/jobs/payload-parts.server.ts';

/** The price revision chased; the reminders print the customer's link. */
const chased = aboutQuote.extend({ revision: z.number().int(), customerLink });

/** A while after the price was sent, if it is still unanswered. */
export const priceChaseAfterSentJob = defineJob({
  name: 'quote.price-chase-after-sent',
  version: 1,
  label: 'Price reminder (after sending)',
  schema: chased,
});

/** The day before the price runs out, if it is still unanswered. */
export const priceChaseBeforeExpiryJob = defineJob({
  name: 'quote.price-chase-before-expiry',
  version: 1,
  label: 'Price reminder (before it expires)',
  schema: chased,
});

/** When the price runs out: recorded on the request for the operator. */
export const priceExpiryJob = defineJob({
  name: 'quote.price-expiry',
  version: 1,
  label: 'End of the price',
  schema: aboutQuote.extend({ revision: z.number().int() }),
});
