/**
 * The log never carries a customer's personal data. A database write is made to
 * fail on purpose, in the real server process, and its captured log is searched for every
 * personal value of the request: what it must hold instead is the quote id, the error class and
 * the request id the response names.
 */
import { describe, expect, it } from 'vitest';
import { databasePerSuite, serverPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody, waitFor } from '../support/quote-app.ts';

const PERSONAL = {
  name: 'Bronwen Canary-Pritchard',
  email: 'bronwen.canary@example.org',
  phone: '+447700900987',
  pickupLocation: '17 Heol Canary, Llandaff',
  destination: 'Canary Wharf Pier',
  specialRequirements: 'Wheelchair space for Canary Nan',
};

/** Every personal value, and the parts a log might show on their own. */
const NEEDLES = [...Object.values(PERSONAL), 'Bronwen', 'Pritchard', '7700900987', 'Heol Canary'];

describe('personal data stays out of the log when a write fails', () => {
  const database = databasePerSuite('postgres');
  const server = serverPerSuite(() => ({
    DATABASE_URL: database.env.DATABASE_URL!,
    SESSION_SECRET: 'logs-personal-data-session-secret-0123456789',
    RATE_LIMIT_QUOTES_PER_HOUR: '1000',
  }));

  it('a refused quote insert logs its quote id, error class and request id only', async () => {
    await database.query(
      `alter table quote_requests add constraint refuse_all check (false) not valid`,
    );
    try {
      const response = await postQuote(server.url, quoteBody(PERSONAL));
      expect(response.status).toBe(500);
      const line = await waitFor(
        async () =>
          server
            .output()
            .split('\n')
            .find((l) => l.includes('POST /api/quotes failed')),
        10_000,
        'the failure to be logged',
      );
      const log = server.output();
      for (const needle of NEEDLES) expect(log, needle).not.toContain(needle);
      const requestId = response.headers.get('x-request-id') ?? '';
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(line).toContain(`request ${requestId}`);
      expect(line).toMatch(/quote Q-\d{6}-[0-9A-Z]{8}/);
      // Drizzle wraps the driver's error; the chain names both, and the SQLSTATE.
      expect(line).toMatch(/QuoteNotStoredError < DrizzleQueryError < DatabaseError 23514/);
    } finally {
      await database.query(`alter table quote_requests drop constraint refuse_all`);
    }
  });

  it('a refused outbox e-mail insert logs no personal data either', async () => {
    await database.query(
      `alter table outbox_emails add constraint refuse_all check (false) not valid`,
    );
    try {
      const response = await postQuote(server.url, quoteBody(PERSONAL));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      await waitFor(
        async () => (server.output().includes(`for ${id} failed`) ? true : undefined),
        20_000,
        'the delivery failure to be logged',
      );
      const log = server.output();
      for (const needle of NEEDLES) expect(log, needle).not.toContain(needle);
    } finally {
      await database.query(`alter table outbox_emails drop constraint refuse_all`);
    }
  });
});
