import { describe, expect, it } from 'vitest';
import { neutraliseEncodedWords } from './header-text.server.ts';

describe('neutraliseEncodedWords', () => {
  it('leaves no "=?" behind, however the openers are packed', () => {
    for (const text of ['=?UTF-8?B?QQ==?=', '==?x?q?y?=', '=?=?=?', 'a=?b =?c?q?d?=']) {
      expect(neutraliseEncodedWords(text)).not.toContain('=?');
    }
  });

  it('changes nothing else', () => {
    const ordinary = 'Siân Ŵyn-Jones = ? ?= (Q-260714-ABCD2345)';
    expect(neutraliseEncodedWords(ordinary)).toBe(ordinary);
  });
});
