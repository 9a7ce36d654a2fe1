/**
 * The one list of features (server/features.server.ts), as the server runs it: every outbox queue
 * has exactly one feature's job delivering it, so a job claimed by two features fails here rather
 * than leaving jobs that nothing takes. The queue names are the ones jobs have always been queued
 * under: a job already in a database keeps finding its handler.
 */
import { describe, expect, it } from 'vitest';
import { defineJob } from '#app/lib/jobs/define-job.server.ts';
import { aboutQuote } from '#app/lib/jobs/payload-parts.server.ts';
import { handle } from '#app/lib/jobs/job-handlers.server.ts';
import { jobsOf } from '#server/features.server.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';

/** Every queue name in use before jobs were declared by their features, and each added since. */
const QUEUE_NAMES = [
  'quote.follow-ups',
  'quote.operator-email',
  'quote.customer-email',
  'quote.partner-forward',
  'quote.price-email',
  'quote.answer-notice',
  'booking.confirmation',
  'booking.reminder',
  'booking.cancellation',
  'booking.hold-expiry',
  'payment.balance-request',
  'payment.balance-reminder',
  'payment.document',
  'payment.operator-alert',
  'payment.refund',
  'payment.checkout-expiry',
  'payment.payment-returned',
  'payment.account-invoice',
  'payment.account-invoice-reminder',
  'quote.price-chase-after-sent',
  'quote.price-chase-before-expiry',
  'quote.price-expiry',
  'booking.review-request',
  'alert.push',
  'alert.operator-email',
  'alert.still-new',
];

/** Queues declared by their features since. */
const DECLARED_SINCE = ['flights.customer-email'];

describe('the features the server runs', () => {
  const { app } = quoteAppPerSuite('pglite');

  it('deliver every outbox queue, each queue by one feature', () => {
    const delivered = jobsOf(app.features).map((entry) => entry.job.name);
    expect([...delivered].sort()).toEqual([...QUEUE_NAMES, ...DECLARED_SINCE].sort());
  });

  it('are refused as a list when two of them claim one queue', () => {
    const queue = QUEUE_NAMES[0]!;
    const job = defineJob({ name: queue, version: 1, label: 'Twice', schema: aboutQuote });
    const entry = handle(job, () => Promise.resolve({ ok: true as const }));
    const twice = [{ jobs: [entry] }, { jobs: [entry] }];
    expect(() => jobsOf(twice)).toThrow(`Two features deliver the outbox queue ${queue}`);
  });
});
