import { describe, expect, it } from 'vitest';
import { inputMessages, valueAtName } from './form-names.ts';

describe('reading a form by its inputs’ names', () => {
  it('follows a dotted name into nested records, and stops where the path ends', () => {
    const tree = { tier1: { hours: '48' }, vehicles: { '16-seat': { perMile: '2.10' } } };
    expect(valueAtName(tree, 'tier1.hours')).toBe('48');
    expect(valueAtName(tree, 'vehicles.16-seat.perMile')).toBe('2.10');
    expect(valueAtName(tree, 'tier2.hours')).toBeUndefined();
    expect(valueAtName(undefined, 'tier1.hours')).toBeUndefined();
  });

  it('keeps the first message of each input and leaves out the form’s own', () => {
    expect(
      inputMessages({ '': ['Saved by someone else'], 'tier1.hours': ['Enter', 'Other'], x: [] }),
    ).toEqual({ 'tier1.hours': 'Enter' });
  });
});
