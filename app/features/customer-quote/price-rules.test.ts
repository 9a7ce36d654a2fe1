import { describe, expect, it } from 'vitest';
import { PRICE_VALID_DAYS_DEFAULT } from './customer-quote-constants.ts';
import { decideAnswer, type PriceFacts } from './price-rules.ts';

const TODAY = '2026-11-23';
/** Noon on TODAY in London (GMT in November). */
const NOW = new Date('2026-11-23T12:00:00Z');
const sent: PriceFacts = { state: 'sent', revision: 2, validUntil: '2026-12-07' };
const accept = { intent: 'accept' as const, revision: 2, termsAccepted: true };
const decline = { intent: 'decline' as const, revision: 2, termsAccepted: false };

describe('the answer state machine', () => {
  it('keeps a price open for 14 days by default', () => {
    expect(PRICE_VALID_DAYS_DEFAULT).toBe(14);
  });

  it('applies only sent → accepted and sent → declined', () => {
    expect(decideAnswer(sent, accept, TODAY, false, NOW)).toEqual({ kind: 'apply' });
    expect(decideAnswer(sent, decline, TODAY, false, NOW)).toEqual({ kind: 'apply' });
  });

  it('treats the same answer again as a repeat that changes nothing', () => {
    expect(decideAnswer({ ...sent, state: 'accepted' }, accept, TODAY, false, NOW)).toEqual({
      kind: 'repeat',
    });
    expect(decideAnswer({ ...sent, state: 'declined' }, decline, TODAY, false, NOW)).toEqual({
      kind: 'repeat',
    });
  });

  it('refuses every other move with its reason', () => {
    const refused = (
      price: PriceFacts | null,
      answer: Parameters<typeof decideAnswer>[1],
      today = TODAY,
    ) => decideAnswer(price, answer, today, false, NOW);
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
    expect(decideAnswer(sent, accept, '2026-12-07', false, NOW)).toEqual({ kind: 'apply' });
    expect(decideAnswer(sent, accept, '2026-12-08', false, NOW)).toEqual({
      kind: 'refuse',
      reason: 'expired',
    });
  });

  it('ends an instant offer at its own instant, not at midnight of its last day', () => {
    const offer: PriceFacts = {
      ...sent,
      validUntil: TODAY,
      expiresAt: new Date('2026-11-23T09:30:00Z'),
    };
    const before = new Date('2026-11-23T09:29:59Z');
    expect(decideAnswer(offer, accept, TODAY, false, before)).toEqual({ kind: 'apply' });
    expect(decideAnswer(offer, accept, TODAY, false, new Date('2026-11-23T09:30:00Z'))).toEqual({
      kind: 'refuse',
      reason: 'expired',
    });
    expect(decideAnswer(offer, decline, TODAY, false, NOW)).toEqual({
      kind: 'refuse',
      reason: 'expired',
    });
  });

  it('refuses accepting or declining once the pickup has passed, even inside the valid dates', () => {
    expect(decideAnswer(sent, accept, TODAY, true, NOW)).toEqual({
      kind: 'refuse',
      reason: 'pickup-passed',
    });
    expect(decideAnswer(sent, decline, TODAY, true, NOW)).toEqual({
      kind: 'refuse',
      reason: 'pickup-passed',
    });
    // The answer already given still stands as a repeat: nothing changes either way.
    expect(decideAnswer({ ...sent, state: 'accepted' }, accept, TODAY, true, NOW)).toEqual({
      kind: 'repeat',
    });
  });
});
