/**
 * What a tracked flight's change does to its booking, joined here because it spans three features
 * (flights, bookings, quote) and the operator's alerts. Run inside the transaction that records the
 * change (track-flights.server.ts `FollowChange`), so the move and everything it tells commit
 * together with the status that caused it, or not at all:
 *
 * - an arrival whose estimate moved 15 minutes or more from what the booking holds moves the
 *   pickup to the estimate plus the meet time (pickup-follows.ts); the vehicle's and the driver's
 *   other jobs are read again and a clash alerts the operator at once, naming both jobs; the
 *   customer is e-mailed the new time in their language; the partner app gets the booking again
 *   with its new `pickup_datetime`, under a key of this change; and the operator is alerted;
 * - an earlier arrival moves the pickup only when the vehicle and driver are free for it,
 *   otherwise the operator is alerted and decides;
 * - a cancelled or diverted flight moves nothing and alerts the operator and the customer;
 * - a departure's delay moves nothing.
 *
 * Each side effect is keyed by the status event that caused it, so a change is told once however
 * often tracking runs, and a request with no live booking has nothing moved (its status is kept).
 */
import { eq } from 'drizzle-orm';
import {
  liveBookingTimes,
  moveBookedPickup,
  type PickupClash,
} from '#app/features/bookings/move-pickup.server.ts';
import { spacedDesignator } from '#app/features/flights/flight-designator.ts';
import { flightCustomerEmailJob } from '#app/features/flights/jobs.server.ts';
import { MEET_MINUTES_DEFAULT, pickupFollowing } from '#app/features/flights/pickup-follows.ts';
import { markPickupMoved } from '#app/features/flights/save-flight.server.ts';
import type { FlightChange, FollowChange } from '#app/features/flights/track-flights.server.ts';
import { matchPlace } from '#app/features/pricing/places/match-place.server.ts';
import { partnerForwardJob } from '#app/features/quote/jobs.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import { sendJobOnce } from '#app/lib/jobs/define-job.server.ts';
import { londonDateAndTime } from '#app/lib/london-dates.ts';
import { queueOperatorAlert } from '#app/lib/outbox/operator-alerts.server.ts';
import type { AppDb } from './platform/db/app-db.server.ts';
import type { Enqueuer } from './platform/outbox/send-in-transaction.server.ts';

export interface FollowDeps {
  boss: Enqueuer;
  /** PARTNER_QUOTE_URL is set: the partner app is sent the moved booking. */
  partnerForwarding: boolean;
  /** The operator's meet time (a setting, MEET_MINUTES_DEFAULT unless set). */
  meetMinutes?: number;
}

/** "2026-07-14 10:20", as the operator's alerts write a time. */
function londonLine(at: Date): string {
  const { date, time } = londonDateAndTime(at);
  return `${date} ${time}`;
}

function clashLine(clash: PickupClash): string {
  const who = clash.on === 'vehicle' ? `Vehicle ${clash.name}` : `Driver ${clash.name}`;
  return `${who} also has job #${clash.bookingId} (${clash.quoteId}) picking up ${londonLine(clash.pickupAt)}.`;
}

async function troubleFollows(
  tx: AppDb,
  deps: FollowDeps,
  change: FlightChange & { tracking: 'cancelled' | 'diverted' },
) {
  const flight = spacedDesignator(change.designator);
  const what = change.tracking;
  const leg = change.leg === 'return' ? 'arriving' : 'departing';
  await queueOperatorAlert(tx, deps.boss, {
    event: 'flight',
    quoteId: change.quoteId,
    lapse: {
      title: `Flight ${flight} ${what}`,
      body: `The customer's ${leg} flight ${flight} is shown as ${what} (${change.status}). Nothing has been moved: call the customer and decide the pickup.`,
      key: `flight-${what}-${change.eventId}`,
    },
  });
  await sendJobOnce(
    tx,
    deps.boss,
    flightCustomerEmailJob,
    { quoteId: change.quoteId, eventId: change.eventId, flight, what },
    `flight-${what}:${change.quoteId}:${change.leg}`,
  );
}

/** The pickup a return (arrival) leg meets: the first pickup for a journey from the airport. */
function pickupMeetingArrival(quote: { pickupLocation: string }): 'pickup' | 'return' {
  return matchPlace(quote.pickupLocation)?.airport ? 'pickup' : 'return';
}

