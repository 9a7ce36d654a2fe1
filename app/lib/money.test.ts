import { describe, expect, it } from 'vitest';
import { formatPence, formatPenceShort, poundsToPence } from './money.ts';

describe('pounds and pence', () => {
  it('reads what an operator types as integer pence, without floating point', () => {
    expect(poundsToPence('450')).toBe(45000);
    expect(poundsToPence('450.5')).toBe(45050);
    expect(poundsToPence('£1,250.29')).toBe(125029);
    expect(poundsToPence('0.29')).toBe(29);
    for (const bad of ['', '-5', '12.345', 'ten', '1e3'])
      expect(poundsToPence(bad), bad).toBeNull();
  });

  it('shows pence as pounds', () => {
    expect(formatPence(48550)).toBe('£485.50');
    expect(formatPence(125029)).toBe('£1,250.29');
  });
});

describe('short pounds', () => {
  it('drops the pence of whole pounds, keeps them otherwise', () => {
    expect(formatPenceShort(15000)).toBe('£150');
    expect(formatPenceShort(1250)).toBe('£12.50');
    expect(formatPenceShort(124000)).toBe('£1,240');
  });
});
