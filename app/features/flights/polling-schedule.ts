/**
 * When a tracked flight is next asked about: from 24 hours before it every 30 minutes, then every
 * 10 minutes in the two hours before its time, until it lands, is cancelled or diverted. The time
 * is the estimated arrival (else the scheduled one) for an arrival, the departure for a departure.
 * A flight still unresolved this long after its time is no longer asked about. Pure: the clock is
 * an argument.
 */
export const TRACK_FROM_HOURS_BEFORE = 24;
export const POLL_EVERY_MINUTES = 30;
export const CLOSE_POLL_EVERY_MINUTES = 10;
export const CLOSE_WINDOW_HOURS = 2;
/** After this long past its time without landing, a flight is left to the operator. */
export const GIVE_UP_HOURS_AFTER = 12;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type TrackingState = 'off' | 'tracking' | 'landed' | 'cancelled' | 'diverted';

/** The next poll, or null when nothing more is asked. */
export function nextPollAt(flightTime: Date, state: TrackingState, now: Date): Date | null {
  if (state !== 'tracking') return null;
  const time = flightTime.getTime();
  const at = now.getTime();
  if (at > time + GIVE_UP_HOURS_AFTER * HOUR) return null;
  const starts = time - TRACK_FROM_HOURS_BEFORE * HOUR;
  if (at < starts) return new Date(starts);
  const close = time - CLOSE_WINDOW_HOURS * HOUR;
  if (at >= close) return new Date(at + CLOSE_POLL_EVERY_MINUTES * MINUTE);
  return new Date(Math.min(at + POLL_EVERY_MINUTES * MINUTE, close));
}
