/**
 * The register as the fleet's diary, for instant booking (wired in by the composition root): which
 * vehicles have a live job over a time span (a driver's jobs are job-fitness.server.ts's). A
 * cancelled booking holds nothing.
 */
import { and, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { bookings } from './bookings-schema.server.ts';
import { listFleet } from './fleet.server.ts';

const LIVE = ['confirmed', 'awaiting-payment'] as const;

export async function vehiclesBusyBetween(
  db: AppDb,
  span: { startsAt: Date; endsAt: Date },
): Promise<Set<number>> {
  const rows = await db
    .select({ vehicleId: bookings.vehicleId })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...LIVE]),
        isNotNull(bookings.vehicleId),
        lt(bookings.pickupAt, span.endsAt),
        gt(bookings.endsAt, span.startsAt),
      ),
    );
  return new Set(rows.map((r) => r.vehicleId!));
}

/** Of these requests, those whose booking is cancelled: an instant hold for them holds nothing. */
export async function cancelledAmong(db: AppDb, quoteIds: string[]): Promise<string[]> {
  if (quoteIds.length === 0) return [];
  const rows = await db
    .select({ quoteId: bookings.quoteId })
    .from(bookings)
    .where(and(eq(bookings.status, 'cancelled'), inArray(bookings.quoteId, quoteIds)));
  return rows.map((r) => r.quoteId);
}

/** The vehicles in service, for instant booking to choose from. */
export async function fleetInService(db: AppDb) {
  return (await listFleet(db)).filter((v) => v.active);
}

/** Every vehicle in service's recorded document dates, for what lapses next. */
export async function fleetDocumentDates(db: AppDb) {
  const documents = [
    'motDue',
    'insuranceUntil',
    'nextInspection',
    'roadTaxDue',
    'plateUntil',
  ] as const;
  return (await fleetInService(db)).flatMap((vehicle) =>
    documents.flatMap((document) => {
      const lastValidDay = vehicle[document];
      return lastValidDay
        ? [{ holder: `vehicle:${vehicle.id}`, holderName: vehicle.name, document, lastValidDay }]
        : [];
    }),
  );
}

/**
 * Live jobs still to end after `now`, each with who it is given to (`vehicle:<id>`, `driver:<id>`),
 * for what lapses next.
 */
export async function liveJobsAfter(db: AppDb, now: Date) {
  const rows = await db
    .select({
      quoteId: bookings.quoteId,
      pickupAt: bookings.pickupAt,
      endsAt: bookings.endsAt,
      vehicleId: bookings.vehicleId,
      driverId: bookings.driverId,
    })
    .from(bookings)
    .where(and(inArray(bookings.status, [...LIVE]), gt(bookings.endsAt, now)));
  return rows.map((row) => ({
    quoteId: row.quoteId,
    pickupAt: row.pickupAt,
    endsAt: row.endsAt,
    holders: [
      ...(row.vehicleId === null ? [] : [`vehicle:${row.vehicleId}`]),
      ...(row.driverId === null ? [] : [`driver:${row.driverId}`]),
    ],
  }));
}
