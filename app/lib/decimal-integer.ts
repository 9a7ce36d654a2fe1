/**
 * Reads a whole number written the plain way, in ASCII digits and nothing else, as a form field
 * sends it: "16" is 16, while " 16 ", "0x10", "1.6e1", "+16" and "" are not numbers at all. Number()
 * and parseInt() accept all of those, which is how `true` and "0x10" once became 16 passengers.
 * Client-safe.
 */
const DECIMAL_DIGITS = /^[0-9]{1,15}$/;

/** The value of `text` when it is only decimal digits (at most 15, so it stays exact); else undefined. */
export function parseDecimalInteger(text: string): number | undefined {
  return DECIMAL_DIGITS.test(text) ? Number(text) : undefined;
}
