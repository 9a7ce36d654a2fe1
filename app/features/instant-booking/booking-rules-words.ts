/**
 * The booking rules in plain words for the operator's settings page: what a visitor can book at
 * once with the rules as set, said from the rules themselves so the words never disagree with the
 * figures. Client-safe.
 */
import { formatLongDate } from '#app/lib/dates.ts';
import { SERVICE_TYPES, SERVICE_TYPE_LABELS } from '#app/lib/service-types.ts';
import type { BookingRules } from './booking-rules.ts';

export interface FleetVehicle {
  name: string;
  seats: number;
  active: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function bookingRulesInWords(rules: BookingRules, fleet: FleetVehicle[]): string[] {
  const inService = fleet.filter((v) => v.active);
  if (!rules.instantBooking) {
    return ['Instant booking is off: every request waits for you to send a price.'];
  }
  if (inService.length === 0) {
    return ['No vehicle is in service, so nothing can be booked at once.'];
  }
  if (rules.services.length === 0) {
    return ['No service is covered, so nothing can be booked at once.'];
  }
  const largest = Math.max(...inService.map((v) => v.seats));
  const passengers = Math.min(rules.maxPassengers, largest);
  const services =
    rules.services.length === SERVICE_TYPES.length
      ? 'any service the tariff prices'
      : rules.services.map((s) => SERVICE_TYPE_LABELS[s]).join(', ');
  const notice =
    rules.minNoticeHours % 24 === 0 && rules.minNoticeHours > 0
      ? plural(rules.minNoticeHours / 24, 'day', 'days')
      : plural(rules.minNoticeHours, 'hour', 'hours');
  const words = [
    `A visitor can book ${services} at once, for up to ${plural(passengers, 'passenger', 'passengers')}, with at least ${notice}' notice, when the tariff prices the journey.`,
    `A job may take up to ${plural(rules.maxDrivingHours, 'hour', 'hours')} of driving in a day, counting the drive from and back to the depot.`,
    'Each job takes a vehicle with enough seats and a driver from your drivers list, both free for the whole job, with every date recorded and valid until it ends, and the driver within their hours.',
  ];
  if (rules.blackoutDates.length > 0) {
    words.push(
      `Never on ${rules.blackoutDates.map((d) => formatLongDate(d)).join(', ')}: those days are priced by hand.`,
    );
  }
  return words;
}
