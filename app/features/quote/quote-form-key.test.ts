import { describe, expect, it } from 'vitest';
import {
  newQuoteFormKey,
  postedQuoteFormKey,
  quoteFormKeyCookie,
  quoteFormKeyFromCookies,
} from './quote-form-key.ts';

describe('the /quote page one-time key', () => {
  it('is 128 random bits in 22 base64url characters, new every time', () => {
    const keys = new Set(Array.from({ length: 50 }, newQuoteFormKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('takes a posted key only when it is one of ours', () => {
    expect(postedQuoteFormKey('AAAAAAAAAAAAAAAAAAAAAA')).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    for (const value of [
      '',
      'x',
      'AAAAAAAAAAAAAAAAAAAAA=',
      undefined,
      ['AAAAAAAAAAAAAAAAAAAAAA'],
    ]) {
      expect(postedQuoteFormKey(value)).toBeUndefined();
    }
  });

  it('is read back from its cookie among others, and nothing else passes for it', () => {
    const cookie = quoteFormKeyCookie('BBBBBBBBBBBBBBBBBBBBBB', true);
    expect(cookie).toBe(
      'quote_form_key=BBBBBBBBBBBBBBBBBBBBBB; Path=/quote; HttpOnly; SameSite=Lax; Secure',
    );
    expect(quoteFormKeyFromCookies('a=1; quote_form_key=BBBBBBBBBBBBBBBBBBBBBB; b=2')).toBe(
      'BBBBBBBBBBBBBBBBBBBBBB',
    );
    expect(quoteFormKeyFromCookies('quote_form_key=<script>')).toBeUndefined();
    expect(quoteFormKeyFromCookies(undefined)).toBeUndefined();
  });
});
