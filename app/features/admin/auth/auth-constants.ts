/**
 * Every limit of the admin sign-in and sessions, named once (see
 * docs/decisions/003-admin-sessions.md for why these values).
 */

/** scrypt cost: N = 2^17 with r = 8, p = 1 is OWASP's current recommendation (128 MiB of work). */
export const SCRYPT_N = 2 ** 17;
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
export const SCRYPT_KEY_BYTES = 64;
export const SCRYPT_SALT_BYTES = 16;
/** Node's default maxmem (32 MiB) is below what N = 2^17 needs; allow 128·N·r plus headroom. */
export const SCRYPT_MAXMEM = 256 * 1024 * 1024;
export const PASSWORD_MIN_LENGTH = 12;

export const SESSION_ID_BYTES = 32;
/** Signed out after this long without a request. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** Signed out this long after signing in, however active. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not mean a write each. */
export const SESSION_TOUCH_MS = 60 * 1000;
/** How long revoked and expired sessions are kept (they mark "known addresses"), then deleted. */
export const SESSION_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Attempts allowed per key before a lock starts (docs/decisions/005-sign-in-throttling.md). An
 * attempt is counted before its password is checked, so parallel requests cannot share a slot.
 */
export const THROTTLE_FREE_FAILURES = 5;
/** A key's count starts again only after this long without any attempt on it. */
export const THROTTLE_FORGET_AFTER_MS = 60 * 60 * 1000;
/** The first lock; each further attempt doubles it, up to the cap. Locks always expire. */
export const THROTTLE_BASE_LOCK_MS = 60 * 1000;
export const THROTTLE_MAX_LOCK_MS = 15 * 60 * 1000;

/** An e-mailed sign-in link works this long, once. */
export const SIGN_IN_LINK_TTL_MS = 30 * 60 * 1000;
/** At most one sign-in link e-mail per account this often, however often a lock is met. */
export const SIGN_IN_LINK_INTERVAL_SECONDS = 5 * 60;

export const SIGN_IN_ERROR = 'Email or password is incorrect.';
export const SIGN_IN_PATH = '/admin';
export const DASHBOARD_PATH = '/admin/dashboard';
