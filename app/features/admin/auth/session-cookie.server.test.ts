import { describe, expect, it } from 'vitest';
import {
  clearSessionCookie,
  cookieSettings,
  readSessionCookie,
  serializeSessionCookie,
} from './session-cookie.server.ts';

const OLD = 'o'.repeat(32);
const NEW = 'n'.repeat(32);
const SITE_URL = 'http://localhost:3000';

async function cookieFor(id: string, env: { SESSION_SECRET?: string; SESSION_SECRETS?: string[] }) {
  return (await serializeSessionCookie(id, cookieSettings({ ...env, SITE_URL }))).split(';')[0]!;
}

describe('admin session cookie', () => {
  it('round-trips a signed id and refuses a tampered or foreign one', async () => {
    const settings = cookieSettings({ SESSION_SECRET: OLD, SITE_URL });
    const cookie = await cookieFor('abc', { SESSION_SECRET: OLD });
    expect(await readSessionCookie(cookie, settings)).toBe('abc');
    const [name, value] = cookie.split('=');
    const tampered = `${name}=${value!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`;
    expect(await readSessionCookie(tampered, settings)).toBeNull();
    expect(
      await readSessionCookie(cookie, cookieSettings({ SESSION_SECRET: NEW, SITE_URL })),
    ).toBeNull();
    expect(await readSessionCookie(null, settings)).toBeNull();
  });

  it('keeps old sessions through a rotation: the first secret signs, every secret verifies', async () => {
    const before = await cookieFor('before', { SESSION_SECRET: OLD });
    const rotating = cookieSettings({ SESSION_SECRETS: [NEW, OLD], SITE_URL });
    expect(await readSessionCookie(before, rotating)).toBe('before');

    const after = await cookieFor('after', { SESSION_SECRETS: [NEW, OLD] });
    expect(await readSessionCookie(after, cookieSettings({ SESSION_SECRET: NEW, SITE_URL }))).toBe(
      'after',
    );
    // Once the old secret is dropped, cookies it signed stop working.
    expect(
      await readSessionCookie(before, cookieSettings({ SESSION_SECRETS: [NEW], SITE_URL })),
    ).toBeNull();
  });

  it('is HttpOnly and SameSite=Lax, and __Host- with Secure on https', async () => {
    const plain = await serializeSessionCookie(
      'x',
      cookieSettings({ SESSION_SECRET: OLD, SITE_URL }),
    );
    expect(plain).toMatch(/^bus4u_admin=/);
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    expect(plain).not.toMatch(/Secure/);
    const secure = cookieSettings({ SESSION_SECRET: OLD, SITE_URL: 'https://bus4u.example' });
    const header = await serializeSessionCookie('x', secure);
    expect(header).toMatch(/^__Host-bus4u_admin=/);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/Secure/);
  });

  it('clears itself with Max-Age=0', async () => {
    const settings = cookieSettings({ SESSION_SECRET: OLD, SITE_URL });
    expect(await clearSessionCookie(settings)).toMatch(/^bus4u_admin=.*Max-Age=0/);
  });
});
