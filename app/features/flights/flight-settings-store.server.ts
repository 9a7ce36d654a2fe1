/**
 * Reading and saving the operator's flight settings, versioned like the booking rules. A save names
 * the version it was edited from, so of two operators saving at once the second is told.
 */
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { sql } from 'drizzle-orm';
import { settingsVersions, type SettingsVersion } from '#app/lib/db/settings-versions.server.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import {
  DEFAULT_FLIGHT_SETTINGS,
  FLIGHT_SETTINGS_MESSAGES,
  FLIGHT_SETTINGS_VERSION_FIELD,
  FlightSettingsSchema,
  flightSettingsFormValues,
  flightSettingsFormSchema,
  type FlightSettings,
  type FlightSettingsFormValues,
} from './flight-settings.ts';
import { flightSettingsVersions } from './flights-schema.server.ts';

export type FlightSettingsVersion = SettingsVersion<'settings', FlightSettings>;

const versions = settingsVersions({
  table: flightSettingsVersions,
  key: 'settings',
  schema: FlightSettingsSchema,
  defaults: DEFAULT_FLIGHT_SETTINGS,
  defaultSavedBy: 'default',
  seedLock: 2_800_431,
});

/** Serialises saves across instances sharing one PostgreSQL. */
const SAVE_LOCK = 2_800_432;

export const currentFlightSettings = (db: AppDb): Promise<FlightSettingsVersion> =>
  versions.current(db);

export interface FlightSettingsPanel {
  version: number;
  savedBy: string;
  savedAt: string;
  values: FlightSettingsFormValues;
}

export async function loadFlightSettingsPanel(db: AppDb): Promise<FlightSettingsPanel> {
  const current = await currentFlightSettings(db);
  return {
    version: current.id,
    savedBy: current.savedBy,
    savedAt: current.savedAt.toISOString(),
    values: flightSettingsFormValues(current.settings),
  };
}

/** A save: the new version, or Conform's reply (each field's message, and what was typed). */
export type SaveFlightSettingsResult =
  { ok: true; version: number } | { ok: false; reply: SubmissionResult<string[]> };

export async function saveFlightSettingsForm(
  db: AppDb,
  form: FormData,
  savedBy: string,
): Promise<SaveFlightSettingsResult> {
  const submission = parseWithZod(form, { schema: flightSettingsFormSchema() });
  if (submission.status !== 'success') return { ok: false, reply: submission.reply() };
  const editedFrom = Number(form.get(FLIGHT_SETTINGS_VERSION_FIELD));
  return db.transaction(async (tx): Promise<SaveFlightSettingsResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SAVE_LOCK})`);
    const current = await currentFlightSettings(tx);
    if (current.id !== editedFrom) {
      return {
        ok: false,
        reply: submission.reply({ formErrors: [FLIGHT_SETTINGS_MESSAGES.en.changed] }),
      };
    }
    const saved = await versions.save(tx, submission.value, savedBy);
    return { ok: true, version: saved.id };
  });
}
