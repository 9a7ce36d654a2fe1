/**
 * The sign-in throttle cannot be raced. Thirty sign-ins fired at once from one
 * address (29 wrong passwords and the right one) over real HTTP against the production server:
 * only the 5 free attempts reach the password check, every other one is refused with 429 and a
 * Retry-After, on PGlite and on PostgreSQL alike.
 */
import { describe, expect, it } from 'vitest';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from '../support/admin-browser.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { databasePerSuite, serverPerSuite } from '../support/lifecycle.ts';
import { postSignIn } from '../support/sign-in-http.ts';

const PARALLEL = 30;

describe.each(DATABASE_KINDS)('sign-in attempts fired in parallel on %s', (kind) => {
  const database = databasePerSuite(kind);
  const server = serverPerSuite(() => ({
    ADMIN_EMAIL: E2E_ADMIN_EMAIL,
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    TRUST_PROXY: 'loopback',
    SESSION_SECRET: 'sign-in-race-session-secret-0123456789',
    // PostgreSQL: the server and the test share the database. PGlite: the server's own.
    ...(database.env.DATABASE_URL ? { DATABASE_URL: database.env.DATABASE_URL } : {}),
  }));

  it('cost one attempt each: only the 5 free ones reach the password check', async () => {
    const from = '198.51.100.30';
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        postSignIn(server.url, {
          email: E2E_ADMIN_EMAIL,
          password: i === PARALLEL - 1 ? E2E_ADMIN_PASSWORD : `wrong guess ${i}`,
          from,
        }),
      ),
    );
    // A checked attempt says the password was wrong (401, or 429 when it started the lock) or
    // signs in (302); a refused one only says to wait.
    const answers = await Promise.all(
      responses.map(async (r) => ({
        status: r.status,
        retryAfter: Number(r.headers.get('retry-after')),
        checked: r.status === 302 || (await r.text()).includes('Email or password is incorrect.'),
      })),
    );
    const summary = answers.map((a) => `${a.status}${a.checked ? '*' : ''}`).join(' ');
    expect(
      answers.filter((a) => a.checked),
      summary,
    ).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429).length, summary).toBeGreaterThanOrEqual(25);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(answer.retryAfter).toBeGreaterThan(0);
    }
  });
});
