/**
 * Nothing is priced or accepted once a journey's pickup (London wall-clock date and time) has
 * passed, and a price never stands beyond its pickup date, on PGlite and PostgreSQL. Every rule
 * reads the `now` handed in, so each test sets the clock relative to the stored pickup instead of
 * waiting for it.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BUSINESS } from '#app/content/business.ts';
import { answerPrice } from '#app/features/customer-quote/answer-price.server.ts';
import {
  customerQuoteAction,
  customerQuotePageData,
} from '#app/features/customer-quote/customer-quote-page.server.ts';
import { CUSTOMER_QUOTE_TEXT } from '#app/features/customer-quote/customer-quote-text.ts';
import {
  MESSAGE_PICKUP_PASSED,
  MESSAGE_VALID_UNTIL_AFTER_PICKUP,
  MESSAGE_VALID_UNTIL_IMPOSSIBLE,
} from '#app/features/customer-quote/price-validity.ts';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import { loadPricePanel, sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import { CustomerQuoteView } from '#app/features/customer-quote/ui/customer-quote-view.tsx';
import { addDays, londonInstant, londonToday } from '#app/lib/london-dates.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { answerDeps, priceForm } from '../support/price-loop.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Text as React writes it into markup (the Welsh has apostrophes). */
const asHtml = (text: string) => text.replaceAll("'", '&#x27;');

