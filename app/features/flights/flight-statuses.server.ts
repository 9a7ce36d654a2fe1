/**
 * What the register shows of each booking's flights: the flight, the provider's last word on it,
 * and whether it moved the pickup. Read in one query for the rows on the page.
 */
import { and, desc, inArray, isNotNull } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { spacedDesignator } from './flight-designator.ts';
import { flightLegs, flightStatusEvents } from './flights-schema.server.ts';

export interface FlightStatusLine {
  leg: 'outbound' | 'return';
  /** As shown: `BA 1234`. */
  flight: string;
  /** The provider's words ("En Route / Delayed"), or null before it has been asked. */
  status: string | null;
  /** The pickup the flight last moved the booking to, when it moved it. */
  pickupMovedTo: Date | null;
}

export async function flightStatusesFor(
  db: AppDb,
  quoteIds: readonly string[],
): Promise<Record<string, FlightStatusLine[]>> {
  if (quoteIds.length === 0) return {};
  const [legs, moves] = await Promise.all([
    db
      .select({
        quoteId: flightLegs.quoteId,
        leg: flightLegs.leg,
        designator: flightLegs.designator,
        status: flightLegs.status,
      })
      .from(flightLegs)
      .where(inArray(flightLegs.quoteId, [...quoteIds])),
    db
      .select({
        quoteId: flightStatusEvents.quoteId,
        leg: flightStatusEvents.leg,
        pickupMovedTo: flightStatusEvents.pickupMovedTo,
      })
      .from(flightStatusEvents)
      .where(
        and(
          inArray(flightStatusEvents.quoteId, [...quoteIds]),
          isNotNull(flightStatusEvents.pickupMovedTo),
        ),
      )
      .orderBy(desc(flightStatusEvents.id)),
  ]);
  const byQuote: Record<string, FlightStatusLine[]> = {};
  for (const row of legs.sort((a, b) => a.leg.localeCompare(b.leg))) {
    const moved = moves.find((m) => m.quoteId === row.quoteId && m.leg === row.leg);
    (byQuote[row.quoteId] ??= []).push({
      leg: row.leg === 'outbound' ? 'outbound' : 'return',
      flight: spacedDesignator(row.designator),
      status: row.status,
      pickupMovedTo: moved?.pickupMovedTo ?? null,
    });
  }
  return byQuote;
}
