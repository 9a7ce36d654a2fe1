/**
 * A contract's journeys reach the partner dispatch app once each, on PGlite and PostgreSQL with
 * the real outbox: saving a contract with partner forwarding on queues one forwarding per journey,
 * each under its own request's id (the partner's idempotency key), inside the saving transaction.
 */
import { describe, expect, it } from 'vitest';
import { distanceProviderFor } from '#app/features/pricing/distance/distance-provider.server.ts';
import { checkOrSaveContract } from '#app/routes/admin/contract-setup.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { mailAppPerSuite } from '../support/lifecycle.ts';

describe.each(DATABASE_KINDS)("a contract's journeys for the partner on %s", (kind) => {
  const mailing = mailAppPerSuite(kind, {});

  it('queues each journey once for forwarding', async () => {
    const [account] = await mailing.database.query<{ id: number }>(
      `insert into accounts (organisation, billing_email, billing_address)
       values ('Cardiff Bay Offices', 'finance@bay.example', 'Bute Street, Cardiff') returning id`,
    );
    const [vehicle] = await mailing.database.query<{ id: number }>(
      `insert into fleet_vehicles (name, seats, mot_due, insurance_until, next_inspection, road_tax_due, plate_until)
       values ('Shuttle Minibus', 16, '2029-01-31', '2029-01-31', '2029-01-31', '2029-01-31', '2029-01-31')
       returning id`,
    );
    const form = new URLSearchParams({
      accountId: String(account!.id),
      pickupLocation: 'Cardiff Central',
      destination: 'Cardiff Bay',
      pickupTime: '07:45',
      returnTime: '',
      firstDay: '2027-03-01',
      lastDay: '2027-03-05',
      calendarId: '',
      passengers: '12',
      price: '40',
      vehicleId: String(vehicle!.id),
      driverId: '',
    });
    for (const day of ['1', '3', '5']) form.append('weekdays', day);
    const body = new FormData();
    for (const [key, value] of form) body.append(key, value);
    const saved = await checkOrSaveContract(
      {
        db: mailing.app.db,
        outbox: mailing.app.boss,
        distance: distanceProviderFor(mailing.app.env),
        partnerForwarding: true,
        now: new Date('2027-02-01T10:00:00Z'),
      },
      body,
      'save',
    );
    expect(saved).toMatchObject({
      ok: true,
      saved: true,
      message: 'C-0001 saved with 3 journeys in the register.',
    });
    const journeys = await mailing.database.query<{ quote_id: string }>(
      `select quote_id from bookings where contract_reference = 'C-0001' order by pickup_at`,
    );
    const forwarded = await mailing.database.query<{ quote_id: string }>(
      `select data->>'quoteId' as quote_id from pgboss.job where name = 'quote.partner-forward'`,
    );
    expect(journeys).toHaveLength(3);
    expect(forwarded.map((f) => f.quote_id).sort()).toEqual(journeys.map((j) => j.quote_id).sort());
  });
});
