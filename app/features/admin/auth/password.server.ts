/**
 * Password hashing with scrypt from node:crypto (no native addon): a random salt per password,
 * the parameters stored with the hash so they can be raised later, and a constant-time compare.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import {
  SCRYPT_KEY_BYTES,
  SCRYPT_MAXMEM,
  SCRYPT_N,
  SCRYPT_P,
  SCRYPT_R,
  SCRYPT_SALT_BYTES,
} from './auth-constants.ts';

const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, options: ScryptOptions, bytes: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, bytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT_SALT_BYTES);
  const options = { N: SCRYPT_N, r: SCRYPT_R, p: SCRYPT_P, maxmem: SCRYPT_MAXMEM };
  const key = await derive(password, salt, options, SCRYPT_KEY_BYTES);
  return [
    PREFIX,
    SCRYPT_N,
    SCRYPT_R,
    SCRYPT_P,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, saltText, keyText] = stored.split('$');
  if (prefix !== PREFIX || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT_MAXMEM };
  const actual = await derive(
    password,
    Buffer.from(saltText, 'base64url'),
    options,
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Hashed once, so an unknown e-mail costs the same scrypt work as a known one: the response time
 * does not tell an attacker which addresses have accounts.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
