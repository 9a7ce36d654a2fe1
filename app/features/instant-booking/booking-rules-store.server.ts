/**
 * Reading and saving the booking rules, versioned like the payment terms: a save adds a version,
 * the newest is in force, and the first read on an empty database seeds the defaults.
 */
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { settingsVersions, type SettingsVersion } from '#app/lib/db/settings-versions.server.ts';
import { BookingRulesSchema, DEFAULT_BOOKING_RULES, type BookingRules } from './booking-rules.ts';
import { bookingRulesVersions } from './instant-booking-schema.server.ts';

export type BookingRulesVersion = SettingsVersion<'rules', BookingRules>;

export const DEFAULT_RULES_SAVED_BY = 'default';

const versions = settingsVersions({
  table: bookingRulesVersions,
  key: 'rules',
  schema: BookingRulesSchema,
  defaults: DEFAULT_BOOKING_RULES,
  defaultSavedBy: DEFAULT_RULES_SAVED_BY,
  seedLock: 2_800_411,
});

export const currentBookingRules = (db: AppDb): Promise<BookingRulesVersion> =>
  versions.current(db);

export const saveBookingRules = (
  db: AppDb,
  rules: BookingRules,
  savedBy: string,
): Promise<BookingRulesVersion> => versions.save(db, rules, savedBy);
