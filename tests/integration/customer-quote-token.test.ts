/**
 * The customer's link: every new request gets a token of 256 random bits, only its hash
 * is stored, and the acknowledgement e-mail caught by a real SMTP peer links to /your-quote/<token>
 * on SITE_URL's origin. On PGlite and PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { customerQuotePageData } from '#app/features/customer-quote/customer-quote-page.server.ts';
import { findQuoteIdByToken } from '#app/features/customer-quote/quote-token.server.ts';
import { sendPrice, withdrawPrice } from '#app/features/customer-quote/send-price.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { londonDate } from '../support/dates.ts';
import { mailAppPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody, waitFor } from '../support/quote-app.ts';

const LINK = /https:\/\/www\.bus4u\.test\/your-quote\/([A-Za-z0-9_-]+)/;
const WELSH_LINK = /https:\/\/www\.bus4u\.test\/cy\/your-quote\/([A-Za-z0-9_-]+)/;

describe.each(DATABASE_KINDS)('the customer link on %s', (kind) => {
  const mailing = mailAppPerSuite(kind, { SITE_URL: 'https://www.bus4u.test' });

  async function requestAndLink(email: string) {
    const response = await postQuote(mailing.app.url, quoteBody({ email }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const mail = await waitFor(
      async () => mailing.smtp.received.find((m) => m.envelopeTo.includes(email)),
      20_000,
      'the acknowledgement',
    );
    const token = LINK.exec(mail.message.text)?.[1];
    return { id, token, mail };
  }

  it('e-mails a 256-bit base64url link and stores only its hash', async () => {
    const { id, token, mail } = await requestAndLink('first@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token!, 'base64url')).toHaveLength(32);
    expect(mail.message.html).toContain(`href="https://www.bus4u.test/your-quote/${token}"`);
    const rows = await mailing.database.query<{ token_hash: string; quote_id: string }>(
      'select token_hash, quote_id from quote_tokens',
    );
    expect(rows).toEqual([
      { token_hash: createHash('sha256').update(token!).digest('hex'), quote_id: id },
    ]);
    expect(
      JSON.stringify(await mailing.database.query('select * from quote_requests')),
    ).not.toContain(token);
    expect(await findQuoteIdByToken(mailing.app.db, token)).toBe(id);
  });

  it('e-mails a request made in Welsh the Welsh page, which speaks the language of its path', async () => {
    const response = await postQuote(
      mailing.app.url,
      quoteBody({ email: 'cymraeg@example.com', current_page: '/cy/quote' }),
    );
    const { id } = (await response.json()) as { id: string };
    const mail = await waitFor(
      async () => mailing.smtp.received.find((m) => m.envelopeTo.includes('cymraeg@example.com')),
      20_000,
      'the Welsh acknowledgement',
    );
    const token = WELSH_LINK.exec(mail.message.text)?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.message.html).toContain(`href="https://www.bus4u.test/cy/your-quote/${token}"`);

    const welsh = await customerQuotePageData(mailing.app.db, token, new Date(), undefined, 'cy');
    expect(welsh.locale).toBe('cy');
    const english = await customerQuotePageData(mailing.app.db, token, new Date(), undefined, 'en');
    expect(english.locale).toBe('en');
    // The same journey, worded in each page's language.
    expect(welsh.journey.service).toBe("Taith i'r maes awyr");
    expect(english.journey.service).toBe('Airport Transfer');

    // A withdrawn price reads as withdrawn, in the language of the page.
    const form = new FormData();
    for (const [name, value] of Object.entries({
      total: '300',
      vehicle: '16-Seat Minibus',
      included: 'Driver and fuel',
      // Any day up to the request's pickup date (30 days on).
      validUntil: londonDate(7),
      note: '',
    }))
      form.set(name, value);
    expect(
      (
        await sendPrice(
          { db: mailing.app.db, boss: mailing.app.boss },
          { quoteId: id, form, by: 'op' },
        )
      ).ok,
    ).toBe(true);
    expect((await withdrawPrice(mailing.app.db, { quoteId: id, by: 'op' })).ok).toBe(true);
    const withdrawn = await customerQuotePageData(
      mailing.app.db,
      token,
      new Date(),
      undefined,
      'cy',
    );
    expect(withdrawn).toMatchObject({ status: 'withdrawn', locale: 'cy' });
  });

  it('gives every request its own link and finds nothing for a wrong or malformed one', async () => {
    const a = await requestAndLink('second@example.com');
    const b = await requestAndLink('third@example.com');
    expect(a.token).not.toBe(b.token);
    expect(await findQuoteIdByToken(mailing.app.db, b.token)).toBe(b.id);
    const flipped = `${a.token!.slice(0, -1)}${a.token!.endsWith('A') ? 'B' : 'A'}`;
    expect(await findQuoteIdByToken(mailing.app.db, flipped)).toBeNull();
    for (const bad of ['', 'short', `${a.token}x`, `${a.token!.slice(0, -1)}=`, null]) {
      expect(await findQuoteIdByToken(mailing.app.db, bad)).toBeNull();
    }
  });
});
