/**
 * The e-mails of an instant offer, through the outbox to a real SMTP peer: the acknowledgement
 * carries the price and the link to book it, in the request's language, and the price e-mail the
 * operator's "Send a price" sends goes too. An offer left unanswered is recorded as expired for
 * the operator when its hours end, as the operator's own prices are.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { londonDateAndTime } from '#app/lib/london-dates.ts';
import { DEFAULT_BOOKING_RULES } from '#app/features/instant-booking/booking-rules.ts';
import { saveBookingRules } from '#app/features/instant-booking/booking-rules-store.server.ts';
import { findQuoteIdByToken } from '#app/features/customer-quote/quote-token.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { plainDayAhead } from '../support/dates.ts';
import { mailWithSubject } from '../support/mail-app.ts';
import { postQuote, quoteBody, waitFor } from '../support/quote-app.ts';
import { mailAppPerSuite } from '../support/lifecycle.ts';
import { addFitDriver, addFitVehicle } from '../support/fit-fleet.ts';

describe.each(DATABASE_KINDS)('instant offer e-mails on %s', (kind) => {
  const mailing = mailAppPerSuite(kind, {
    SITE_URL: 'https://www.bus4u.test',
    QUOTE_NOTIFY_EMAIL: 'ops@bus4u.test',
    RATE_LIMIT_QUOTES_PER_HOUR: '1000',
  });

  beforeAll(async () => {
    await addFitVehicle(mailing.database.query, { name: 'Minibus One', seats: 16 });
    await addFitDriver(mailing.database.query, { name: 'Alun Jones' });
    await saveBookingRules(
      mailing.app.db,
      { ...DEFAULT_BOOKING_RULES, instantBooking: true },
      'test',
    );
  });

  const offerFor = async (email: string, body: Record<string, unknown>) => {
    const response = await postQuote(mailing.app.url, quoteBody({ email, ...body }));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as {
      id: string;
      offer: { url: string; validUntil: string };
    };
    expect(answer).toHaveProperty('offer');
    return answer;
  };

  it('puts the price and the link to book it in the acknowledgement', async () => {
    const { id, offer } = await offerFor('instant@example.com', {
      pickupDate: plainDayAhead(40),
      pickupTime: '09:00',
    });
    const ack = await mailWithSubject(
      mailing.smtp,
      'instant@example.com',
      'We have your quote request',
    );
    expect(ack.message.text).toContain('Your price is £200, all in, held for you until');
    // The acknowledgement's link is its own, issued as it is sent, and opens the same request.
    const link = /Book now: https:\/\/www\.bus4u\.test\/your-quote\/([A-Za-z0-9_-]{43})/.exec(
      ack.message.text,
    )?.[1];
    expect(await findQuoteIdByToken(mailing.app.db, link)).toBe(id);
    expect(await findQuoteIdByToken(mailing.app.db, offer.url.split('/').pop())).toBe(id);
    const price = await mailWithSubject(mailing.smtp, 'instant@example.com', 'Your Bus4U price');
    expect(price.message.headers.get('subject')).toBe(`Your Bus4U price: £200.00 (${id})`);
    // The offer ends at its own hour, and the price e-mail says that hour, not only the date.
    const { time } = londonDateAndTime(new Date(offer.validUntil));
    expect(price.message.text).toContain(`The price stands until ${time} on`);
  });

  it("records the offer's end for the operator, with no reminder queued before it", async () => {
    const { id, offer } = await offerFor('ends@example.com', {
      pickupDate: plainDayAhead(60),
      pickupTime: '09:00',
    });
    const chaseJobs = () =>
      mailing.database.query<{ name: string; start_after: Date; state: string }>(
        `select name, start_after, state from pgboss.job
           where data->>'quoteId' = $1 and name in
             ('quote.price-chase-after-sent', 'quote.price-chase-before-expiry', 'quote.price-expiry')`,
        [id],
      );
    // Its 24 hours are shorter than either reminder's window (48 hours on, 24 before the end):
    // only the end is queued, at the offer's own end rather than its day's.
    const [end, ...others] = await chaseJobs();
    expect(others).toEqual([]);
    expect(end?.name).toBe('quote.price-expiry');
    expect(new Date(end!.start_after).getTime()).toBe(Date.parse(offer.validUntil));

    // The end comes: set on the app's clock, which judges it, and the job made due.
    await mailing.database.query('update quote_prices set expires_at = $2 where quote_id = $1', [
      id,
      new Date(Date.now() - 60_000),
    ]);
    await mailing.database.query(
      `update pgboss.job set start_after = now() where name = 'quote.price-expiry'
         and data->>'quoteId' = $1`,
      [id],
    );
    const notes = await waitFor(
      async () => {
        const rows = await mailing.database.query<{ note: string | null }>(
          'select note from quote_status_changes where quote_id = $1 order by id',
          [id],
        );
        const found = rows.map((row) => row.note);
        return found.includes('No answer to the price: not reminded, expired.') ? found : undefined;
      },
      30_000,
      "the offer's end in the request's history",
    );
    expect(notes.filter((note) => note?.includes('expired'))).toHaveLength(1);
  });

  it('says it in Welsh for a request from a Welsh page', async () => {
    const { id, offer } = await offerFor('cymraeg@example.com', {
      pickupDate: plainDayAhead(50),
      pickupTime: '09:00',
      current_page: '/cy/book-online',
    });
    expect(offer.url).toMatch(/^\/cy\/your-quote\//);
    const ack = await mailWithSubject(mailing.smtp, 'cymraeg@example.com', 'Mae eich cais');
    expect(ack.message.text).toContain('Eich pris yw £200, popeth wedi');
    const link =
      /Archebu nawr: https:\/\/www\.bus4u\.test\/cy\/your-quote\/([A-Za-z0-9_-]{43})/.exec(
        ack.message.text,
      )?.[1];
    expect(await findQuoteIdByToken(mailing.app.db, link)).toBe(id);
  });
});
