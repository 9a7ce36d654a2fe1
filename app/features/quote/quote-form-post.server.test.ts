import { describe, expect, it } from 'vitest';
import { londonDate } from '../../../tests/support/dates.ts';
import { parseQuoteFormPost } from './quote-form-post.server.ts';
import { QUOTE_MESSAGES } from './quote-messages.ts';

const filled = {
  firstName: 'Owain',
  lastName: 'Davies',
  email: 'owain@example.com',
  countryCode: '+44',
  phone: '07700 900789',
  pickupLocation: 'Penarth',
  destination: 'Cardiff Airport',
  pickupDate: londonDate(5),
  pickupTime: '06:15',
  passengers: '7',
  journeyDirection: 'one-way',
};

describe('the quote form as posted without JavaScript', () => {
  it.each(['1e1', ' 12', '12.0', '-3', '0x10', '', '1000'])(
    'refuses passengers "%s" rather than coercing it',
    (passengers) => {
      const result = parseQuoteFormPost({ ...filled, passengers }, {});
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.state.errors.passengers).toBe('Passengers must be between 1 and 100');
      }
    },
  );

  it('refuses a same-day return at or before the pickup time, in English and in Welsh', () => {
    const sameDay = {
      ...filled,
      journeyDirection: 'return',
      returnDate: filled.pickupDate,
      returnTime: '06:15',
    };
    for (const locale of ['en', 'cy'] as const) {
      const result = parseQuoteFormPost(sameDay, {}, locale);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.state.errors.returnTime).toBe(
          QUOTE_MESSAGES[locale].returnTimeNotAfterPickup,
        );
      }
    }
    expect(parseQuoteFormPost({ ...sameDay, returnTime: '18:00' }, {}).ok).toBe(true);
  });

  it('takes plain digits within 1 to 100', () => {
    const result = parseQuoteFormPost({ ...filled, passengers: '100' }, {});
    expect(result.ok && result.request.passengerCount).toBe(100);
  });

  it('builds the API request body the dialog would send, from /quote', () => {
    const result = parseQuoteFormPost(filled, { referrer: 'https://www.google.com/' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request).toMatchObject({
      name: 'Owain Davies',
      phone: '+447700900789',
      passengerCount: 7,
      current_page: '/quote',
      website: '',
    });
    expect(result.request.attribution?.traffic_source).toBe('google_organic');
  });
});
