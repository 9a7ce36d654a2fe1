/**
 * The lines of a payment document: the money of one payment or refund shared across the vehicles
 * sold, each line with its VAT rate and its amount without VAT. Passenger transport in a vehicle
 * designed to carry ten or more passengers, the driver counted among them, is zero-rated (HMRC
 * VAT Notice 744A, VTRANS020500); in a smaller one it is standard-rated. The test is the vehicle's
 * capacity at the time of the supply, never the size of the group, so the rate follows the seats
 * of the vehicle of each line.
 */

/** Passenger seats (the driver's not counted) from which a vehicle's transport is zero-rated. */
export const ZERO_RATED_FROM_PASSENGER_SEATS = 9;
/** The standard rate of VAT, in per cent. */
export const STANDARD_VAT_PERCENT = 20;

/** One vehicle sold: its fleet id when known (else its name as quoted) and its passenger seats. */
export interface SoldVehicle {
  vehicle: string;
  /** Passenger seats; null when the vehicle sold is not one we know. */
  seats: number | null;
}

export interface VatLine {
  vehicle: string;
  vatPercent: number;
  /** Pence without VAT. */
  netPence: number;
  vatPence: number;
  /** Pence with VAT: what the customer paid (or got back) for this line. */
  grossPence: number;
}

/**
 * A vehicle whose seats are unknown is charged the standard rate: zero-rating it by mistake would
 * undercharge VAT, the error HMRC assesses and penalises.
 */
export function vatPercentForSeats(seats: number | null): number {
  return seats !== null && seats >= ZERO_RATED_FROM_PASSENGER_SEATS ? 0 : STANDARD_VAT_PERCENT;
}

/**
 * Shares `grossPence` in proportion to `parts` (none positive: equal parts), in whole pence by
 * largest remainder, so the shares add up to exactly `grossPence`.
 */
export function apportion(grossPence: number, parts: readonly number[]): number[] {
  if (parts.length === 0) return [];
  const weights = parts.some((w) => w > 0) ? parts.map((w) => Math.max(0, w)) : parts.map(() => 1);
  const whole = weights.reduce((sum, part) => sum + part, 0);
  const exact = weights.map((part) => (grossPence * part) / whole);
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
  return shares;
}

/** The part without VAT of `grossPence` at `vatPercent` (VAT is the 1/6 fraction at 20 %). */
function lineAt(vehicle: string, vatPercent: number, grossPence: number): VatLine {
  const netPence = Math.round((grossPence * 100) / (100 + vatPercent));
  return { vehicle, vatPercent, netPence, vatPence: grossPence - netPence, grossPence };
}

/**
 * Shares `grossPence` (VAT included) across the vehicles sold in proportion to `weights` (each
 * vehicle's own tariff price for the journey; equal parts only when no vehicle has one), then takes
 * the VAT out of each line at its vehicle's rate.
 */
export function vatLines(
  grossPence: number,
  vehicles: readonly SoldVehicle[],
  weights?: readonly number[],
): VatLine[] {
  const parts = weights && weights.length === vehicles.length ? weights : vehicles.map(() => 1);
  const shares = apportion(grossPence, parts);
  return vehicles.map(({ vehicle, seats }, index) =>
    lineAt(vehicle, vatPercentForSeats(seats), shares[index]!),
  );
}

/**
 * A credit note's lines: the refund shared as the document it corrects shared its money, each line
 * at that document's rate, so the VAT credited is the VAT that was charged.
 */
export function reversedLines(refundPence: number, original: readonly VatLine[]): VatLine[] {
  const shares = apportion(
    refundPence,
    original.map((line) => line.grossPence),
  );
  return original.map((line, index) => lineAt(line.vehicle, line.vatPercent, shares[index]!));
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
