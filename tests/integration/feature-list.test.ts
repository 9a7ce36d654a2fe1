/**
 * The one list of features (server/features.server.ts), as the server runs it: every outbox queue
 * has exactly one feature delivering it, so a queue added without its sender, or claimed by two
 * features, fails here rather than leaving jobs that nothing takes.
 */
import { describe, expect, it } from 'vitest';
import { QUEUE_NAMES } from '#app/lib/outbox/quote-jobs.server.ts';
import { sendersOf } from '#server/features.server.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';

describe('the features the server runs', () => {
  const { app } = quoteAppPerSuite('pglite');

  it('deliver every outbox queue, each queue by one feature', () => {
    const delivered = app.features.flatMap((feature) => Object.keys(feature.senders ?? {}));
    expect([...delivered].sort()).toEqual([...QUEUE_NAMES].sort());
  });

  it('are refused as a list when two of them claim one queue', () => {
    const [queue] = QUEUE_NAMES;
    const deliver = () => Promise.resolve({ ok: true as const });
    const twice = [{ senders: { [queue!]: deliver } }, { senders: { [queue!]: deliver } }];
    expect(() => sendersOf(twice)).toThrow(`Two features deliver the outbox queue ${queue}`);
  });
});
