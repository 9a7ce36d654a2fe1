/**
 * The review asked of every customer, on PGlite and PostgreSQL, with the real outbox and a real SMTP
 * peer: a confirmed booking's confirmation queues its review request for 10:00 London the day after
 * the pickup, a row in the outbox that outlives a restart. "Its day comes" is the job's start moved
 * to now and the senders' clock moved to that day: both controlled, neither waited for. One e-mail
 * per booking however often the job runs; none for a cancelled booking, an erased customer, a
 * customer who used the opt-out link, or with no review link configured; Welsh for a Welsh request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasePersonByEmail } from '#app/features/admin/privacy/anonymise.server.ts';
import { cancelBooking } from '#app/features/bookings/booking-actions.server.ts';
import { answerPrice } from '#app/features/customer-quote/answer-price.server.ts';
import { sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import { addDays, londonInstant } from '#app/lib/london-dates.ts';
import { action, loader } from '#app/routes/review-opt-out.tsx';
import { PERSON_DATA_PARTS } from '#server/person-data.server.ts';
import { customerPageContext } from '../support/customer-page.ts';
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
const REVIEW_URL = 'https://g.page/r/bus4u-test/review';
const QUEUE = 'booking.review-request';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];

describe.each(DATABASE_KINDS)('the review request on %s', (kind) => {
  const database = databasePerSuite(kind);
  const smtp = smtpPeerPerSuite();
  // Started by hand, not by a helper: tests restart it (a job outliving its process is what they
  // check), so the describe holds whichever app runs now. Its hooks, registered after the
  // helpers', start it once they have started and stop it before they end.
  let app: QuoteApp;
  /** The senders' clock: each test moves it to the day a job comes due. */
  let clock = new Date();
  const start = (reviewUrl: string | null = REVIEW_URL) =>
    startQuoteApp(database, {
      workers: true,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SITE_URL: SITE,
        ...(reviewUrl ? { REVIEW_URL: reviewUrl } : {}),
      },
      now: () => clock,
    });

  beforeAll(async () => {
    app = await start();
  });
  afterAll(async () => {
    await app?.stop();
  });

  const jobsOf = (quoteId: string) =>
    database.query<{ id: string; state: string; start_after: Date; output: { skipped?: string } }>(
      `select id, state, start_after, output from pgboss.job
         where name = $1 and data->>'quoteId' = $2 order by created_on`,
      [QUEUE, quoteId],
    );

  /** A request for `email` 10 days out (05:30), priced and accepted: a confirmed booking. */
  async function booked(email: string, options: { welsh?: boolean; passengers?: number } = {}) {
    const response = await postQuote(
      app.url,
      quoteBody(
        {
          email,
          ...(options.welsh ? { current_page: '/cy/quote' } : {}),
          ...(options.passengers ? { passengerCount: options.passengers } : {}),
        },
        10,
      ),
    );
    const { id } = (await response.json()) as { id: string };
    const sent = await sendPrice(
      { db: app.db, boss: app.boss },
      { quoteId: id, by: 'op', form: priceForm({ validUntil: londonDate(3) }) },
    );
    expect(sent.ok).toBe(true);
    const accepted = await answerPrice(answerDeps(app), {
      quoteId: id,
      customerToken: 't',
      intent: 'accept',
      revision: 1,
      termsAccepted: true,
      reason: '',
    });
    expect(accepted).toEqual({ ok: true, changed: true });
    // The confirmation goes out, and queues the review request beside it.
    await waitFor(
      async () => ((await jobsOf(id)).length > 0 ? true : undefined),
      30_000,
      `the review request of ${id} to be queued`,
    );
    return { id, pickupDate: plainDayAhead(10) };
  }

  /** The job's start time arrives (the outbox's clock) and the senders' clock stands at `at`. */
  const comesDue = async (quoteId: string, at: Date) => {
    clock = at;
    await database.query(
      `update pgboss.job set start_after = now() where name = $1 and data->>'quoteId' = $2
         and state = 'created'`,
      [QUEUE, quoteId],
    );
  };
  const settled = (quoteId: string) =>
    waitFor(
      async () => {
        const jobs = await jobsOf(quoteId);
        return jobs.length > 0 && jobs.every((job) => job.state === 'completed') ? jobs : undefined;
      },
      30_000,
      `the review requests of ${quoteId} to complete`,
    );
  const dayAfter = (pickupDate: string) => londonInstant(addDays(pickupDate, 1), '10:05');
  const reviewMails = (address: string) =>
    smtp.received.filter(
      (m) =>
        m.envelopeTo.some((to) => to.toLowerCase() === address.toLowerCase()) &&
        /^(Thank you for travelling|Diolch am deithio)/.test(
          m.message.headers.get('subject') ?? '',
        ),
    );

  it('asks once, the day after the trip, across a restart, saying any review is welcome', async () => {
    const address = 'review@example.com';
    const { id, pickupDate } = await booked(address);
    const [queued] = await jobsOf(id);
    expect(new Date(queued!.start_after).toISOString()).toBe(
      londonInstant(addDays(pickupDate, 1), '10:00').toISOString(),
    );

    // The process stops with the trip still ahead; the next one finds the job in the outbox.
    await app.stop();
    app = await start();

    // Run early (the trip is still ahead): nothing sent, and asked again the day after.
    await comesDue(id, londonInstant(pickupDate, '04:00'));
    const early = await waitFor(
      async () => {
        const jobs = await jobsOf(id);
        return jobs[0]!.state === 'completed' && jobs.length === 2 ? jobs : undefined;
      },
      30_000,
      'the early job to queue its successor',
    );
    expect(early[0]!.output).toMatchObject({
      skipped: 'the trip is still ahead: asked again the day after',
    });
    expect(new Date(early[1]!.start_after).toISOString()).toBe(
      londonInstant(addDays(pickupDate, 1), '10:00').toISOString(),
    );
    expect(reviewMails(address)).toHaveLength(0);

    await comesDue(id, dayAfter(pickupDate));
    await settled(id);
    const [mail] = reviewMails(address);
    expect(mail!.message.headers.get('subject')).toBe(
      `Thank you for travelling with Bus4U (${id})`,
    );
    const text = mail!.message.text ?? '';
    expect(text).toContain(REVIEW_URL);
    expect(text).toContain(
      'Every review is welcome, good or bad: it helps other travellers choose, and it shows us what to do better.',
    );
    expect(text).toMatch(/https:\/\/www\.bus4u\.test\/reviews\/opt-out\/[A-Za-z0-9_-]{43}/);

    // The job again (a crash after the send, a second instance): the booking was asked already.
    await app.boss.send(QUEUE, { quoteId: id });
    await comesDue(id, dayAfter(pickupDate));
    const again = await settled(id);
    expect(again.at(-1)!.output).toMatchObject({ skipped: 'already asked for this booking' });

    await app.stop();
    app = await start();
    await sleep(2000);
    expect(reviewMails(address)).toHaveLength(1);
  });

  it('asks nobody whose booking was cancelled, nor an erased customer, nor without a review link', async () => {
    const cancelled = await booked('review-cancelled@example.com');
    const done = await cancelBooking(
      { db: app.db, boss: app.boss },
      { quoteId: cancelled.id, by: 'op' },
    );
    expect(done.ok).toBe(true);
    await comesDue(cancelled.id, dayAfter(cancelled.pickupDate));
    const [cancelledJob] = await settled(cancelled.id);
    expect(cancelledJob!.output).toMatchObject({ skipped: 'the booking is not confirmed' });

    // Erasure drops the queued job; one that comes anyway (already fetched, say) sends nothing.
    const erased = await booked('review-erased@example.com');
    expect(await erasePersonByEmail(app.db, 'review-erased@example.com', PERSON_DATA_PARTS)).toBe(
      1,
    );
    expect(await jobsOf(erased.id)).toHaveLength(0);
    await app.boss.send(QUEUE, { quoteId: erased.id });
    await comesDue(erased.id, dayAfter(erased.pickupDate));
    const [erasedJob] = await settled(erased.id);
    expect(erasedJob!.output).toMatchObject({ skipped: "the customer's details were erased" });

    // No review link configured: the job sends nothing.
    const unlinked = await booked('review-unlinked@example.com');
    await app.stop();
    app = await start(null);
    await comesDue(unlinked.id, dayAfter(unlinked.pickupDate));
    const [unlinkedJob] = await settled(unlinked.id);
    expect(unlinkedJob!.output).toMatchObject({
      skipped: 'no review link is configured (REVIEW_URL)',
    });
    await app.stop();
    app = await start();

    for (const address of ['review-cancelled', 'review-erased', 'review-unlinked']) {
      expect(reviewMails(`${address}@example.com`)).toHaveLength(0);
    }
  });

  it('records the opt-out from the link, and asks that address no more', async () => {
    const address = 'Review-OptOut@example.com';
    const first = await booked(address);
    await comesDue(first.id, dayAfter(first.pickupDate));
    await settled(first.id);
    const [mail] = reviewMails(address);
    const link = /https:\/\/www\.bus4u\.test(\/reviews\/opt-out\/([A-Za-z0-9_-]{43}))/.exec(
      mail!.message.text ?? '',
    )!;
    const [, path, token] = link;
    // Express hands the link on to the page behind the customer page's guard (no build here, so
    // the page itself is not rendered): its private headers, never the unknown-path redirect.
    const served = await fetch(`${app.url}${path}`, { redirect: 'manual' });
    expect(served.status).not.toBe(302);
    expect(served.headers.get('cache-control')).toBe('no-store');
    expect(served.headers.get('referrer-policy')).toBe('no-referrer');
    expect(served.headers.get('x-robots-tag')).toMatch(/noindex/);
    const context = customerPageContext(database, app);
    const args = (method: string) => ({
      request: new Request(`${SITE}${path}`, { method }),
      params: { token },
      context,
    });
    expect(await loader(args('GET') as unknown as LoaderArgs)).toEqual({
      locale: 'en',
      optedOut: false,
    });
    // The form's POST (no JavaScript needed): recorded, then back to the page, which says so.
    const posted = await action(args('POST') as unknown as ActionArgs).catch((e: unknown) => e);
    expect(posted).toBeInstanceOf(Response);
    expect((posted as Response).status).toBe(303);
    expect((posted as Response).headers.get('Location')).toBe(path);
    expect(await loader(args('GET') as unknown as LoaderArgs)).toEqual({
      locale: 'en',
      optedOut: true,
    });
    // A link that opens nothing is a bare 404.
    const unknown = await loader({
      ...args('GET'),
      params: { token: 'x'.repeat(43) },
    } as unknown as LoaderArgs).catch((e: unknown) => e);
    expect(unknown).toMatchObject({ init: { status: 404 } });

    // The same person books again (the address in another letter case): not asked this time.
    const second = await booked('review-optout@example.com', { passengers: 14 });
    await comesDue(second.id, dayAfter(second.pickupDate));
    const [job] = await settled(second.id);
    expect(job!.output).toMatchObject({
      skipped: 'the customer asked not to be asked for reviews',
    });
    // Only the first booking's request ever reached that address.
    expect(reviewMails('review-optout@example.com')).toHaveLength(1);

    // Erasing the person deletes what was recorded of asking them.
    const rows = () =>
      database.query('select quote_id from review_requests where quote_id = any($1)', [
        [first.id, second.id],
      ]);
    // Only the booking that was asked has a row: the second stopped at the opt-out.
    expect(await rows()).toHaveLength(1);
    expect(await erasePersonByEmail(app.db, address, PERSON_DATA_PARTS)).toBe(2);
    expect(await rows()).toHaveLength(0);
  });

  it('asks a Welsh request in Welsh, with the Welsh opt-out page', async () => {
    const address = 'adolygiad@example.com';
    const { id, pickupDate } = await booked(address, { welsh: true });
    await comesDue(id, dayAfter(pickupDate));
    await settled(id);
    const [mail] = reviewMails(address);
    expect(mail!.message.headers.get('subject')).toBe(`Diolch am deithio gyda Bus4U (${id})`);
    expect(mail!.message.text).toContain('Mae croeso i bob adolygiad, da neu ddrwg');
    expect(mail!.message.text).toContain(REVIEW_URL);
    const [path, token] = /\/cy\/reviews\/opt-out\/([A-Za-z0-9_-]{43})/.exec(
      mail!.message.text ?? '',
    )!;
    // The Welsh link opens the opt-out page in Welsh.
    expect(
      await loader({
        request: new Request(`${SITE}${path}`),
        params: { token },
        context: customerPageContext(database, app),
      } as unknown as LoaderArgs),
    ).toEqual({ locale: 'cy', optedOut: false });
  });
});
