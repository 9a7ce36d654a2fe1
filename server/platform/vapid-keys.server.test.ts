import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { VAPID_KEYS_FILE, resolveVapidKeys } from './vapid-keys.server.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bus4u-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('resolveVapidKeys', () => {
  it('makes a pair once, keeps it for its owner only, and reads the same pair back', () => {
    const DATA_DIR = dataDir();
    const first = resolveVapidKeys({ DATA_DIR });
    expect(first.PUSH_VAPID_PUBLIC_KEY).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(statSync(join(DATA_DIR, VAPID_KEYS_FILE)).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys({ DATA_DIR })).toEqual(first);
    expect(resolveVapidKeys({ DATA_DIR: dataDir() })).not.toEqual(first);
  });

  it('takes the pair from the environment when it is set', () => {
    const DATA_DIR = dataDir();
    const env = { PUSH_VAPID_PUBLIC_KEY: 'BPub', PUSH_VAPID_PRIVATE_KEY: 'priv', DATA_DIR };
    expect(resolveVapidKeys(env)).toEqual({
      PUSH_VAPID_PUBLIC_KEY: 'BPub',
      PUSH_VAPID_PRIVATE_KEY: 'priv',
    });
    expect(() => statSync(join(DATA_DIR, VAPID_KEYS_FILE))).toThrow();
  });
});
