/**
 * The estimate stored with a quote: worked out again on the server when the form showed one (never
 * the browser's figure), then shown in the operator e-mail, on the admin request page and in
 * /admin/quotes.csv.
 */
import { describe, expect, it } from 'vitest';
import { loadQuote } from '#app/features/admin/quotes/quote-detail.server.ts';
import { quotesCsv } from '#app/features/admin/quotes/quotes-csv.server.ts';
import { allInstantlyBooked } from '#app/features/bookings/booking-status.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody, waitFor } from '../support/quote-app.ts';
import { plainDayAfter, plainDayAhead } from '../support/dates.ts';

// A plain day (no bank holiday, no clock change): the figures below are the tariff's plain ones.
const PICKUP_DATE = plainDayAhead(30);

const heathrowReturnFor14 = {
  pickupLocation: 'Cardiff Central',
  destination: 'Heathrow T5',
  pickupDate: PICKUP_DATE,
  pickupTime: '09:00',
  journeyDirection: 'return',
  returnDate: plainDayAfter(PICKUP_DATE, 7),
  returnTime: '18:30',
  passengerCount: 14,
};

describe.each(DATABASE_KINDS)('the estimate kept with a quote on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind, { workers: true });

  const send = async (body: Record<string, unknown>) => {
    const response = await postQuote(app.url, quoteBody(body));
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  it('stores the server’s own figure, not the one the browser sent', async () => {
    const id = await send({
      ...heathrowReturnFor14,
      estimate: { total: 100, tariffVersion: 'v1' },
    });
    const quote = await loadQuote(app.db, id);
    expect(quote?.quote).toMatchObject({ estimateTotal: 82_000, estimateTariffVersion: 'v1' });
    // Its lines are kept as codes with their figures, for each reader to word in their language.
    expect(quote?.quote.estimateLines?.map((line) => [line.code, line.amount])).toEqual([
      ['leg-fixed', 41_000],
      ['leg-fixed', 41_000],
    ]);
  });

  it('stores no estimate when the form showed none, or the place cannot be priced', async () => {
    const none = await send(heathrowReturnFor14);
    const unknown = await send({
      ...heathrowReturnFor14,
      destination: '1 Rue de Rivoli, Paris',
      estimate: { total: 82_000, tariffVersion: 'v1' },
    });
    for (const id of [none, unknown]) {
      expect((await loadQuote(app.db, id))?.quote).toMatchObject({
        estimateTotal: null,
        estimateTariffVersion: null,
      });
    }
  });

  it('ignores a malformed estimate rather than refusing the request', async () => {
    const id = await send({ ...heathrowReturnFor14, estimate: { total: 'free' } });
    expect((await loadQuote(app.db, id))?.quote.estimateTotal).toBeNull();
  });

  it('shows it in the operator e-mail and the CSV export', async () => {
    const id = await send({
      ...heathrowReturnFor14,
      estimate: { total: 82_000, tariffVersion: 'v1' },
    });
    const email = await waitFor(
      async () =>
        (
          await database.query<{ text: string; html: string }>(
            `select text, html from outbox_emails where quote_id = $1 and kind = 'operator'`,
            [id],
          )
        )[0],
      30_000,
      'the operator e-mail',
    );
    expect(email.text).toContain('£820 all in, indicative (tariff v1)');
    expect(email.html).toContain('£820 all in, indicative (tariff v1)');
    const csv = await quotesCsv(app.db, () => allInstantlyBooked(app.db));
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toMatch(/,estimate_total_gbp,estimate_tariff_version,instant_booking$/);
    expect(rows.find((r) => r.startsWith(id))).toMatch(/,820\.00,v1,no$/);
  });
});
