/** The price loop's deliveries: a price to the customer, and their answer to the operator. */
import { z } from 'zod';
import { defineJob } from '#app/lib/jobs/define-job.server.ts';
import { aboutQuote, customerLink } from '#app/lib/jobs/payload-parts.server.ts';

export const priceEmailJob = defineJob({
  name: 'quote.price-email',
  version: 1,
  label: 'Price e-mail',
  /** The price revision the e-mail is about. */
  schema: aboutQuote.extend({ revision: z.number().int(), customerLink }),
});

export const answerNoticeJob = defineJob({
  name: 'quote.answer-notice',
  version: 1,
  label: 'Answer notice',
  schema: aboutQuote.extend({ revision: z.number().int() }),
});
