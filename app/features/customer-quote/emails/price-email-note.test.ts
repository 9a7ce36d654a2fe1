/**
 * The operator's free-text note reaches the customer as typed. To a Welsh customer it comes under
 * a line saying it is in the team's own words, since it may well be in English; to an English
 * customer it comes as it is.
 */
import { describe, expect, it } from 'vitest';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import type { QuotePriceRow } from '../customer-quote-schema.server.ts';
import { renderPriceEmail } from './customer-quote-emails.server.ts';

const NOTE = 'The driver will wait at the gate by the lodge.';
const AS_WRITTEN = "Dyma'r nodyn fel y'i hysgrifennwyd gan ein tîm; gall fod yn Saesneg.";

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

const price = (note: string | null) =>
  ({
    revision: 1,
    totalPence: 48_550,
    vehicle: 'Bws mini 16 sedd',
    included: 'Gyrrwr, tanwydd a pharcio',
    validUntil: '2027-04-30',
    note,
  }) as QuotePriceRow; // As above.

const LINK = 'https://bus4u.example/cy/your-quote/token';

describe('the price e-mail with the operator’s note', () => {
  it('to a Welsh customer, puts the line saying whose words they are right above the note', async () => {
    const { text } = await renderPriceEmail(quoteFrom('/cy/quote'), price(NOTE), LINK, true);
    const line = text.indexOf(AS_WRITTEN);
    expect(line).toBeGreaterThan(-1);
    expect(text.indexOf(NOTE)).toBeGreaterThan(line);
    expect(text.slice(line + AS_WRITTEN.length, text.indexOf(NOTE)).trim()).toBe('');
  });

  it('to an English customer, gives the note as it is', async () => {
    const { text } = await renderPriceEmail(quoteFrom('/quote'), price(NOTE), LINK, true);
    expect(text).toContain(NOTE);
    expect(text).not.toContain(AS_WRITTEN);
  });

  it('says nothing of a note when there is none', async () => {
    const { text } = await renderPriceEmail(quoteFrom('/cy/quote'), price(null), LINK, true);
    expect(text).not.toContain(AS_WRITTEN);
  });
});
