/**
 * An attacker cannot lock the operator out. Five wrong passwords from an attacker's
 * addresses lock the account against addresses it has never signed in from; the right password
 * from such an address is then not checked at all (so the lock tells an attacker nothing), and a
 * one-time sign-in link is e-mailed to the account instead, through the outbox to a real SMTP
 * peer. With the link and the password the operator is in at once; the link alone, a used link,
 * or the password alone is not enough. The production server over real HTTP, on PGlite.
 */
import { describe, expect, it } from 'vitest';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from '../support/admin-browser.ts';
import { serverPerSuite, smtpPeerPerSuite } from '../support/lifecycle.ts';
import { waitFor } from '../support/quote-app.ts';
import { postSignIn, sessionCookieOf } from '../support/sign-in-http.ts';

const smtp = smtpPeerPerSuite();
const server = serverPerSuite(() => ({
  ADMIN_EMAIL: E2E_ADMIN_EMAIL,
  ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
  TRUST_PROXY: 'loopback',
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
}));

const linkMails = () =>
  smtp.received.filter(
    (m) => m.envelopeTo.includes(E2E_ADMIN_EMAIL) && /sign-in link/i.test(m.message.text),
  );

describe('an account locked by an attacker', () => {
  let link = '';

  it('refuses the right password from a new address with 429, and e-mails a sign-in link', async () => {
    for (let i = 1; i <= 5; i++) {
      const wrong = await postSignIn(server.url, {
        email: E2E_ADMIN_EMAIL,
        password: `attacker guess ${i}`,
        from: `198.51.100.${i}`,
      });
      expect(wrong.status).toBe(i < 5 ? 401 : 429);
    }
    const operator = await postSignIn(server.url, {
      email: E2E_ADMIN_EMAIL,
      password: E2E_ADMIN_PASSWORD,
      from: '192.0.2.10',
    });
    expect(operator.status).toBe(429);
    expect(Number(operator.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await operator.text()).toContain('we have e-mailed you a sign-in link');
    expect(sessionCookieOf(operator)).toBeUndefined();

    const mail = await waitFor(async () => linkMails()[0], 20_000, 'the sign-in link e-mail');
    expect(mail.message.headers.get('subject')).toBe('Your Bus4U admin sign-in link');
    const found = mail.message.text.match(/http:\/\/localhost:3000\/admin\?link=([\w-]{43})/);
    expect(found).not.toBeNull();
    link = found![1]!;
  });

  it('keeps the attacker out: no proof, no password check, and no second e-mail at once', async () => {
    const attacker = await postSignIn(server.url, {
      email: E2E_ADMIN_EMAIL,
      password: E2E_ADMIN_PASSWORD,
      from: '198.51.100.77',
    });
    expect(attacker.status).toBe(429);
    expect(sessionCookieOf(attacker)).toBeUndefined();
    // Give the outbox the time it took for the first e-mail; still only one was sent.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(linkMails()).toHaveLength(1);
  });

  it('opens the sign-in page from the link without signing anyone in', async () => {
    const page = await fetch(`${server.url}/admin?link=${link}`);
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(await page.text()).toContain(`name="link" value="${link}"`);
  });

  it('lets the operator in with the link and the password, once', async () => {
    const typo = await postSignIn(server.url, {
      email: E2E_ADMIN_EMAIL,
      password: 'a typo in the password',
      from: '192.0.2.10',
      link,
    });
    // Checked (so 401, not 429): the link got the request past the account's lock.
    expect(typo.status).toBe(401);

    const signedIn = await postSignIn(server.url, {
      email: E2E_ADMIN_EMAIL,
      password: E2E_ADMIN_PASSWORD,
      from: '192.0.2.10',
      link,
    });
    expect(signedIn.status).toBe(302);
    const cookie = sessionCookieOf(signedIn)!;
    const dashboard = await fetch(`${server.url}/admin/dashboard`, {
      headers: { Cookie: cookie },
      redirect: 'manual',
    });
    expect(dashboard.status).toBe(200);

    // Used up: the same link from another new address is no proof any more.
    const replay = await postSignIn(server.url, {
      email: E2E_ADMIN_EMAIL,
      password: E2E_ADMIN_PASSWORD,
      from: '192.0.2.20',
      link,
    });
    expect(replay.status).toBe(429);
  });
});
