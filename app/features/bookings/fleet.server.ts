/**
 * The operator's fleet list. It starts as the vehicles of the fleet page (app/content/fleet.ts),
 * copied in the first time the register is opened; after that it is the operator's own list.
 * Vehicles are retired rather than deleted, so past bookings keep their vehicle.
 */
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { addDays } from '#app/lib/london-dates.ts';
import { FLEET } from '#app/content/fleet.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { fleetVehicles } from './bookings-schema.server.ts';
import type { FitnessPorts } from './job-fitness.server.ts';
import { changeAlertingUnfit } from './unfit-jobs.server.ts';
import type { DvlaClient } from './dvla/dvla-client.server.ts';
import { normaliseRegistration } from './dvla/dvla-client.server.ts';
import {
  FLEET_MESSAGES,
  VEHICLE_NAME_MAX,
  VEHICLE_SEATS_MAX,
  type VehicleDates,
} from './fleet-limits.ts';

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
      registration: fleetVehicles.registration,
      motDue: fleetVehicles.motDue,
      insuranceUntil: fleetVehicles.insuranceUntil,
      nextInspection: fleetVehicles.nextInspection,
      inspectionWeeks: fleetVehicles.inspectionWeeks,
      roadTaxDue: fleetVehicles.roadTaxDue,
      plateUntil: fleetVehicles.plateUntil,
      dvlaLookupDue: fleetVehicles.dvlaLookupDue,
    })
    .from(fleetVehicles)
    .orderBy(asc(fleetVehicles.seats), asc(fleetVehicles.name));
}

export interface VehicleInput extends VehicleDates {
  name: string;
  seats: number;
  registration: string | null;
}

/**
 * Adds a vehicle. With DVLA on and a registration given, DVLA is asked first: its MOT and tax dates
 * replace the typed ones; a registration it refuses is refused in its words and nothing is saved;
 * DVLA busy or down saves the typed dates and marks the vehicle for the daily look-up.
 */
export async function addVehicle(db: AppDb, input: VehicleInput, dvla?: DvlaClient) {
  const trimmed = input.name.trim();
  if (!trimmed || trimmed.length > VEHICLE_NAME_MAX) {
    return { ok: false, message: `Name the vehicle in up to ${VEHICLE_NAME_MAX} characters.` };
  }
  if (!Number.isInteger(input.seats) || input.seats < 1 || input.seats > VEHICLE_SEATS_MAX) {
    return { ok: false, message: 'Give the number of passenger seats.' };
  }
  const registration = input.registration ? normaliseRegistration(input.registration) : null;
  let dates: VehicleDates = input;
  let lookupDue = false;
  if (registration && dvla) {
    const answer = await dvla.lookUp(registration);
    if (answer.kind === 'refused')
      return { ok: false, message: FLEET_MESSAGES.dvlaRefused(answer.message) };
    if (answer.kind === 'found') {
      dates = {
        ...input,
        motDue: answer.motDue ?? input.motDue,
        roadTaxDue: answer.taxDue ?? input.roadTaxDue,
      };
    } else lookupDue = true;
  }
  const inserted = await db
    .insert(fleetVehicles)
    .values({
      name: trimmed,
      seats: input.seats,
      registration,
      motDue: dates.motDue,
      insuranceUntil: dates.insuranceUntil,
      nextInspection: dates.nextInspection,
      inspectionWeeks: dates.inspectionWeeks,
      roadTaxDue: dates.roadTaxDue,
      plateUntil: dates.plateUntil,
      dvlaLookupDue: lookupDue,
    })
    .onConflictDoNothing()
    .returning({ id: fleetVehicles.id });
  if (!inserted.length) return { ok: false, message: FLEET_MESSAGES.duplicate };
  return {
    ok: true,
    message: lookupDue
      ? FLEET_MESSAGES.addedLookUpLater(trimmed)
      : `${trimmed} added to the fleet.`,
  };
}

/** Records a vehicle's documents; an inspection done on a day sets the next one by its interval. */
export async function updateVehicleDocuments(
  db: AppDb,
  id: number,
  input: VehicleDates & { registration: string | null; inspectedOn: string | null },
) {
  const registration = input.registration ? normaliseRegistration(input.registration) : null;
  if (registration) {
    const [other] = await db
      .select({ id: fleetVehicles.id })
      .from(fleetVehicles)
      .where(and(eq(fleetVehicles.registration, registration), ne(fleetVehicles.id, id)));
    if (other) return { ok: false, message: FLEET_MESSAGES.duplicate };
  }
  const weeks = input.inspectionWeeks;
  const nextInspection =
    input.inspectedOn && weeks ? addDays(input.inspectedOn, weeks * 7) : input.nextInspection;
  const updated = await db
    .update(fleetVehicles)
    .set({
      registration,
      motDue: input.motDue,
      insuranceUntil: input.insuranceUntil,
      nextInspection,
      inspectionWeeks: weeks,
      roadTaxDue: input.roadTaxDue,
      plateUntil: input.plateUntil,
    })
    .where(eq(fleetVehicles.id, id))
    .returning({ name: fleetVehicles.name });
  return updated.length
    ? { ok: true, message: FLEET_MESSAGES.saved(updated[0]!.name) }
    : { ok: false, message: 'That vehicle is no longer in the fleet.' };
}

/** The outbox and the drivers' list, for the alert a DVLA date that makes a booked job unfit raises. */
export interface DvlaUnfitAlerts {
  boss: Enqueuer;
  ports: Pick<FitnessPorts, 'drivers'>;
  now?: Date;
}

/**
 * The daily look-up: every vehicle in service with a registration is asked of DVLA again, and the
 * MOT and tax dates it gives are stored. A refusal or DVLA being down changes nothing stored
 * (a vehicle added while DVLA was down stays marked until an answer comes). With `alerts`, a date
 * DVLA moves so that a booked job no longer holds is alerted at once, in the update's transaction,
 * as the admin's own edit of the date is.
 */
export async function lookUpFleetAtDvla(db: AppDb, dvla: DvlaClient, alerts?: DvlaUnfitAlerts) {
  const vehicles = await db
    .select({ id: fleetVehicles.id, registration: fleetVehicles.registration })
    .from(fleetVehicles)
    .where(and(eq(fleetVehicles.active, true), isNotNull(fleetVehicles.registration)));
  let filled = 0;
  for (const vehicle of vehicles) {
    const answer = await dvla.lookUp(vehicle.registration!);
    if (answer.kind !== 'found') continue;
    const store = async (tx: AppDb) => {
      await tx
        .update(fleetVehicles)
        .set({
          ...(answer.motDue ? { motDue: answer.motDue } : {}),
          ...(answer.taxDue ? { roadTaxDue: answer.taxDue } : {}),
          dvlaLookupDue: false,
        })
        .where(eq(fleetVehicles.id, vehicle.id));
      return { ok: true };
    };
    if (alerts) {
      await changeAlertingUnfit(
        { db, boss: alerts.boss, ports: alerts.ports },
        `dvla-vehicle-${vehicle.id}`,
        store,
        alerts.now,
      );
    } else {
      await store(db);
    }
    filled += 1;
  }
  return filled;
}

export async function setVehicleActive(db: AppDb, id: number, active: boolean) {
  await db.update(fleetVehicles).set({ active }).where(eq(fleetVehicles.id, id));
  return { ok: true, message: active ? 'Vehicle back in service.' : 'Vehicle retired.' };
}
