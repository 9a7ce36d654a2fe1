/**
 * SESSION_SECRET (docs/http-api.md): taken from the environment when set; otherwise made
 * once (32 random bytes) and kept in DATA_DIR/session-secret, readable by this user only, so
 * admin sessions and the quote router's address hashes survive a restart.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SESSION_SECRET_FILE = 'session-secret';
const SECRET_BYTES = 32;
/** Owner read/write only: the file is as sensitive as a password. */
const SECRET_FILE_MODE = 0o600;

export function resolveSessionSecret(env: { SESSION_SECRET?: string; DATA_DIR: string }): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = join(env.DATA_DIR, SESSION_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= SECRET_BYTES) return stored;
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  // 'wx' refuses to overwrite: two processes starting at once cannot each keep a different one.
  try {
    writeFileSync(file, `${secret}\n`, { mode: SECRET_FILE_MODE, flag: 'wx' });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
  chmodSync(file, SECRET_FILE_MODE);
  return secret;
}
