import { describe, expect, it } from 'vitest';
import { PRICE_VALID_DAYS_DEFAULT } from './customer-quote-constants.ts';
import { decideAnswer, type PriceFacts } from './price-rules.ts';

/** Noon on 23 November 2026 in London (GMT in November). */
const NOW = new Date('2026-11-23T12:00:00Z');
const sent: PriceFacts = { state: 'sent', revision: 2, validUntil: '2026-12-07' };
const accept = { intent: 'accept' as const, revision: 2, termsAccepted: true };
const decline = { intent: 'decline' as const, revision: 2, termsAccepted: false };

describe('the answer state machine', () => {
  it('keeps a price open for 14 days by default', () => {
    expect(PRICE_VALID_DAYS_DEFAULT).toBe(14);
  });

  it('applies only sent → accepted and sent → declined', () => {
    expect(decideAnswer(sent, accept, NOW, false)).toEqual({ kind: 'apply' });
    expect(decideAnswer(sent, decline, NOW, false)).toEqual({ kind: 'apply' });
  });

  it('treats the same answer again as a repeat that changes nothing', () => {
    expect(decideAnswer({ ...sent, state: 'accepted' }, accept, NOW, false)).toEqual({
      kind: 'repeat',
    });
    expect(decideAnswer({ ...sent, state: 'declined' }, decline, NOW, false)).toEqual({
      kind: 'repeat',
    });
  });

  it('refuses every other move with its reason', () => {
    const refused = (price: PriceFacts | null, answer: Parameters<typeof decideAnswer>[1]) =>
      decideAnswer(price, answer, NOW, false);
    expect(refused(null, accept)).toEqual({ kind: 'refuse', reason: 'not-priced' });
    expect(refused({ ...sent, state: 'accepted' }, decline)).toEqual({
      kind: 'refuse',
      reason: 'already-accepted',
    });
    expect(refused({ ...sent, state: 'declined' }, accept)).toEqual({
      kind: 'refuse',
      reason: 'already-declined',
    });
    expect(refused({ ...sent, state: 'withdrawn' }, accept)).toEqual({
      kind: 'refuse',
      reason: 'withdrawn',
    });
    expect(refused(sent, { ...accept, revision: 1 })).toEqual({
      kind: 'refuse',
      reason: 'revised',
    });
    expect(refused(sent, { ...accept, termsAccepted: false })).toEqual({
      kind: 'refuse',
      reason: 'terms',
    });
  });

  it('lets a price be accepted on its last day and refuses it the day after', () => {
    expect(decideAnswer(sent, accept, new Date('2026-12-07T23:59:00Z'), false)).toEqual({
      kind: 'apply',
    });
    expect(decideAnswer(sent, accept, new Date('2026-12-08T00:00:00Z'), false)).toEqual({
      kind: 'refuse',
      reason: 'expired',
    });
  });

  it('ends an instant offer at its own instant, not at midnight of its last day', () => {
    const offer: PriceFacts = {
      ...sent,
      validUntil: '2026-11-23',
      expiresAt: new Date('2026-11-23T09:30:00Z'),
    };
    const before = new Date('2026-11-23T09:29:59Z');
    expect(decideAnswer(offer, accept, before, false)).toEqual({ kind: 'apply' });
    expect(decideAnswer(offer, accept, new Date('2026-11-23T09:30:00Z'), false)).toEqual({
      kind: 'refuse',
      reason: 'expired',
    });
    expect(decideAnswer(offer, decline, NOW, false)).toEqual({
      kind: 'refuse',
      reason: 'expired',
    });
  });

  it('refuses accepting or declining once the pickup has passed, even inside the valid dates', () => {
    expect(decideAnswer(sent, accept, NOW, true)).toEqual({
      kind: 'refuse',
      reason: 'pickup-passed',
    });
    expect(decideAnswer(sent, decline, NOW, true)).toEqual({
      kind: 'refuse',
      reason: 'pickup-passed',
    });
    // The answer already given still stands as a repeat: nothing changes either way.
    expect(decideAnswer({ ...sent, state: 'accepted' }, accept, NOW, true)).toEqual({
      kind: 'repeat',
    });
  });
});
