/**
 * Whether a priced request meets the operator's booking rules, and if not the first reason why.
 * The fleet and the drivers are checked afterwards, against the database (instant-offer.server.ts).
 * Pure, client-safe.
 */
import { addDays } from '#app/lib/london-dates.ts';
import type { JobSpan } from '#app/lib/job-span.ts';
import type { ServiceType } from '#app/lib/service-types.ts';
import type { BookingRules } from './booking-rules.ts';

export const REFUSALS = [
  'off',
  'not-priced',
  'service',
  'notice',
  'passengers',
  'driving',
  'blackout',
  'no-vehicle',
  'vehicle-busy',
  'no-driver',
] as const;
export type Refusal = (typeof REFUSALS)[number];

const HOUR_MS = 3_600_000;

export interface RuledRequest {
  passengerCount: number;
  /** No service chosen counts as "other". */
  journeyType: ServiceType | null;
  pickupDate: string;
  returnDate: string | null;
}

export function ruleRefusal(
  request: RuledRequest,
  span: JobSpan,
  rules: BookingRules,
  now: Date,
): Refusal | null {
  if (!rules.instantBooking) return 'off';
  if (!rules.services.includes(request.journeyType ?? 'other')) return 'service';
  if (span.pickupAt.getTime() - now.getTime() < rules.minNoticeHours * HOUR_MS) return 'notice';
  if (request.passengerCount > rules.maxPassengers) return 'passengers';
  if (span.longestDayDrivingHours > rules.maxDrivingHours) return 'driving';
  if (jobDays(request).some((day) => rules.blackoutDates.includes(day))) return 'blackout';
  return null;
}

/** Every London date from the pickup to the return, both included. */
export function jobDays(request: Pick<RuledRequest, 'pickupDate' | 'returnDate'>): string[] {
  const last =
    request.returnDate && request.returnDate > request.pickupDate
      ? request.returnDate
      : request.pickupDate;
  const days: string[] = [];
  for (let day = request.pickupDate; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
