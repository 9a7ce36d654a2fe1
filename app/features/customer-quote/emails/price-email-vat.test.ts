/**
 * The price e-mail names VAT only when the business charges it: a VAT-registered business (with
 * VAT_NUMBER set) says the price includes VAT and every mandatory charge; one that is not makes
 * no VAT claim. In English and in Welsh.
 */
import { describe, expect, it } from 'vitest';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import type { QuotePriceRow } from '../customer-quote-schema.server.ts';
import { renderPriceEmail } from './customer-quote-emails.server.ts';

const quoteFrom = (currentPage: string) =>
  ({
    id: 'Q-20260101-ABCD',
    name: 'Elin Morgan',
    email: 'elin@example.com',
    phone: '+447700900123',
    pickupLocation: 'Pontcanna',
    destination: 'Castell Coch',
    pickupDate: '2027-05-07',
    pickupTime: '14:00',
    returnDate: null,
    returnTime: null,
    passengerCount: 10,
    journeyType: 'wedding',
    journeyDirection: 'one-way',
    specialRequirements: null,
    formVersion: 'v1',
    currentPage,
    trafficSource: null,
  }) as QuoteRequestRow; // Only the columns the e-mail reads; the rest are the database's.

const PRICE = {
  revision: 1,
  totalPence: 48_550,
  vehicle: '16-Seat Minibus',
  included: 'Driver, fuel and parking',
  validUntil: '2027-04-30',
  note: null,
} as QuotePriceRow; // As above.

const LINK = 'https://bus4u.example/your-quote/token';
/** The plain-text body wraps lines; sentences compare whole. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the price e-mail’s VAT wording', () => {
  it('says VAT is included when the business is VAT-registered', async () => {
    const en = flat((await renderPriceEmail(quoteFrom('/quote'), PRICE, LINK, true)).text);
    expect(en).toContain('£485.50, VAT and every mandatory charge included.');
    const cy = flat((await renderPriceEmail(quoteFrom('/cy/quote'), PRICE, LINK, true)).text);
    expect(cy).toContain('£485.50, gan gynnwys TAW a phob tâl gorfodol.');
  });

  it('makes no VAT claim when it is not', async () => {
    const en = flat((await renderPriceEmail(quoteFrom('/quote'), PRICE, LINK, false)).text);
    expect(en).toContain('£485.50, every mandatory charge included.');
    expect(en).not.toContain('VAT');
    const cy = flat((await renderPriceEmail(quoteFrom('/cy/quote'), PRICE, LINK, false)).text);
    expect(cy).toContain('£485.50, gan gynnwys pob tâl gorfodol.');
    expect(cy).not.toContain('TAW');
  });
});
