/**
 * PUSH_VAPID_PUBLIC_KEY and PUSH_VAPID_PRIVATE_KEY (docs/configuration.md): taken from the
 * environment when set; otherwise made once and kept in DATA_DIR/push-vapid-keys.json, readable by
 * this user only, as the session secret is (session-secret.server.ts). A device subscribes with the
 * public key, so a pair that changed at every restart would silence every subscribed phone.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export const VAPID_KEYS_FILE = 'push-vapid-keys.json';
/** Owner read/write only: the private key signs alerts as this site. */
const KEYS_FILE_MODE = 0o600;

export interface VapidKeys {
  PUSH_VAPID_PUBLIC_KEY: string;
  PUSH_VAPID_PRIVATE_KEY: string;
}

function readStored(file: string): VapidKeys | undefined {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as {
      publicKey?: unknown;
      privateKey?: unknown;
    };
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { PUSH_VAPID_PUBLIC_KEY: stored.publicKey, PUSH_VAPID_PRIVATE_KEY: stored.privateKey };
    }
  } catch {
    // Unreadable or half-written: made anew below only if the file is absent, read again if not.
  }
  return undefined;
}

export function resolveVapidKeys(env: {
  PUSH_VAPID_PUBLIC_KEY?: string;
  PUSH_VAPID_PRIVATE_KEY?: string;
  DATA_DIR: string;
}): VapidKeys {
  if (env.PUSH_VAPID_PUBLIC_KEY && env.PUSH_VAPID_PRIVATE_KEY) {
    return {
      PUSH_VAPID_PUBLIC_KEY: env.PUSH_VAPID_PUBLIC_KEY,
      PUSH_VAPID_PRIVATE_KEY: env.PUSH_VAPID_PRIVATE_KEY,
    };
  }
  const file = join(env.DATA_DIR, VAPID_KEYS_FILE);
  if (existsSync(file)) {
    const stored = readStored(file);
    if (stored) return stored;
    throw new Error(`${file} does not hold a VAPID key pair: remove it to make a new one`);
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  // 'wx' refuses to overwrite: two processes starting at once cannot each keep a different pair.
  try {
    writeFileSync(file, `${JSON.stringify({ publicKey, privateKey })}\n`, {
      mode: KEYS_FILE_MODE,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
    const stored = readStored(file);
    if (!stored) throw error;
    return stored;
  }
  chmodSync(file, KEYS_FILE_MODE);
  return { PUSH_VAPID_PUBLIC_KEY: publicKey, PUSH_VAPID_PRIVATE_KEY: privateKey };
}
