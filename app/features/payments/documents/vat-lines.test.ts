import { describe, expect, it } from 'vitest';
import { vatLines, vatPercentFor, vatTotals } from './vat-lines.ts';

describe('VAT per vehicle', () => {
  it('zero-rates a vehicle for ten or more people with the driver and standard-rates a smaller one', () => {
    expect(vatPercentFor('luxury-mpv')).toBe(20);
    expect(vatPercentFor('8-seat')).toBe(20);
    expect(vatPercentFor('12-seat')).toBe(0);
    expect(vatPercentFor('16-seat')).toBe(0);
  });

  it('takes 20 % VAT out of a payment for an 8-seat minibus', () => {
    expect(vatLines(12_000, ['8-seat'])).toEqual([
      { vehicle: '8-seat', vatPercent: 20, netPence: 10_000, vatPence: 2_000, grossPence: 12_000 },
    ]);
  });

  it('charges no VAT on a payment for a 16-seat minibus', () => {
    expect(vatLines(10_500, ['16-seat'])).toEqual([
      { vehicle: '16-seat', vatPercent: 0, netPence: 10_500, vatPence: 0, grossPence: 10_500 },
    ]);
  });

  it('shares a payment across two vehicles by their part of the fare, to the penny', () => {
    const lines = vatLines(10_001, ['16-seat', '8-seat'], [30_000, 12_000]);
    expect(lines.map((l) => l.grossPence)).toEqual([7_144, 2_857]);
    expect(lines.map((l) => l.vatPercent)).toEqual([0, 20]);
    expect(lines[1]).toMatchObject({ netPence: 2_381, vatPence: 476 });
    expect(vatTotals(lines)).toEqual({ netPence: 9_525, vatPence: 476, grossPence: 10_001 });
  });

  it('shares equally when the parts of the fare are not known', () => {
    expect(vatLines(301, ['16-seat', '16-seat']).map((l) => l.grossPence)).toEqual([151, 150]);
  });
});
