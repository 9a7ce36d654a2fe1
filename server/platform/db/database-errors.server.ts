/**
 * Tells "the database cannot be reached" (answered 503, try again) from other failures (500).
 * Drizzle wraps driver errors, and Node reports a refused connection to several addresses as an
 * AggregateError, so the whole chain of causes is searched.
 */

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/** SQLSTATE classes 08 (connection exception) and 57 (operator intervention: shutdown, timeout). */
const UNAVAILABLE_SQLSTATE = /^(08|57)/;

const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /PGlite is closed/i,
  /Cannot use a pool after calling end/i,
  /Client has encountered a connection error/i,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
    return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((p) => p.test(message))) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** SQLSTATE 53100 disk_full (PostgreSQL's and PGlite's "could not extend file: No space left"). */
const STORAGE_FULL_SQLSTATE = '53100';
const STORAGE_FULL_CODES = new Set([STORAGE_FULL_SQLSTATE, 'ENOSPC', 'EDQUOT']);

/** The database is up but cannot store anything: a full disk or an exhausted quota. */
export function isStorageFull(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return true;
  if (Array.isArray(errors) && errors.some((e) => isStorageFull(e, depth + 1))) return true;
  return isStorageFull(cause, depth + 1);
}
