/**
 * The reminder 24 hours before pickup (issue 12) lives in the outbox as a pg-boss job with
 * startAfter, not in a timer: it survives a restart, is sent once when its time comes, and is not
 * sent again by the next process. "Its time comes" is made true by moving the stored job's
 * start_after to now, as the clock would, rather than waiting days. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '#app/features/bookings/create-booking.server.ts';
import { answerPrice } from '#app/features/customer-quote/answer-price.server.ts';
import { sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/peers.ts';
import {
  postQuote,
  quoteBody,
  startQuoteApp,
  waitFor,
  type QuoteApp,
} from '../support/quote-app.ts';
import { londonDate } from '../support/dates.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASE_KINDS)('the pickup reminder on %s', (kind) => {
  let database: TestDatabase;
  let smtp: SmtpPeer;
  let app: QuoteApp | undefined;
  const env = () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startSmtpPeer();
  });
  afterAll(async () => {
    await app?.stop();
    await smtp?.close();
    await database?.dispose();
  });

  const reminders = () =>
    smtp.received.filter((m) =>
      (m.message.headers.get('subject') ?? '').startsWith('Reminder: your journey tomorrow'),
    );
  const reminderJobs = () =>
    database.query<{ state: string; start_after: Date }>(
      `select state, start_after from pgboss.job where name = 'booking.reminder'`,
    );

  it('is scheduled, survives a restart, is sent once when due, and never again', async () => {
    app = await startQuoteApp(database, { workers: true, env: env() });
    const response = await postQuote(app.url, quoteBody({ email: 'remind@example.com' }, 10));
    const { id } = (await response.json()) as { id: string };
    const form = new FormData();
    for (const [name, value] of Object.entries({
      total: '220',
      vehicle: '8-Seat Minibus',
      included: 'Driver and fuel',
      validUntil: londonDate(3),
      note: '',
    })) {
      form.set(name, value);
    }
    await sendPrice({ db: app.db, boss: app.boss }, { quoteId: id, by: 'op', form });
    const boss = app.boss;
    await answerPrice(
      { db: app.db, boss, onAccepted: (tx, a) => createBooking(tx, boss, a) },
      {
        quoteId: id,
        customerToken: 't',
        intent: 'accept',
        revision: 1,
        termsAccepted: true,
        reason: '',
      },
    );
    const [scheduled] = await reminderJobs();
    expect(scheduled!.state).toBe('created');
    expect(new Date(scheduled!.start_after).getTime()).toBeGreaterThan(Date.now() + 8 * 86_400_000);

    // The process stops with the reminder still days away.
    await app.stop();
    app = undefined;
    await database.query(
      `update pgboss.job set start_after = now() where name = 'booking.reminder'`,
    );

    // The next process finds it due and sends it.
    app = await startQuoteApp(database, { workers: true, env: env() });
    const mail = await waitFor(async () => reminders()[0], 20_000, 'the reminder');
    expect(mail.envelopeTo).toEqual(['remind@example.com']);
    expect(mail.message.text).toContain('Your pickup is at');
    await waitFor(
      async () => ((await reminderJobs())[0]!.state === 'completed' ? true : undefined),
      20_000,
      'the reminder job to complete',
    );

    // And the one after that does not send it again.
    await app.stop();
    app = await startQuoteApp(database, { workers: true, env: env() });
    await sleep(3000);
    expect(reminders()).toHaveLength(1);
    expect(await reminderJobs()).toHaveLength(1);
  });
});
