/**
 * POST /quote stores a form once however often it arrives: the /quote page carries a
 * one-time key made per request, and the form post uses it as the Idempotency-Key of
 * POST /api/quotes's mechanism. Against real databases; the browser side is in
 * tests/e2e/quote-page.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.ts';
import { londonDate } from '../support/dates.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';

function formFields(extra: Record<string, string>): Record<string, string> {
  return {
    serviceType: 'day-trip',
    journeyDirection: 'one-way',
    firstName: 'Owain',
    lastName: 'Jones',
    countryCode: '+44',
    phone: '07700 900789',
    pickupLocation: 'Roath, Cardiff',
    destination: 'Barry Island',
    pickupDate: londonDate(20),
    pickupTime: '09:30',
    passengers: '12',
    website: '',
    ...extra,
  };
}

const postForm = (url: string, fields: Record<string, string>) =>
  fetch(`${url}/quote`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

describe.each(DATABASE_KINDS)('POST /quote sent twice on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind);
  const stored = async (email: string) =>
    database.query<{ id: string; phone: string }>(
      'select id, phone from quote_requests where email = $1 order by phone',
      [email],
    );

  it('stores one request for two sends with the same key, and both land on /thanks', async () => {
    const fields = formFields({
      email: 'twice@example.com',
      idempotencyKey: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    const first = await postForm(app.url, fields);
    const again = await postForm(app.url, fields);
    for (const response of [first, again]) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/thanks');
    }
    expect(await stored('twice@example.com')).toHaveLength(1);
  });

  it('stores one request for a double tap: two sends at once', async () => {
    const fields = formFields({
      email: 'double-tap@example.com',
      idempotencyKey: 'BBBBBBBBBBBBBBBBBBBBBB',
    });
    const answers = await Promise.all([postForm(app.url, fields), postForm(app.url, fields)]);
    expect(answers.map((r) => [r.status, r.headers.get('location')])).toEqual([
      [303, '/thanks'],
      [303, '/thanks'],
    ]);
    expect(await stored('double-tap@example.com')).toHaveLength(1);
  });

  it('stores a corrected request sent under the same key as well, once', async () => {
    const key = { email: 'corrected@example.com', idempotencyKey: 'CCCCCCCCCCCCCCCCCCCCCC' };
    expect((await postForm(app.url, formFields(key))).status).toBe(303);
    const corrected = formFields({ ...key, phone: '07700 900790' });
    expect((await postForm(app.url, corrected)).status).toBe(303);
    expect((await postForm(app.url, corrected)).status).toBe(303);
    expect((await stored('corrected@example.com')).map((r) => r.phone)).toEqual([
      '+447700900789',
      '+447700900790',
    ]);
  });

  it('stores two requests from two pages (two keys), and one without a key as before', async () => {
    const email = { email: 'two-pages@example.com' };
    await postForm(app.url, formFields({ ...email, idempotencyKey: 'DDDDDDDDDDDDDDDDDDDDDD' }));
    await postForm(app.url, formFields({ ...email, idempotencyKey: 'EEEEEEEEEEEEEEEEEEEEEE' }));
    expect(await stored('two-pages@example.com')).toHaveLength(2);
    // A key that is not one of ours counts as none.
    const odd = formFields({ email: 'odd-key@example.com', idempotencyKey: 'x' });
    expect((await postForm(app.url, odd)).status).toBe(303);
    expect(await stored('odd-key@example.com')).toHaveLength(1);
  });
});
