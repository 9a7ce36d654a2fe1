import { describe, expect, it } from 'vitest';
import { reversedLines, vatLines, vatPercentForSeats, vatTotals } from './vat-lines.ts';

const mpv = { vehicle: 'luxury-mpv', seats: 7 };
const eight = { vehicle: '8-seat', seats: 8 };
const twelve = { vehicle: '12-seat', seats: 12 };
const sixteen = { vehicle: '16-seat', seats: 16 };

describe('VAT per vehicle sold', () => {
  it('zero-rates 9 or more passenger seats (10 with the driver) and standard-rates fewer', () => {
    expect(vatPercentForSeats(7)).toBe(20);
    expect(vatPercentForSeats(8)).toBe(20);
    expect(vatPercentForSeats(9)).toBe(0);
    expect(vatPercentForSeats(16)).toBe(0);
    expect(vatPercentForSeats(null)).toBe(20);
  });

  it('takes 20 % VAT out of a payment for an 8-seat minibus', () => {
    expect(vatLines(12_000, [eight])).toEqual([
      { vehicle: '8-seat', vatPercent: 20, netPence: 10_000, vatPence: 2_000, grossPence: 12_000 },
    ]);
  });

  it('charges no VAT on a payment for a 16-seat minibus', () => {
    expect(vatLines(10_500, [sixteen])).toEqual([
      { vehicle: '16-seat', vatPercent: 0, netPence: 10_500, vatPence: 0, grossPence: 10_500 },
    ]);
  });

  it('shares a payment across two vehicles by their own tariff prices, to the penny', () => {
    const lines = vatLines(10_001, [sixteen, eight], [30_000, 12_000]);
    expect(lines.map((l) => l.grossPence)).toEqual([7_144, 2_857]);
    expect(lines.map((l) => l.vatPercent)).toEqual([0, 20]);
    expect(lines[1]).toMatchObject({ netPence: 2_381, vatPence: 476 });
    expect(vatTotals(lines)).toEqual({ netPence: 9_525, vatPence: 476, grossPence: 10_001 });
  });

  it('credits a refund at the rates and in the shares of the document it corrects', () => {
    const original = vatLines(42_000, [twelve, mpv], [300, 100]);
    const credited = reversedLines(10_500, original);
    expect(credited.map((l) => [l.vatPercent, l.grossPence])).toEqual([
      [0, 7_875],
      [20, 2_625],
    ]);
    expect(vatTotals(credited).grossPence).toBe(10_500);
  });
});
