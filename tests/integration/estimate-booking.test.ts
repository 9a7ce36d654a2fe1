/**
 * POST /api/estimate's `booking` key against real databases: beside the contract's keys, whether
 * sending the journey now would get an instant offer, by the offer's own rules and price, and why
 * not in one code when it would not. Asking never holds a vehicle nor stores a request.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BOOKING_RULES,
  type BookingRules,
} from '#app/features/instant-booking/booking-rules.ts';
import { saveBookingRules } from '#app/features/instant-booking/booking-rules-store.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { londonDate, plainDayAhead } from '../support/dates.ts';

/** Canton to Bristol Airport for 12, one way: the tariff's fixed £200, as an instant offer makes. */
const journey = (overrides: Record<string, unknown> = {}) => ({
  pickupLocation: 'Canton, Cardiff',
  destination: 'Bristol Airport',
  pickupDate: plainDayAhead(30),
  pickupTime: '09:00',
  journeyDirection: 'one-way',
  passengerCount: 12,
  journeyType: 'airport-transfer',
  ...overrides,
});

interface Answer {
  estimate: { total: number } | null;
  reason?: string;
  booking?: { now: boolean; reason?: string };
}

describe.each(DATABASE_KINDS)('the estimate’s booking answer on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind);

  const ask = async (body: Record<string, unknown>) => {
    const response = await fetch(`${app.url}/api/estimate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Answer;
  };
  const rules = (changes: Partial<BookingRules> = {}) =>
    saveBookingRules(
      app.db,
      { ...DEFAULT_BOOKING_RULES, instantBooking: true, ...changes },
      'test',
    );

  it('says "off" on a fresh install, beside the estimate as the contract gives it', async () => {
    const answer = await ask(journey());
    // The contract's estimate, whether its total may claim VAT (no VAT_NUMBER here), the booking.
    expect(Object.keys(answer)).toEqual(['estimate', 'vatIncluded', 'booking']);
    expect((answer as { vatIncluded?: boolean }).vatIncluded).toBe(false);
    expect(answer.estimate?.total).toBe(20_000);
    expect(answer.booking).toEqual({ now: false, reason: 'off' });
  });

  it('says it can be booked now when the offer would be made, holding nothing', async () => {
    await database.query(`insert into fleet_vehicles (name, seats) values ('Minibus One', 16)`);
    await rules();
    expect((await ask(journey())).booking).toEqual({ now: true });
    expect(await database.query('select * from instant_holds')).toEqual([]);
    expect(await database.query('select id from quote_requests')).toEqual([]);
  });

  it('says why not: too many passengers, inside the notice, priced by hand', async () => {
    await rules({ maxPassengers: 10 });
    expect((await ask(journey())).booking).toEqual({ now: false, reason: 'passengers' });
    await rules();
    expect((await ask(journey({ pickupDate: londonDate(1) }))).booking).toEqual({
      now: false,
      reason: 'notice',
    });
    const unknown = await ask(journey({ destination: '1 Rue de Rivoli, Paris' }));
    expect(unknown.estimate).toBeNull();
    expect(unknown.reason).toContain('by hand');
    expect(unknown.booking).toEqual({ now: false, reason: 'not-priced' });
  });
});
