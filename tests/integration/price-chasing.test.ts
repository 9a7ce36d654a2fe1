/**
 * Chasing an unanswered price, on PGlite and PostgreSQL, with the real outbox and a real SMTP peer:
 * sending a price queues a reminder 48 hours on, another 24 hours before the price runs out and
 * the job that marks its end, as rows in the outbox that outlive a restart. "Its time comes" is
 * the job's start moved to now and the senders' clock moved to that instant: both controlled,
 * neither waited for. An answer, a withdrawal, a new price, chasing turned off or a pickup gone by
 * each make a due reminder send nothing; a Welsh request is chased in Welsh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerPrice } from '#app/features/customer-quote/answer-price.server.ts';
import { currentPriceOf } from '#app/features/customer-quote/current-price.server.ts';
import { customerQuotePageData } from '#app/features/customer-quote/customer-quote-page.server.ts';
import { sendPrice, withdrawPrice } from '#app/features/customer-quote/send-price.server.ts';
import {
  loadPriceChasing,
  priceChasingAction,
} from '#app/features/price-chasing/chasing-control.server.ts';
import { schedulePriceChase } from '#app/features/price-chasing/schedule-chase.server.ts';
import { addDays, londonInstant } from '#app/lib/london-dates.ts';
import {
  action as adminQuoteAction,
  loader as adminQuoteLoader,
} from '#app/routes/admin/quote.tsx';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { londonDate, plainDayAhead } from '../support/dates.ts';
import { databasePerSuite, smtpPeerPerSuite } from '../support/lifecycle.ts';
import { answerDeps, priceForm } from '../support/price-loop.ts';
import {
  postQuote,
  quoteBody,
  startQuoteApp,
  waitFor,
  type QuoteApp,
} from '../support/quote-app.ts';

const SITE = 'https://www.bus4u.test';
const HOUR = 3_600_000;
const AFTER_SENT = 'quote.price-chase-after-sent';
const BEFORE_EXPIRY = 'quote.price-chase-before-expiry';
const EXPIRY = 'quote.price-expiry';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASE_KINDS)('chasing an unanswered price on %s', (kind) => {
  const database = databasePerSuite(kind);
  const smtp = smtpPeerPerSuite();
  // Started by hand, not by a helper: tests restart it (a job outliving its process is what they
  // check), so the describe holds whichever app runs now. Its hooks, registered after the
  // helpers', start it once they have started and stop it before they end.
  let app: QuoteApp;
  /** The senders' clock: each test moves it to the instant a job comes due. */
  let clock = new Date();
  const start = () =>
    startQuoteApp(database, {
      workers: true,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL: SITE },
      now: () => clock,
    });

  beforeAll(async () => {
    app = await start();
  });
  afterAll(async () => {
    await app?.stop();
  });

  /**
   * A request for `email` (pickup 05:30 on a plain day 20 days out) priced at £485.50, valid until
   * `validUntil`, sent at `sentAt` the way the admin route sends it: with its chase.
   */
  async function priced(
    email: string,
    options: { validUntil?: string; welsh?: boolean; sentAt?: Date } = {},
  ) {
    const response = await postQuote(
      app.url,
      quoteBody({ email, ...(options.welsh ? { current_page: '/cy/quote' } : {}) }, 20),
    );
    const { id } = (await response.json()) as { id: string };
    const pickupDate = plainDayAhead(20);
    const validUntil = options.validUntil ?? londonDate(10);
    const sentAt = options.sentAt ?? new Date();
    const boss = app.boss;
    const sent = await sendPrice(
      { db: app.db, boss, onPriceSent: (tx, price) => schedulePriceChase(tx, boss, price) },
      { quoteId: id, by: 'operator@bus4u.test', form: priceForm({ validUntil }), now: sentAt },
    );
    expect(sent.ok).toBe(true);
    return { id, pickupDate, validUntil, sentAt, token: sent.ok ? sent.token : '' };
  }

  const jobsOf = (quoteId: string, name: string) =>
    database.query<{
      id: string;
      state: string;
      start_after: Date;
      output: { skipped?: string } | null;
    }>(
      `select id, state, start_after, output from pgboss.job
         where name = $1 and data->>'quoteId' = $2 order by created_on`,
      [name, quoteId],
    );
  /** The job's start time arrives (the outbox's clock) and the senders' clock stands at `at`. */
  const comesDue = async (quoteId: string, name: string, at: Date) => {
    clock = at;
    await database.query(
      `update pgboss.job set start_after = now() where name = $1 and data->>'quoteId' = $2
         and state = 'created'`,
      [name, quoteId],
    );
  };
  const settled = (quoteId: string, name: string) =>
    waitFor(
      async () => {
        const jobs = await jobsOf(quoteId, name);
        return jobs.length > 0 && jobs.every((job) => job.state === 'completed') ? jobs : undefined;
      },
      30_000,
      `${name} of ${quoteId} to complete`,
    );
  const mailTo = (address: string, subject: string) =>
    smtp.received.filter(
      (m) =>
        m.envelopeTo.includes(address) &&
        (m.message.headers.get('subject') ?? '').startsWith(subject),
    );
  const history = async (quoteId: string) =>
    (
      await database.query<{ note: string | null }>(
        'select note from quote_status_changes where quote_id = $1 order by id',
        [quoteId],
      )
    ).map((row) => row.note);

  it('reminds after 48 hours and 24 hours before the end, across a restart, once each, then expires', async () => {
    const address = 'chased@example.com';
    const { id, validUntil, sentAt, token } = await priced(address);
    const endsAt = londonInstant(addDays(validUntil, 1), '00:00');
    const starts = async (name: string) =>
      (await jobsOf(id, name)).map((job) => new Date(job.start_after).toISOString());
    expect(await starts(AFTER_SENT)).toEqual([
      new Date(sentAt.getTime() + 48 * HOUR).toISOString(),
    ]);
    expect(await starts(BEFORE_EXPIRY)).toEqual([
      new Date(endsAt.getTime() - 24 * HOUR).toISOString(),
    ]);
    expect(await starts(EXPIRY)).toEqual([endsAt.toISOString()]);

    // Scheduling the same price again (a retried transaction, a second instance) stores nothing.
    const price = await currentPriceOf(app.db, id);
    await app.db.transaction((tx) =>
      schedulePriceChase(tx, app.boss, {
        quoteId: id,
        revision: price!.revision,
        customerToken: token,
        sentAt,
        validUntil,
        pickupDate: plainDayAhead(20),
        pickupTime: '05:30',
      }),
    );
    for (const name of [AFTER_SENT, BEFORE_EXPIRY, EXPIRY]) {
      expect(await jobsOf(id, name)).toHaveLength(1);
    }

    // The process stops with every step still days away; the next one finds them in the outbox.
    await app.stop();
    app = await start();

    await comesDue(id, AFTER_SENT, new Date(sentAt.getTime() + 48 * HOUR));
    await settled(id, AFTER_SENT);
    const [first] = mailTo(address, 'Your Bus4U price of £485.50 is waiting for you');
    expect(first!.message.headers.get('subject')).toBe(
      `Your Bus4U price of £485.50 is waiting for you (${id})`,
    );
    expect(first!.message.text).toMatch(/Just a gentle reminder: the price of £485\.50/);
    expect(first!.message.text).toMatch(
      new RegExp(`${SITE.replaceAll('.', '\\.')}/your-quote/[A-Za-z0-9_-]{43}`),
    );

    await comesDue(id, BEFORE_EXPIRY, new Date(endsAt.getTime() - 24 * HOUR + 60_000));
    await settled(id, BEFORE_EXPIRY);
    expect(mailTo(address, 'Your Bus4U price of £485.50 ends tomorrow')).toHaveLength(1);

    // A repeated reminder job (queued again by hand, as a crash could) finds its step done.
    await app.boss.send(AFTER_SENT, { quoteId: id, revision: 1, customerToken: token });
    await comesDue(id, AFTER_SENT, new Date(endsAt.getTime() - 12 * HOUR));
    const repeated = await settled(id, AFTER_SENT);
    expect(repeated[1]!.output).toMatchObject({ skipped: 'already done for this price' });

    // The price runs out: recorded on the request, and the customer's page says so.
    const afterEnd = new Date(endsAt.getTime() + 60_000);
    await comesDue(id, EXPIRY, afterEnd);
    await settled(id, EXPIRY);
    expect(await history(id)).toContain('No answer to the price: reminded twice, expired.');
    expect((await customerQuotePageData(app.db, token, afterEnd)).status).toBe('expired');
    expect(await loadPriceChasing(app.db, id, await currentPriceOf(app.db, id), afterEnd)).toEqual({
      off: false,
      expired: true,
      summary: 'No answer to the price: reminded twice, expired.',
    });
    expect(mailTo(address, 'Your Bus4U price of')).toHaveLength(2);

    // And a restart after all that sends nothing again.
    await app.stop();
    app = await start();
    await sleep(2000);
    expect(mailTo(address, 'Your Bus4U price of')).toHaveLength(2);
  });

  it('stops on an answer, a withdrawal or a new price', async () => {
    const accepted = await priced('chase-accepted@example.com');
    const answer = await answerPrice(answerDeps(app), {
      quoteId: accepted.id,
      customerToken: accepted.token,
      intent: 'accept',
      revision: 1,
      termsAccepted: true,
      reason: '',
    });
    expect(answer).toEqual({ ok: true, changed: true });
    const withdrawn = await priced('chase-withdrawn@example.com');
    expect((await withdrawPrice(app.db, { quoteId: withdrawn.id, by: 'op' })).ok).toBe(true);
    const repriced = await priced('chase-repriced@example.com');
    const again = await sendPrice(
      { db: app.db, boss: app.boss },
      { quoteId: repriced.id, by: 'op', form: priceForm({ total: '450' }) },
    );
    expect(again).toMatchObject({ ok: true, revision: 2 });

    for (const quote of [accepted, withdrawn, repriced]) {
      await comesDue(quote.id, AFTER_SENT, new Date(quote.sentAt.getTime() + 48 * HOUR));
      const [job] = await settled(quote.id, AFTER_SENT);
      expect(job!.output).toMatchObject({
        skipped: 'the price was answered, withdrawn or replaced',
      });
    }
    for (const address of ['chase-accepted', 'chase-withdrawn', 'chase-repriced']) {
      expect(mailTo(`${address}@example.com`, 'Your Bus4U price of')).toHaveLength(0);
    }
    // The operator's card says the chase is over, not that it is still on.
    const chasingOf = async (id: string) =>
      (await loadPriceChasing(app.db, id, await currentPriceOf(app.db, id))).summary;
    expect(await chasingOf(accepted.id)).toBe(
      'Accepted: the customer gets no more reminders of this price.',
    );
    expect(await chasingOf(withdrawn.id)).toBe('Withdrawn: the customer gets no reminders of it.');
  });

  it('sends nothing once the operator turns chasing off, nor after the pickup', async () => {
    const off = await priced('chase-off@example.com');
    const form = new FormData();
    form.set('intent', 'price-chasing');
    form.set('chasing', 'off');
    expect(await priceChasingAction(app.db, off.id, form, 'operator@bus4u.test')).toEqual({
      intent: 'price-chasing',
      ok: true,
      message: 'Chasing is off: the customer gets no reminders of the price.',
    });
    expect(await history(off.id)).toContain('Chasing of the price turned off.');
    await comesDue(off.id, AFTER_SENT, new Date(off.sentAt.getTime() + 48 * HOUR));
    const [offJob] = await settled(off.id, AFTER_SENT);
    expect(offJob!.output).toMatchObject({
      skipped: 'the operator turned chasing off for this request',
    });

    // Valid until the pickup day itself; the last reminder comes due an hour after the 05:30 pickup.
    const late = await priced('chase-late@example.com', { validUntil: plainDayAhead(20) });
    await comesDue(late.id, BEFORE_EXPIRY, londonInstant(late.pickupDate, '06:30'));
    const [lateJob] = await settled(late.id, BEFORE_EXPIRY);
    expect(lateJob!.output).toMatchObject({ skipped: 'the pickup has passed' });
    expect(mailTo('chase-off@example.com', 'Your Bus4U price of')).toHaveLength(0);
    expect(mailTo('chase-late@example.com', 'Your Bus4U price of')).toHaveLength(0);
  });

  it('chases a Welsh request in Welsh, with the Welsh page', async () => {
    const welsh = await priced('chase-cymraeg@example.com', { welsh: true });
    await comesDue(welsh.id, AFTER_SENT, new Date(welsh.sentAt.getTime() + 48 * HOUR));
    await settled(welsh.id, AFTER_SENT);
    const [mail] = mailTo('chase-cymraeg@example.com', 'Mae eich pris o £485.50 gan Bus4U');
    expect(mail!.message.headers.get('subject')).toBe(
      `Mae eich pris o £485.50 gan Bus4U yn aros amdanoch (${welsh.id})`,
    );
    expect(mail!.message.text).toContain("Nodyn bach i'ch atgoffa");
    expect(mail!.message.text).toMatch(/\/cy\/your-quote\/[A-Za-z0-9_-]{43}/);
  });

  it("is set going by the admin page's price form, and turned off there by a plain form post", async () => {
    const response = await postQuote(app.url, quoteBody({ email: 'chase-admin@example.com' }, 20));
    const { id } = (await response.json()) as { id: string };
    const env = adminEnv(database);
    const cookie = await signedInCookie(database, env);
    const context = adminContext(database, env, { outbox: app.boss });
    const post = (form: Record<string, string>) =>
      adminQuoteAction({
        request: adminRequest(`/admin/quotes/${id}`, { cookie, form }),
        params: { id },
        context,
      } as unknown as Parameters<typeof adminQuoteAction>[0]);
    const page = async () =>
      (await adminQuoteLoader({
        request: adminRequest(`/admin/quotes/${id}`, { cookie }),
        params: { id },
        context,
      } as unknown as Parameters<typeof adminQuoteLoader>[0])) as Awaited<
        ReturnType<typeof adminQuoteLoader>
      >;

    const fields = Object.fromEntries(priceForm().entries()) as Record<string, string>;
    expect(await post({ intent: 'price', ...fields })).toMatchObject({ intent: 'price', ok: true });
    for (const name of [AFTER_SENT, BEFORE_EXPIRY, EXPIRY]) {
      expect(await jobsOf(id, name)).toHaveLength(1);
    }
    expect((await page()).priceChasing).toEqual({
      off: false,
      expired: false,
      summary: 'Waiting for an answer: not reminded yet.',
    });

    expect(await post({ intent: 'price-chasing', chasing: 'off' })).toMatchObject({ ok: true });
    expect((await page()).priceChasing.off).toBe(true);
    expect(await post({ intent: 'price-chasing', chasing: 'on' })).toMatchObject({ ok: true });
    expect((await page()).priceChasing.off).toBe(false);
    expect(await history(id)).toEqual(
      expect.arrayContaining([
        'Chasing of the price turned off.',
        'Chasing of the price turned on.',
      ]),
    );
  });
});
