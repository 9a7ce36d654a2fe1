import { describe, expect, it } from 'vitest';
import { QUOTE_ID_PATTERN, newQuoteId } from './quote-id.server.ts';
import { requestHash } from './request-hash.server.ts';

describe('newQuoteId', () => {
  it('is Q-, the London date, and 8 Crockford characters', () => {
    // 23:30 UTC on 14 July is already 15 July in London (BST).
    const id = newQuoteId(new Date('2026-07-14T23:30:00Z'));
    expect(id).toMatch(QUOTE_ID_PATTERN);
    expect(id.slice(0, 9)).toBe('Q-260715-');
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newQuoteId()));
    expect(ids.size).toBe(2000);
  });
});

describe('requestHash', () => {
  it('ignores key order and undefined values, not content', () => {
    expect(requestHash({ a: 1, b: { c: 'x', d: undefined } })).toBe(
      requestHash({ b: { c: 'x' }, a: 1 }),
    );
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });
});
