import { describe, expect, it } from 'vitest';
import { parseDecimalInteger } from './decimal-integer.ts';

describe('parseDecimalInteger', () => {
  it('reads plain decimal digits', () => {
    expect(parseDecimalInteger('16')).toBe(16);
    expect(parseDecimalInteger('016')).toBe(16);
    expect(parseDecimalInteger('0')).toBe(0);
  });

  it('refuses everything Number() would stretch into a number', () => {
    for (const text of ['', ' 16 ', '16 ', '0x10', '1.6e1', '+16', '-16', '16.0', '１６', '1_6']) {
      expect(parseDecimalInteger(text)).toBeUndefined();
    }
  });

  it('refuses more digits than a double holds exactly', () => {
    expect(parseDecimalInteger('9'.repeat(16))).toBeUndefined();
  });
});
