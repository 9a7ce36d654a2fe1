/**
 * Instant offers pick a vehicle and a named driver that pass every fitness rule, with every date
 * recorded, on PGlite and PostgreSQL: in a fleet where only one vehicle and one driver qualify,
 * the offer holds that pair and its accepted booking gets them; a request racing it is refused,
 * and the database refuses a second live hold of that driver at that time.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_BOOKING_RULES,
  type BookingRules,
} from '#app/features/instant-booking/booking-rules.ts';
import { saveBookingRules } from '#app/features/instant-booking/booking-rules-store.server.ts';
import { customerPageDeps, bookOnAcceptance } from '#app/routes/your-quote-payments.server.ts';
import { answerPrice } from '#app/features/customer-quote/answer-price.server.ts';
import { customerPageContext } from '../support/customer-page.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { londonDate, plainDayAhead } from '../support/dates.ts';
import { addFitDriver, addFitVehicle } from '../support/fit-fleet.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';

interface Answer {
  id: string;
  offer?: { total: number; validUntil: string; url: string };
  refusal?: string;
}

describe.each(DATABASE_KINDS)('instant offers choose a fit pair on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind, { env: { RATE_LIMIT_QUOTES_PER_HOUR: '1000' } });
  const day = plainDayAhead(30);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const query = database.query;
    // Vehicles with 12 or more seats, smallest first; only "Fit Coach" has every date in order.
    ids.lapsing = await addFitVehicle(query, { name: 'Lapsing Minibus', seats: 12 });
    // Its road tax runs out the day before the job.
    await query(`update fleet_vehicles set road_tax_due = $2::date - 1 where id = $1`, [
      ids.lapsing,
      day,
    ]);
    ids.unrecorded = await addFitVehicle(query, { name: 'Unrecorded Minibus', seats: 14 });
    await query('update fleet_vehicles set next_inspection = null where id = $1', [ids.unrecorded]);
    ids.coach = await addFitVehicle(query, { name: 'Fit Coach', seats: 16 });
    await addFitVehicle(query, { name: 'Small Car', seats: 4 });
    // Drivers: only "Fit Driver" may drive a 16-seater that day with every date recorded.
    ids.carOnly = await addFitDriver(query, { name: 'Car Only', categories: ['B'] });
    ids.noCpc = await addFitDriver(query, { name: 'No CPC' });
    await query('update drivers set cpc_until = null where id = $1', [ids.noCpc]);
    ids.lapsed = await addFitDriver(query, { name: 'Lapsed Licence' });
    await query('update drivers set licence_valid_until = $2 where id = $1', [
      ids.lapsed,
      londonDate(1),
    ]);
    ids.fit = await addFitDriver(query, { name: 'Fit Driver' });
    const rules: BookingRules = { ...DEFAULT_BOOKING_RULES, instantBooking: true };
    await saveBookingRules(app.db, rules, 'test');
  });

  const send = async (email: string) => {
    const body = quoteBody({ email, pickupDate: day, pickupTime: '09:00', passengerCount: 12 });
    const response = await postQuote(app.url, body);
    expect(response.status).toBe(201);
    return (await response.json()) as Answer;
  };

  it('holds the one fit vehicle with the one fit driver, and refuses the request racing it', async () => {
    const answers = await Promise.all([send('first@example.com'), send('second@example.com')]);
    const offered = answers.filter((a) => a.offer);
    expect(offered).toHaveLength(1);
    expect(answers.filter((a) => a.refusal === 'no-driver')).toHaveLength(1);
    expect(
      await database.query('select vehicle_id, driver_id from instant_holds where active'),
    ).toEqual([{ vehicle_id: ids.coach, driver_id: ids.fit }]);
    // Past the code, the database holds the driver: no second live hold of theirs at that time,
    // even on another vehicle.
    await expect(
      database.query(
        `insert into instant_holds (quote_id, vehicle_id, driver_id, starts_at, ends_at, driver_day,
           total_pence, offer_expires_at)
         select $1, $2, driver_id, starts_at, ends_at, driver_day, total_pence, offer_expires_at
           from instant_holds where active`,
        [answers.find((a) => !a.offer)!.id, ids.lapsing],
      ),
    ).rejects.toThrow(/instant_holds_driver_no_overlap/);

    // Accepted, the booking goes on that vehicle with that driver, named as they are now.
    const winner = offered[0]!;
    const token = winner.offer!.url.split('/').pop()!;
    const now = new Date();
    const accepted = await answerPrice(
      {
        db: app.db,
        boss: app.boss,
        onAccepted: bookOnAcceptance(customerPageDeps(customerPageContext(database, app)), now),
      },
      {
        quoteId: winner.id,
        customerToken: token,
        intent: 'accept',
        revision: 1,
        termsAccepted: true,
        reason: '',
        now,
      },
    );
    expect(accepted).toEqual({ ok: true, changed: true });
    expect(
      await database.query(
        'select vehicle_id, driver_id, driver_name from bookings where quote_id = $1',
        [winner.id],
      ),
    ).toEqual([{ vehicle_id: ids.coach, driver_id: ids.fit, driver_name: 'Fit Driver' }]);
  });
});
