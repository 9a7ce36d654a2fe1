/**
 * Reads the id of a table row (a serial column) from a form field: plain decimal digits from 1 up
 * to the largest value PostgreSQL's `integer` holds. Anything else ("0x20", "1e0", " 7", "7.0", or
 * a number too large for the column, which PostgreSQL answers with an error) is no id at all.
 * Client-safe.
 */
import { parseDecimalInteger } from './decimal-integer.ts';

/** The largest value of PostgreSQL's `integer` (and so of a `serial` id). */
export const POSTGRES_INTEGER_MAX = 2_147_483_647;

/** The id in `value`, or null when it is missing, malformed or beyond the column. */
export function parseRowId(value: FormDataEntryValue | null): number | null {
  if (typeof value !== 'string') return null;
  const id = parseDecimalInteger(value);
  return id !== undefined && id >= 1 && id <= POSTGRES_INTEGER_MAX ? id : null;
}