describe.each(DATABASE_KINDS)('after the pickup on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind);

  /** A stored request, a link to it, and its pickup as stored (date, and the London instant). */
  async function requested(email: string) {
    const response = await postQuote(app.url, quoteBody({ email }, 10));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await database.query<{ pickup_date: string; pickup_time: string }>(
      `select pickup_date::text as pickup_date, pickup_time from quote_requests where id = $1`,
      [id],
    );
    const pickupDate = row!.pickup_date;
    const pickupAt = londonInstant(pickupDate, row!.pickup_time);
    return { id, token: await issueQuoteToken(app.db, id), pickupDate, pickupAt };
  }

  const price = (quoteId: string, values: Record<string, string>, now: Date) =>
    sendPrice(
      { db: app.db, boss: app.boss },
      { quoteId, by: 'operator@bus4u.test', form: priceForm(values), now },
    );
  const accept = (quoteId: string, now: Date, customerToken = 'x') =>
    answerPrice(answerDeps(app), {
      quoteId,
      customerToken,
      intent: 'accept',
      revision: 1,
      termsAccepted: true,
      reason: '',
      now,
    });
  const countOf = async (table: 'bookings' | 'quote_prices', quoteId: string) =>
    Number(
      (
        await database.query<{ n: string }>(
          `select count(*) as n from ${table} where quote_id = $1`,
          [quoteId],
        )
      )[0]!.n,
    );
  const statusOf = async (id: string) =>
    (
      await database.query<{ status: string }>('select status from quote_requests where id = $1', [
        id,
      ])
    )[0]!.status;

  it('accepts a price up to the pickup time, on the pickup day itself', async () => {
    const { id, pickupDate, pickupAt } = await requested('in-time@example.com');
    const week = new Date(pickupAt.getTime() - 7 * DAY_MS);
    expect(await price(id, { validUntil: pickupDate }, week)).toMatchObject({ ok: true });
    const minuteBefore = new Date(pickupAt.getTime() - MINUTE_MS);
    expect(await accept(id, minuteBefore)).toEqual({ ok: true, changed: true });
    expect(await countOf('bookings', id)).toBe(1);
  });

  it('refuses accepting once the pickup time has passed, even on a day the price still stands', async () => {
    const { id, token, pickupDate, pickupAt } = await requested('too-late@example.com');
    const week = new Date(pickupAt.getTime() - 7 * DAY_MS);
    expect(await price(id, { validUntil: pickupDate }, week)).toMatchObject({ ok: true });

    // The pickup day, an hour after the pickup: the price is valid until today, the trip is gone.
    const hourAfter = new Date(pickupAt.getTime() + HOUR_MS);
    expect(await accept(id, hourAfter)).toEqual({ ok: false, reason: 'pickup-passed' });
    // A price stored before "valid until" was capped at the pickup date, answered days later.
    await database.query('update quote_prices set valid_until = $1 where quote_id = $2', [
      addDays(pickupDate, 5),
      id,
    ]);
    const twoDaysAfter = new Date(pickupAt.getTime() + 2 * DAY_MS);
    expect(await accept(id, twoDaysAfter)).toEqual({ ok: false, reason: 'pickup-passed' });
    expect(await countOf('bookings', id)).toBe(0);
    expect(await statusOf(id)).toBe('quoted');

    // The page's own POST answers with the clear message, in the page's language, and books nothing.
    for (const locale of ['en', 'cy'] as const) {
      const form = new FormData();
      for (const [name, value] of Object.entries({ intent: 'accept', revision: '1', terms: 'on' }))
        form.set(name, value);
      const refused = await customerQuoteAction(answerDeps(app), token, form, twoDaysAfter, locale);
      expect(refused).toMatchObject({
        data: { error: CUSTOMER_QUOTE_TEXT[locale].refusals['pickup-passed'] },
        init: { status: 409 },
      });
    }
    expect(await countOf('bookings', id)).toBe(0);

    // The page says the journey can no longer be booked, and offers a call or a new request.
    for (const [locale, quotePath] of [
      ['en', '/quote'],
      ['cy', '/cy/quote'],
    ] as const) {
      const page = await customerQuotePageData(app.db, token, twoDaysAfter, undefined, locale);
      expect(page.status).toBe('pickup-passed');
      const html = renderToStaticMarkup(createElement(CustomerQuoteView, { data: page }));
      expect(html).toContain(asHtml(CUSTOMER_QUOTE_TEXT[locale].status['pickup-passed'].title));
      expect(html).toContain(`href="tel:${BUSINESS.phone.e164}"`);
      expect(html).toContain(`href="${quotePath}"`);
      expect(html).toContain(CUSTOMER_QUOTE_TEXT[locale].newRequest);
      expect(html).not.toContain('name="intent"');
    }
  });

  it('refuses pricing a request whose pickup has passed, telling the operator to move the date', async () => {
    const { id, pickupAt } = await requested('late-price@example.com');
    const minuteAfter = new Date(pickupAt.getTime() + MINUTE_MS);
    const today = londonToday(minuteAfter);
    expect(await price(id, { validUntil: today }, minuteAfter)).toEqual({
      ok: false,
      fieldErrors: {},
      message: MESSAGE_PICKUP_PASSED,
    });
    expect(await countOf('quote_prices', id)).toBe(0);
    expect(await statusOf(id)).toBe('new');
    expect(await loadPricePanel(app.db, id, minuteAfter)).toMatchObject({
      pickupPassedMessage: MESSAGE_PICKUP_PASSED,
    });
    const minuteBefore = new Date(pickupAt.getTime() - MINUTE_MS);
    expect(await loadPricePanel(app.db, id, minuteBefore)).toMatchObject({
      pickupPassedMessage: null,
    });
  });

  it('never lets a price stand beyond its pickup date, and refuses a date that does not exist', async () => {
    const { id, pickupDate, pickupAt } = await requested('valid-until@example.com');
    const week = new Date(pickupAt.getTime() - 7 * DAY_MS);
    for (const [validUntil, message] of [
      [addDays(pickupDate, 1), MESSAGE_VALID_UNTIL_AFTER_PICKUP],
      ['2026-13-01', MESSAGE_VALID_UNTIL_IMPOSSIBLE],
    ] as const) {
      const refused = await price(id, { validUntil }, week);
      expect(refused).toMatchObject({ ok: false, fieldErrors: { validUntil: message } });
    }
    expect(await countOf('quote_prices', id)).toBe(0);
    expect(await statusOf(id)).toBe('new');

    // The form starts at the earlier of 14 days on and the day before pickup.
    expect((await loadPricePanel(app.db, id, week)).defaultValidUntil).toBe(
      addDays(pickupDate, -1),
    );
    const month = new Date(pickupAt.getTime() - 30 * DAY_MS);
    const monthPanel = await loadPricePanel(app.db, id, month);
    expect(monthPanel.defaultValidUntil).toBe(addDays(monthPanel.today, 14));
    expect(monthPanel.latestValidUntil).toBe(pickupDate);

    // The pickup date itself is the last day a price may stand.
    expect(await price(id, { validUntil: pickupDate }, week)).toMatchObject({ ok: true });
  });
});
