/**
 * POST /api/quotes takes a passenger count only as a JSON integer, and pickup and
 * return dates only up to two years ahead, and a same-day return only after the pickup time. Each
 * refusal is a 400 that stores nothing.
 */
import { describe, expect, it } from 'vitest';
import { QUOTE_MESSAGES } from '#app/features/quote/quote-messages.ts';
import { addDays, londonToday } from '#app/lib/london-dates.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';

/** Two calendar years on from a YYYY-MM-DD date, the way people count them. */
function twoYearsOn(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return addDays(`${y + 2}-${String(m).padStart(2, '0')}-01`, d - 1);
}

describe.each(DATABASE_KINDS)('strict quote input on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind, { env: { RATE_LIMIT_QUOTES_PER_HOUR: '1000' } });

  const storedCount = async () =>
    Number((await database.query<{ n: string }>(`select count(*) as n from quote_requests`))[0]!.n);

  it.each([
    ['true', true],
    ['a hexadecimal string', '0x10'],
    ['an array', [16]],
    ['a padded string', ' 16 '],
    ['a decimal string', '16'],
    ['an exponent string', '1.6e1'],
    ['a fraction', 16.5],
    ['null', null],
    ['an object', { value: 16 }],
  ])('refuses passengerCount as %s with 400, storing nothing', async (_label, passengerCount) => {
    const before = await storedCount();
    const response = await postQuote(app.url, quoteBody({ passengerCount }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors.passengerCount).toBe('Passengers must be between 1 and 100');
    expect(await storedCount()).toBe(before);
  });

  it('takes a JSON integer, and 16.0 (the same JSON number)', async () => {
    for (const passengers of ['16', '16.0']) {
      const body = JSON.stringify(quoteBody({ passengerCount: 0 })).replace(
        '"passengerCount":0',
        `"passengerCount":${passengers}`,
      );
      const response = await postQuote(app.url, body);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const rows = await database.query<{ passenger_count: number }>(
        `select passenger_count from quote_requests where id = $1`,
        [id],
      );
      expect(rows[0]!.passenger_count).toBe(16);
    }
  });

  it('refuses a pickup date in 9999 or just past two years ahead, with a clear message', async () => {
    const before = await storedCount();
    const today = londonToday(new Date());
    for (const pickupDate of ['9999-12-31', addDays(twoYearsOn(today), 1)]) {
      const response = await postQuote(app.url, quoteBody({ pickupDate }));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { fieldErrors: Record<string, string> };
      expect(body.fieldErrors.pickupDate).toBe('We take bookings up to 2 years ahead');
    }
    expect(await storedCount()).toBe(before);
  });

  it('takes a pickup date exactly two years ahead', async () => {
    const pickupDate = twoYearsOn(londonToday(new Date()));
    const response = await postQuote(app.url, quoteBody({ pickupDate }));
    expect(response.status).toBe(201);
  });

  it('refuses a return date in 9999 with the same message', async () => {
    const response = await postQuote(
      app.url,
      quoteBody({ journeyDirection: 'return', returnDate: '9999-12-31', returnTime: '18:00' }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors.returnDate).toBe('We take bookings up to 2 years ahead');
  });

  it('refuses a same-day return at or before the pickup time, in the language of the page', async () => {
    const before = await storedCount();
    // quoteBody picks up at 05:30; the return is the same day.
    const sameDay = (returnTime: string, current_page = '/book-online') => {
      const body = quoteBody({ journeyDirection: 'return', returnTime, current_page });
      return { ...body, returnDate: body.pickupDate };
    };
    for (const returnTime of ['05:30', '04:45']) {
      const response = await postQuote(app.url, sameDay(returnTime));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { fieldErrors: Record<string, string> };
      expect(body.fieldErrors).toEqual({
        returnTime: 'On the same day, the return time must be after the pickup time',
      });
    }
    const welsh = await postQuote(app.url, sameDay('05:30', '/cy/quote'));
    expect(welsh.status).toBe(400);
    expect(((await welsh.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      returnTime: QUOTE_MESSAGES.cy.returnTimeNotAfterPickup,
    });
    expect(await storedCount()).toBe(before);

    expect((await postQuote(app.url, sameDay('05:31'))).status).toBe(201);
  });
});