async function arrivalFollows(tx: AppDb, deps: FollowDeps, change: FlightChange, arrival: Date) {
  const [quote] = await tx
    .select({ pickupLocation: quoteRequests.pickupLocation })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, change.quoteId));
  const booking = await liveBookingTimes(tx, change.quoteId);
  if (!quote || !booking) return;
  const which = pickupMeetingArrival(quote);
  const held = which === 'pickup' ? booking.pickupAt : booking.returnAt;
  if (!held) return;
  const meet = deps.meetMinutes ?? MEET_MINUTES_DEFAULT;
  const follow = pickupFollowing(held, arrival, meet);
  if (!follow.move) return;
  const flight = spacedDesignator(change.designator);
  const move = await moveBookedPickup(tx, {
    quoteId: change.quoteId,
    which,
    to: follow.pickup,
    onlyIfFree: follow.direction === 'earlier',
  });
  if (!move) return;
  const clashes = move.clashes.map(clashLine).join(' ');
  if (!move.moved) {
    await queueOperatorAlert(tx, deps.boss, {
      event: 'flight',
      quoteId: change.quoteId,
      lapse: {
        title: `Flight ${flight} early: pickup not moved`,
        body: `${flight} is now expected at ${londonLine(arrival)}, ${follow.byMinutes} minutes early; the pickup could be ${londonLine(follow.pickup)} but stays at ${londonLine(held)}. ${clashes} You decide.`,
        key: `flight-early-${change.eventId}`,
      },
    });
    return;
  }
  await markPickupMoved(tx, change.eventId, follow.pickup);
  if (move.clashes.length > 0) {
    const driverOff = move.clashes.find((clash) => clash.on === 'driver');
    const vehicleOff = move.clashes.find((clash) => clash.on === 'vehicle');
    await queueOperatorAlert(tx, deps.boss, {
      event: 'flight',
      quoteId: change.quoteId,
      lapse: {
        title: `Clash: flight ${flight} moved job #${move.bookingId} to ${londonLine(follow.pickup)}`,
        body: `Job #${move.bookingId} now picks up at ${londonLine(follow.pickup)}. ${clashes}${vehicleOff ? ` ${vehicleOff.name} has been taken off job #${move.bookingId}: give it a vehicle.` : ''}${driverOff ? ` ${driverOff.name} has been taken off job #${move.bookingId}: give it a driver.` : ''} You decide.`,
        key: `flight-clash-${change.eventId}`,
      },
    });
  }
  await queueOperatorAlert(tx, deps.boss, {
    event: 'flight',
    quoteId: change.quoteId,
    lapse: {
      title: `Pickup moved: flight ${flight} ${follow.direction} by ${follow.byMinutes} minutes`,
      body: `${flight} is now expected at ${londonLine(arrival)}; job #${move.bookingId}'s pickup moved from ${londonLine(move.from)} to ${londonLine(follow.pickup)} (${meet} minutes to meet). The customer has been e-mailed.`,
      key: `flight-moved-${change.eventId}`,
    },
  });
  await sendJobOnce(
    tx,
    deps.boss,
    flightCustomerEmailJob,
    {
      quoteId: change.quoteId,
      eventId: change.eventId,
      flight,
      what: 'moved',
      arrival: arrival.toISOString(),
      pickup: follow.pickup.toISOString(),
      meetMinutes: meet,
    },
    `flight-moved:${change.quoteId}:${change.eventId}`,
  );
  if (deps.partnerForwarding) {
    const revision = `flight-${change.eventId}`;
    await sendJobOnce(
      tx,
      deps.boss,
      partnerForwardJob,
      { quoteId: change.quoteId, revision },
      `partner-forward:${change.quoteId}:${revision}`,
    );
  }
}

/** The follow-up of every change tracking records (track-flights.server.ts). */
export function followFlightChanges(deps: FollowDeps): FollowChange {
  return async (tx, change) => {
    if (change.tracking === 'cancelled' || change.tracking === 'diverted') {
      // Only a live booking's customer is told; a request not booked has its status shown.
      if (await liveBookingTimes(tx, change.quoteId)) {
        await troubleFollows(tx, deps, { ...change, tracking: change.tracking });
      }
      return;
    }
    // A departure's delay moves nothing: the passengers still have to check in on time.
    if (change.leg !== 'return' || !change.estimatedArrival) return;
    await arrivalFollows(tx, deps, change, change.estimatedArrival);
  };
}
