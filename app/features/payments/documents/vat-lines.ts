/**
 * The lines of a payment document: the money of one payment or refund shared across the vehicles
 * of the booking, each line with its VAT rate and its amount without VAT. Passenger transport in a
 * vehicle built to carry ten or more people, the driver included, is zero-rated (HMRC VAT Notice
 * 744A); in a smaller one it is standard-rated. So the rate follows the vehicle of each line.
 */
import { FLEET } from '#app/content/fleet.ts';

/** People, the driver included, from which a vehicle's passenger transport is zero-rated. */
export const ZERO_RATED_FROM_PEOPLE = 10;
/** The standard rate of VAT, in per cent. */
export const STANDARD_VAT_PERCENT = 20;

/** A fleet id ("16-seat"). */
type VehicleId = string;

export interface VatLine {
  vehicle: VehicleId;
  vatPercent: number;
  /** Pence without VAT. */
  netPence: number;
  vatPence: number;
  /** Pence with VAT: what the customer paid (or got back) for this line. */
  grossPence: number;
}

export function vatPercentFor(vehicle: VehicleId): number {
  // The seats are the passengers'; the driver makes one more. A vehicle the fleet does not know
  // is charged the standard rate: zero-rating it by mistake would undercharge VAT.
  const seats = FLEET.find((v) => v.id === vehicle)?.seats ?? 0;
  return seats + 1 >= ZERO_RATED_FROM_PEOPLE ? 0 : STANDARD_VAT_PERCENT;
}

/**
 * Shares `grossPence` (VAT included) across the vehicles in proportion to `weights` (each vehicle's
 * part of the fare; equal parts when none are known), whole pence by largest remainder so the lines
 * add up to exactly what was paid, then takes the VAT out of each line at its vehicle's rate.
 */
export function vatLines(
  grossPence: number,
  vehicles: readonly VehicleId[],
  weights?: readonly number[],
): VatLine[] {
  if (vehicles.length === 0) return [];
  const parts =
    weights && weights.length === vehicles.length && weights.some((w) => w > 0)
      ? weights.map((w) => Math.max(0, w))
      : vehicles.map(() => 1);
  const whole = parts.reduce((sum, part) => sum + part, 0);
  const exact = parts.map((part) => (grossPence * part) / whole);
  const shares = exact.map(Math.floor);
  let left = grossPence - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return vehicles.map((vehicle, index) => {
    const gross = shares[index]!;
    const vatPercent = vatPercentFor(vehicle);
    const netPence = Math.round((gross * 100) / (100 + vatPercent));
    return { vehicle, vatPercent, netPence, vatPence: gross - netPence, grossPence: gross };
  });
}

export interface VatTotals {
  netPence: number;
  vatPence: number;
  grossPence: number;
}

export function vatTotals(lines: readonly VatLine[]): VatTotals {
  return lines.reduce(
    (sum, line) => ({
      netPence: sum.netPence + line.netPence,
      vatPence: sum.vatPence + line.vatPence,
      grossPence: sum.grossPence + line.grossPence,
    }),
    { netPence: 0, vatPence: 0, grossPence: 0 },
  );
}
