/**
 * The reminder 24 hours before pickup lives in the outbox as a pg-boss job with
 * startAfter, not in a timer: it survives a restart, is sent once when its time comes, and is not
 * sent again by the next process. "Its time comes" is made true by moving the stored job's
 * start_after to now, as the clock would, rather than waiting days. A reminder due only after its
 * pickup is dropped, and a booking cancelled and booked again gets one reminder, not two. PGlite
 * and PostgreSQL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cancelBooking } from '#app/features/bookings/booking-actions.server.ts';
import { bookingStatusOf } from '#app/features/bookings/booking-status.server.ts';
import { REMINDER_TOO_LATE } from '#app/features/bookings/booking-times.ts';
import { createBooking } from '#app/features/bookings/create-booking.server.ts';
import { answerPrice } from '#app/features/customer-quote/answer-price.server.ts';
import { sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { databasePerSuite, smtpPeerPerSuite } from '../support/lifecycle.ts';
import { answerDeps, priceForm } from '../support/price-loop.ts';
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
  const database = databasePerSuite(kind);
  const smtp = smtpPeerPerSuite();
  // Started by hand, not by a helper: the tests start and restart it themselves (surviving a
  // restart is what they check). Registered after the helpers', this stops it before they end.
  let app: QuoteApp | undefined;
  afterAll(async () => {
    await app?.stop();
  });
  const env = () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });

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
    expect(new Date(scheduled!.start_after).getTime()).toBeGreaterThan(
      new Date(`${londonDate(8)}T00:00:00Z`).getTime(),
    );

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
    expect(mail.message.text).toContain('Your pickup is tomorrow at');
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

  /** A request `daysAhead` away for `email`, priced (valid three days) and accepted. */
  /** The app the first test left running, or a new one when a test runs on its own. */
  const started = async () =>
    (app ??= await startQuoteApp(database, { workers: true, env: env() }));

  async function booked(email: string, daysAhead = 10) {
    const running = await started();
    const response = await postQuote(running.url, quoteBody({ email }, daysAhead));
    const { id } = (await response.json()) as { id: string };
    const validUntil = londonDate(3);
    const sent = await sendPrice(
      { db: running.db, boss: running.boss },
      { quoteId: id, by: 'op', form: priceForm({ validUntil }) },
    );
    expect(sent.ok).toBe(true);
    expect(await accept(id, 1)).toEqual({ ok: true, changed: true });
    return id;
  }
  const accept = (quoteId: string, revision: number) =>
    answerPrice(answerDeps(app!), {
      quoteId,
      customerToken: 't',
      intent: 'accept',
      revision,
      termsAccepted: true,
      reason: '',
    });
  const jobsOf = (quoteId: string) =>
    database.query<{ state: string; output: { skipped?: string } | null }>(
      `select state, output from pgboss.job where name = 'booking.reminder'
         and data->>'quoteId' = $1 order by created_on`,
      [quoteId],
    );
  /** What the clock does while the outbox waits: the reminder's start time arrives. */
  const makeDue = (quoteId: string) =>
    database.query(
      `update pgboss.job set start_after = now() where name = 'booking.reminder'
         and data->>'quoteId' = $1`,
      [quoteId],
    );
  const settled = (quoteId: string) =>
    waitFor(
      async () => {
        const jobs = await jobsOf(quoteId);
        return jobs.every((job) => ['completed', 'cancelled', 'failed'].includes(job.state))
          ? jobs
          : undefined;
      },
      20_000,
      `the reminders of ${quoteId} to settle`,
    );
  const remindersTo = (address: string) =>
    reminders().filter((mail) => mail.envelopeTo.includes(address));

  it('is dropped, and says why, when it comes due only after the pickup', async () => {
    const id = await booked('late-reminder@example.com');
    // The outbox was down until after the pickup: the job is due now, the pickup already gone.
    await database.query(
      `update bookings set pickup_at = now() - interval '1 hour' where quote_id = $1`,
      [id],
    );
    await makeDue(id);
    const [job] = await settled(id);
    expect(job).toMatchObject({ state: 'completed', output: { skipped: REMINDER_TOO_LATE } });
    expect(remindersTo('late-reminder@example.com')).toHaveLength(0);
  });

  it('is sent once for a booking cancelled, priced again and accepted again', async () => {
    const id = await booked('rebooked@example.com');
    const running = await started();
    const [booking] = await database.query<{ id: number }>(
      'select id from bookings where quote_id = $1',
      [id],
    );
    const cancelled = await cancelBooking(
      { db: running.db, boss: running.boss },
      { bookingId: booking!.id, by: 'op' },
    );
    expect(cancelled.ok).toBe(true);
    expect((await jobsOf(id)).map((job) => job.state)).toEqual(['cancelled']);

    const validUntil = londonDate(3);
    const repriced = await sendPrice(
      { db: running.db, boss: running.boss, bookingStateOf: bookingStatusOf },
      { quoteId: id, by: 'op', form: priceForm({ total: '260', validUntil }) },
    );
    expect(repriced).toMatchObject({ ok: true, revision: 2 });
    expect(await accept(id, 2)).toEqual({ ok: true, changed: true });
    expect((await jobsOf(id)).map((job) => job.state)).toEqual(['cancelled', 'created']);

    await makeDue(id);
    const jobs = await settled(id);
    expect(jobs.map((job) => job.state)).toEqual(['cancelled', 'completed']);
    expect(remindersTo('rebooked@example.com')).toHaveLength(1);
  });
});
