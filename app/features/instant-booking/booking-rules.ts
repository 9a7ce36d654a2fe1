/**
 * The operator's booking rules: which requests the site may price and hold a vehicle for at once,
 * with nobody at Bus4U involved. Saved as versions (booking-rules-store.server.ts) like the payment
 * terms; an offer already made stands whatever the rules become. Client-safe.
 */
import { z } from 'zod';
import { isIsoDate } from '#app/lib/london-dates.ts';
import { PASSENGERS_MAX } from '#app/lib/quote-facts.ts';
import { SERVICE_TYPES } from '#app/lib/service-types.ts';

/** Off on a fresh install: the operator opts in. */
export const DEFAULT_INSTANT_BOOKING_ON = false;
/** The least notice a visitor may book at once with; anything sooner is checked by hand. */
export const DEFAULT_MIN_NOTICE_HOURS = 48;
/** One 16-seater: larger groups need more than one vehicle and are priced by hand. */
export const DEFAULT_MAX_PASSENGERS = 16;
/** What one driver may drive in a day (the drivers' hours rules' daily limit). */
export const DEFAULT_MAX_DRIVING_HOURS = 9;

export const MAX_NOTICE_HOURS = 24 * 365;
export const BLACKOUT_DATES_MAX = 366;
/** A day's driving cannot pass the day itself. */
export const MAX_DRIVING_HOURS = 24;

export const BookingRulesSchema = z.object({
  instantBooking: z.boolean(),
  services: z.array(z.enum(SERVICE_TYPES)),
  minNoticeHours: z.number().int().min(0).max(MAX_NOTICE_HOURS),
  // No group larger than a quote may ask for (the quote form's own bound).
  maxPassengers: z.number().int().min(1).max(PASSENGERS_MAX),
  maxDrivingHours: z.number().min(1).max(MAX_DRIVING_HOURS),
  blackoutDates: z.array(z.string().refine(isIsoDate)).max(BLACKOUT_DATES_MAX),
  // Versions saved before offers named a driver carry a head-count of drivers per day
  // (`driversPerDay`); it is read past, as the named drivers' own jobs and hours now decide.
});
export type BookingRules = z.infer<typeof BookingRulesSchema>;

export const DEFAULT_BOOKING_RULES: BookingRules = {
  instantBooking: DEFAULT_INSTANT_BOOKING_ON,
  // Every service the tariff prices: the tariff prices any journey whatever its purpose.
  services: [...SERVICE_TYPES],
  minNoticeHours: DEFAULT_MIN_NOTICE_HOURS,
  maxPassengers: DEFAULT_MAX_PASSENGERS,
  maxDrivingHours: DEFAULT_MAX_DRIVING_HOURS,
  blackoutDates: [],
};
