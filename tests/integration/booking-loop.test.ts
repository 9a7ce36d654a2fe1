/**
 * From price to booking on PGlite and PostgreSQL, with the real outbox and a real SMTP
 * peer: the operator's price e-mailed with the customer's link, the answer state machine (only
 * legal moves; accept twice = once, even at the same instant; accept after expiry refused), the
 * booking, its confirmation with the journey .ics, the operator's notice and the reminder's
 * schedule.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BUSINESS } from '#app/content/business.ts';
import { cancelBooking } from '#app/features/bookings/booking-actions.server.ts';
import { bookingStatusOf } from '#app/features/bookings/booking-status.server.ts';
import { answerPrice, type AnswerInput } from '#app/features/customer-quote/answer-price.server.ts';
import { customerQuotePageData } from '#app/features/customer-quote/customer-quote-page.server.ts';
import {
  findQuoteIdByToken,
  issueQuoteToken,
} from '#app/features/customer-quote/quote-token.server.ts';
import { CustomerQuoteView } from '#app/features/customer-quote/ui/customer-quote-view.tsx';
import {
  loadPricePanel,
  sendPrice,
  withdrawPrice,
} from '#app/features/customer-quote/send-price.server.ts';
import { DATABASE_KINDS, type TestDatabase } from '../support/databases.ts';
import { type SmtpPeer } from '../support/peers.ts';
import { postQuote, quoteBody, waitFor, type QuoteApp } from '../support/quote-app.ts';
import { answerDeps, priceForm } from '../support/price-loop.ts';
import { mailWithSubject } from '../support/mail-app.ts';
import { londonDate } from '../support/dates.ts';
import { mailAppPerSuite } from '../support/lifecycle.ts';

describe.each(DATABASE_KINDS)('the booking loop on %s', (kind) => {
  let database: TestDatabase;
  let smtp: SmtpPeer;
  let app: QuoteApp;
  const mailing = mailAppPerSuite(kind, {
    SITE_URL: 'https://www.bus4u.test',
    QUOTE_NOTIFY_EMAIL: 'ops@bus4u.test',
  });

  beforeAll(async () => {
    ({ database, smtp, app } = mailing);
  });

  /** A stored request for `email`, a link to it, and (unless told not to) a price sent. */
  async function priced(email: string, price: Record<string, string> = {}, daysAhead = 30) {
    const response = await postQuote(app.url, quoteBody({ email }, daysAhead));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const token = await issueQuoteToken(app.db, id);
    const sent = await sendPrice(
      { db: app.db, boss: app.boss },
      { quoteId: id, by: 'operator@bus4u.test', form: priceForm(price) },
    );
    expect(sent.ok).toBe(true);
    return { id, token, sent: sent as { ok: true; token: string; revision: number } };
  }

  it('prefills the price from the estimate stored with the request, with no tariff figure given', async () => {
    const response = await postQuote(app.url, quoteBody({ email: 'prefill@example.com' }, 30));
    const { id } = (await response.json()) as { id: string };
    expect((await loadPricePanel(app.db, id)).estimate).toBeNull();
    await database.query('update quote_requests set estimate_total = $1 where id = $2', [
      82000,
      id,
    ]);
    expect((await loadPricePanel(app.db, id)).estimate).toEqual({
      totalPence: 82000,
      source: 'shown',
    });
  });

  const answer = (input: Partial<AnswerInput> & Pick<AnswerInput, 'quoteId' | 'intent'>) =>
    answerPrice(answerDeps(app), {
      customerToken: 'x',
      revision: 1,
      termsAccepted: true,
      reason: '',
      ...input,
    });

  const count = async (sql: string, values: unknown[]) =>
    Number((await database.query<{ n: string }>(sql, values))[0]!.n);
  const bookingsOf = (id: string) =>
    count('select count(*) as n from bookings where quote_id = $1', [id]);
  const jobsOf = (id: string, queue: string) =>
    count(`select count(*) as n from pgboss.job where name = $2 and data->>'quoteId' = $1`, [
      id,
      queue,
    ]);
  const statusOf = async (id: string) =>
    (
      await database.query<{ status: string }>('select status from quote_requests where id = $1', [
        id,
      ])
    )[0]!.status;

  it('stores the price in pence, makes the request quoted and e-mails the customer their link', async () => {
    const { id, token, sent } = await priced('price@example.com');
    expect(await database.query('select total_pence, revision, state from quote_prices')).toEqual([
      { total_pence: 48550, revision: 1, state: 'sent' },
    ]);
    expect(await statusOf(id)).toBe('quoted');
    const mail = await waitFor(
      async () =>
        smtp.received.find(
          (m) => m.envelopeTo.includes('price@example.com') && /£485\.50/.test(m.message.text),
        ),
      20_000,
      'the price e-mail',
    );
    // The e-mail's link is issued as it is sent (no job row holds one), and opens this request.
    const link = /https:\/\/www\.bus4u\.test\/your-quote\/([A-Za-z0-9_-]{43})/.exec(
      mail.message.text,
    )?.[1];
    expect(await findQuoteIdByToken(app.db, link)).toBe(id);
    expect(await findQuoteIdByToken(app.db, sent.token)).toBe(id);
    expect(mail.message.text).toContain('16-Seat Minibus');
    const page = await customerQuotePageData(app.db, token);
    expect(page.status).toBe('priced');
    expect(page.price?.totalPence).toBe(48550);
  });

  it('refuses a price that is not money, and shows a new request as being prepared', async () => {
    const response = await postQuote(app.url, quoteBody({ email: 'prep@example.com' }));
    const { id } = (await response.json()) as { id: string };
    const token = await issueQuoteToken(app.db, id);
    expect((await customerQuotePageData(app.db, token)).status).toBe('preparing');
    for (const total of ['', '0', '-5', '12.345', 'ten pounds']) {
      const result = await sendPrice(
        { db: app.db, boss: app.boss },
        { quoteId: id, by: 'operator@bus4u.test', form: priceForm({ total }) },
      );
      expect(result.ok, total).toBe(false);
    }
    expect(await statusOf(id)).toBe('new');
  });

  it('accepts once: a double click, even at the same instant, makes one booking and one notice', async () => {
    const { id } = await priced('twice@example.com');
    const results = await Promise.all([
      answer({ quoteId: id, intent: 'accept' }),
      answer({ quoteId: id, intent: 'accept' }),
    ]);
    expect(results.map((r) => r.ok && r.changed).sort()).toEqual([false, true]);
    expect(await answer({ quoteId: id, intent: 'accept' })).toEqual({ ok: true, changed: false });
    expect(await statusOf(id)).toBe('won');
    expect(await bookingsOf(id)).toBe(1);
    expect(await jobsOf(id, 'booking.confirmation')).toBe(1);
    expect(await jobsOf(id, 'quote.answer-notice')).toBe(1);
    expect(
      await count(
        `select count(*) as n from quote_status_changes where quote_id = $1 and to_status = 'won'`,
        [id],
      ),
    ).toBe(1);
    // Accepted is final online: declining it now is refused.
    expect(await answer({ quoteId: id, intent: 'decline' })).toEqual({
      ok: false,
      reason: 'already-accepted',
    });
  });

  it('e-mails the confirmation with the journey .ics and tells the operator at once', async () => {
    const { id } = await priced('confirm@example.com');
    expect((await answer({ quoteId: id, intent: 'accept', customerToken: 'T' })).ok).toBe(true);
    const confirmation = await mailWithSubject(
      smtp,
      'confirm@example.com',
      'Booking confirmed',
      'the confirmation',
    );
    const ics = confirmation.message.attachments.find((a) =>
      a.contentType.startsWith('text/calendar'),
    );
    expect(ics?.content.toString('utf8')).toContain('BEGIN:VEVENT');
    expect(ics?.content.toString('utf8')).toContain('TRIGGER:-PT24H');
    expect(ics?.filename).toMatch(/^bus4u-journey-\d{4}-\d{2}-\d{2}\.ics$/);
    const notice = await mailWithSubject(
      smtp,
      'ops@bus4u.test',
      'Accepted: Megan Jones',
      'the operator notice',
    );
    expect(notice.message.text).toContain('£485.50');
  });

  it('schedules the reminder in the outbox for 24 hours before pickup', async () => {
    // A price never stands beyond its pickup: valid for a week of the trip's ten days.
    const validUntil = londonDate(7);
    const { id } = await priced('remind@example.com', { validUntil }, 10);
    await answer({ quoteId: id, intent: 'accept' });
    const [job] = await database.query<{ start_after: Date }>(
      `select start_after from pgboss.job where name = 'booking.reminder' and data->>'quoteId' = $1`,
      [id],
    );
    const [booking] = await database.query<{ pickup_at: Date }>(
      'select pickup_at from bookings where quote_id = $1',
      [id],
    );
    expect(new Date(job!.start_after).getTime()).toBe(
      new Date(booking!.pickup_at).getTime() - 24 * 3_600_000,
    );
  });

  it('declines with a reason into the history, and refuses accepting afterwards', async () => {
    const { id } = await priced('decline@example.com');
    expect(await answer({ quoteId: id, intent: 'decline', reason: 'Found a cheaper one' })).toEqual(
      { ok: true, changed: true },
    );
    expect(await statusOf(id)).toBe('lost');
    const [history] = await database.query<{ note: string }>(
      `select note from quote_status_changes where quote_id = $1 and to_status = 'lost'`,
      [id],
    );
    expect(history!.note).toContain('Found a cheaper one');
    expect(await answer({ quoteId: id, intent: 'decline' })).toEqual({ ok: true, changed: false });
    expect(await answer({ quoteId: id, intent: 'accept' })).toEqual({
      ok: false,
      reason: 'already-declined',
    });
    expect(await bookingsOf(id)).toBe(0);
  });

  it('refuses accepting after expiry, without the terms, when withdrawn, or an old revision', async () => {
    const validUntil = londonDate(2);
    const { id } = await priced('expiry@example.com', { validUntil });
    // Midday in London two days after the last valid day.
    const afterExpiry = new Date(`${londonDate(4)}T12:00:00Z`);
    expect(await answer({ quoteId: id, intent: 'accept', now: afterExpiry })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await answer({ quoteId: id, intent: 'accept', termsAccepted: false })).toEqual({
      ok: false,
      reason: 'terms',
    });
    expect(await answer({ quoteId: id, intent: 'accept', revision: 0 })).toEqual({
      ok: false,
      reason: 'revised',
    });
    expect((await withdrawPrice(app.db, { quoteId: id, by: 'operator@bus4u.test' })).ok).toBe(true);
    expect(await answer({ quoteId: id, intent: 'accept' })).toEqual({
      ok: false,
      reason: 'withdrawn',
    });
    expect(await bookingsOf(id)).toBe(0);
    expect(await statusOf(id)).toBe('quoted');
  });

  it('replaces a price with its revision, which the old link shows and which alone can be accepted', async () => {
    const { id, token } = await priced('revise@example.com');
    const revised = await sendPrice(
      { db: app.db, boss: app.boss },
      { quoteId: id, by: 'operator@bus4u.test', form: priceForm({ total: '450' }) },
    );
    expect(revised).toMatchObject({ ok: true, revision: 2 });
    const page = await customerQuotePageData(app.db, token);
    expect(page.price).toMatchObject({ totalPence: 45000, revision: 2 });
    expect(await answer({ quoteId: id, intent: 'accept', revision: 1 })).toEqual({
      ok: false,
      reason: 'revised',
    });
    expect(await answer({ quoteId: id, intent: 'accept', revision: 2 })).toEqual({
      ok: true,
      changed: true,
    });
    const [booking] = await database.query<{ fare_pence: number }>(
      'select fare_pence from bookings where quote_id = $1',
      [id],
    );
    expect(booking!.fare_pence).toBe(45000);
    // Once accepted, pricing again is refused until the booking is cancelled.
    const again = await sendPrice(
      { db: app.db, boss: app.boss },
      { quoteId: id, by: 'operator@bus4u.test', form: priceForm() },
    );
    expect(again.ok).toBe(false);
  });

  it('shows a cancelled booking as cancelled, and lets the operator price it again', async () => {
    const { id, token } = await priced('cancelled@example.com');
    expect(await answer({ quoteId: id, intent: 'accept' })).toMatchObject({ ok: true });
    const deps = { db: app.db, boss: app.boss, bookingStateOf: bookingStatusOf };
    const reprice = (total: string) =>
      sendPrice(deps, { quoteId: id, by: 'operator@bus4u.test', form: priceForm({ total }) });

    // A live booking is never priced over.
    expect(await reprice('500')).toMatchObject({
      ok: false,
      message: 'The customer has accepted the price: cancel the booking before pricing again.',
    });
    const [booking] = await database.query<{ id: number }>(
      'select id from bookings where quote_id = $1',
      [id],
    );
    const cancelled = await cancelBooking(
      { db: app.db, boss: app.boss },
      { bookingId: booking!.id, by: 'operator@bus4u.test' },
    );
    expect(cancelled.ok).toBe(true);

    // The customer's page says so, with the phone number, and offers no answer forms.
    const page = await customerQuotePageData(app.db, token, new Date(), bookingStatusOf);
    expect(page.status).toBe('cancelled');
    const html = renderToStaticMarkup(createElement(CustomerQuoteView, { data: page }));
    expect(html).toContain('Your booking has been cancelled');
    expect(html).toContain(`call us on ${BUSINESS.phone.display}`);
    expect(html).toContain(`href="tel:${BUSINESS.phone.e164}"`);
    expect(html).not.toContain('name="intent"');
    // The operator's panel offers the form again.
    expect(await loadPricePanel(app.db, id, new Date(), bookingStatusOf)).toMatchObject({
      bookingCancelled: true,
      price: { state: 'accepted' },
    });

    // A new price: revision 2, the request quoted again, the old link shows it.
    expect(await reprice('500')).toMatchObject({ ok: true, revision: 2 });
    expect(await statusOf(id)).toBe('quoted');
    const repriced = await customerQuotePageData(app.db, token, new Date(), bookingStatusOf);
    expect(repriced).toMatchObject({ status: 'priced', price: { revision: 2, totalPence: 50000 } });

    // Accepting it books the same register row again, at the new fare.
    expect(await answer({ quoteId: id, intent: 'accept', revision: 2 })).toMatchObject({
      ok: true,
    });
    expect(
      await database.query(
        'select id, status, fare_pence, instant from bookings where quote_id = $1',
        [id],
      ),
    ).toEqual([{ id: booking!.id, status: 'confirmed', fare_pence: 50000, instant: false }]);
    expect(await statusOf(id)).toBe('won');
    expect((await customerQuotePageData(app.db, token, new Date(), bookingStatusOf)).status).toBe(
      'accepted',
    );
  });

  it('answers a link that opens nothing with the same 404', async () => {
    for (const token of ['nope', 'A'.repeat(43), undefined]) {
      const error = await customerQuotePageData(app.db, token).catch((e: unknown) => e);
      expect(error).toMatchObject({ init: { status: 404 }, data: null });
    }
  });
});
