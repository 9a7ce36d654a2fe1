/**
 * The operator's fleet list. It starts as the vehicles of the fleet page (app/content/fleet.ts),
 * copied in the first time the register is opened; after that it is the operator's own list.
 * Vehicles are retired rather than deleted, so past bookings keep their vehicle.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { FLEET } from '#app/content/fleet.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { fleetVehicles } from './bookings-schema.server.ts';
import { VEHICLE_NAME_MAX, VEHICLE_SEATS_MAX } from './fleet-limits.ts';

export async function ensureFleetSeeded(db: AppDb): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(fleetVehicles);
  if ((row?.n ?? 0) > 0) return;
  await db
    .insert(fleetVehicles)
    .values(FLEET.map((vehicle) => ({ name: vehicle.name, seats: vehicle.seats })))
    .onConflictDoNothing();
}

export async function listFleet(db: AppDb) {
  await ensureFleetSeeded(db);
  return db
    .select({
      id: fleetVehicles.id,
      name: fleetVehicles.name,
      seats: fleetVehicles.seats,
      active: fleetVehicles.active,
    })
    .from(fleetVehicles)
    .orderBy(asc(fleetVehicles.seats), asc(fleetVehicles.name));
}

export async function addVehicle(db: AppDb, name: string, seats: number) {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > VEHICLE_NAME_MAX) {
    return { ok: false, message: `Name the vehicle in up to ${VEHICLE_NAME_MAX} characters.` };
  }
  if (!Number.isInteger(seats) || seats < 1 || seats > VEHICLE_SEATS_MAX) {
    return { ok: false, message: 'Give the number of passenger seats.' };
  }
  const inserted = await db
    .insert(fleetVehicles)
    .values({ name: trimmed, seats })
    .onConflictDoNothing()
    .returning({ id: fleetVehicles.id });
  return inserted.length
    ? { ok: true, message: `${trimmed} added to the fleet.` }
    : { ok: false, message: 'A vehicle with that name is already in the fleet.' };
}

export async function setVehicleActive(db: AppDb, id: number, active: boolean) {
  await db.update(fleetVehicles).set({ active }).where(eq(fleetVehicles.id, id));
  return { ok: true, message: active ? 'Vehicle back in service.' : 'Vehicle retired.' };
}
