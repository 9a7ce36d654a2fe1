/**
 * The migration that holds each vehicle to one live job at a time (drizzle/0036), on PGlite and
 * PostgreSQL: applied to a register that already holds two overlapping jobs on one vehicle, it
 * stops with a message naming both jobs and the vehicle and changes nothing; once one of them is
 * given another vehicle it applies, and from then the database refuses a new overlap (a cancelled
 * job, or jobs that only meet end to start, hold nothing against each other).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '#server/platform/db/migrate.server.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases.ts';

const MIGRATION = '0036_fitness-holds-vehicle-overlap.sql';
const statements = readFileSync(join(MIGRATIONS_FOLDER, MIGRATION), 'utf8').split(
  '--> statement-breakpoint',
);

describe.each(DATABASE_KINDS)('the vehicle overlap migration on %s', (kind) => {
  let database: TestDatabase;
  let minibus: number;
  let spare: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // As the register stood before the migration: the constraint not yet there.
    await database.query('alter table bookings drop constraint bookings_vehicle_no_overlap');
    const vehicle = async (name: string) =>
      (
        await database.query<{ id: number }>(
          `insert into fleet_vehicles (name, seats) values ($1, 16) returning id`,
          [name],
        )
      )[0]!.id;
    minibus = await vehicle('Minibus One');
    spare = await vehicle('Minibus Two');
  });
  afterAll(() => database.dispose());

  let next = 0;
  async function job(
    vehicleId: number,
    pickupAt: string,
    endsAt: string,
    status = 'confirmed',
  ): Promise<number> {
    next += 1;
    const quoteId = `Q-270301-OVERLAP${String(next).padStart(2, '0')}`;
    await database.query(
      `insert into quote_requests (id, name, email, phone, pickup_location, destination,
         pickup_date, pickup_time, passenger_count, journey_direction, form_version, current_page)
       values ($1, 'Megan Jones', 'megan@example.com', '+447700900123', 'Canton, Cardiff',
         'Bristol Airport', '2027-03-11', '10:00', 12, 'one-way', 'pq1', '/book-online')`,
      [quoteId],
    );
    const [row] = await database.query<{ id: number }>(
      `insert into bookings (quote_id, hirer_name, hirer_email, hirer_phone, pickup_location,
         destination, pickup_at, ends_at, passengers, fare_pence, quoted_vehicle, vehicle_id, status)
       values ($1, 'Megan Jones', 'megan@example.com', '+447700900123', 'Canton, Cardiff',
         'Bristol Airport', $2, $3, 12, 30000, '16-Seat Minibus', $4, $5) returning id`,
      [quoteId, pickupAt, endsAt, vehicleId, status],
    );
    return row!.id;
  }

  async function migrate(): Promise<void> {
    for (const statement of statements) await database.query(statement);
  }

  const constraintCount = async () =>
    (
      await database.query<{ n: number }>(
        `select count(*)::int as n from pg_constraint where conname = 'bookings_vehicle_no_overlap'`,
      )
    )[0]!.n;

  it('stops on jobs already overlapping on one vehicle, naming them, and adds nothing', async () => {
    const first = await job(minibus, '2027-03-11T10:00:00Z', '2027-03-11T13:00:00Z');
    const second = await job(minibus, '2027-03-11T12:59:00Z', '2027-03-11T15:00:00Z');
    // Neither of these is a clash: one ends as the next starts, one is cancelled.
    await job(minibus, '2027-03-11T15:00:00Z', '2027-03-11T17:00:00Z');
    await job(minibus, '2027-03-11T10:30:00Z', '2027-03-11T11:00:00Z', 'cancelled');
    await expect(migrate()).rejects.toThrow(
      `bookings_vehicle_no_overlap: 1 pair(s) of live jobs share a vehicle at overlapping times: job #${first} and job #${second} on Minibus One (2027-03-11 10:00)`,
    );
    expect(await constraintCount()).toBe(0);

    // The operator gives the second job another vehicle: the migration now applies.
    await database.query('update bookings set vehicle_id = $1 where id = $2', [spare, second]);
    await migrate();
    expect(await constraintCount()).toBe(1);
  });

  it('from then refuses a live job overlapping another on its vehicle', async () => {
    await expect(job(minibus, '2027-03-11T12:00:00Z', '2027-03-11T12:30:00Z')).rejects.toThrow(
      /bookings_vehicle_no_overlap/,
    );
    await expect(
      job(minibus, '2027-03-11T12:00:00Z', '2027-03-11T12:30:00Z', 'awaiting-payment'),
    ).rejects.toThrow(/bookings_vehicle_no_overlap/);
    // Cancelled, or on another vehicle, it holds nothing against the minibus's job.
    await job(minibus, '2027-03-11T12:00:00Z', '2027-03-11T12:30:00Z', 'cancelled');
    await job(spare, '2027-03-11T10:00:00Z', '2027-03-11T12:00:00Z');
  });
});
