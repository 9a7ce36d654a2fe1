/**
 * The booking rules panel of /admin/settings: the rules in force, what they let a visitor book in
 * plain words, the fleet it books from, and saving edited rules as a new version. A save names the
 * version it was edited from, so of two operators saving at once the second is told.
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { bookingRulesInWords, type FleetVehicle } from './booking-rules-words.ts';
import { currentBookingRules, saveBookingRules } from './booking-rules-store.server.ts';
import {
  RULES_VERSION_FIELD,
  rulesFormValues,
  rulesFromForm,
  type RulesFormValues,
} from './booking-rules-form.ts';

/** Serialises saves across instances sharing one PostgreSQL. */
const SAVE_LOCK = 2_800_412;

export const RULES_CHANGED_MESSAGE =
  'These rules were saved by someone else while you were editing. Your choices are below: check them against the rules now in force, then save again.';

export interface BookingRulesPanel {
  version: number;
  savedBy: string;
  savedAt: string;
  values: RulesFormValues;
  words: string[];
  fleet: FleetVehicle[];
}

export async function loadBookingRulesPanel(
  db: AppDb,
  fleet: FleetVehicle[],
): Promise<BookingRulesPanel> {
  const current = await currentBookingRules(db);
  return {
    version: current.id,
    savedBy: current.savedBy,
    savedAt: current.savedAt.toISOString(),
    values: rulesFormValues(current.rules),
    words: bookingRulesInWords(current.rules, fleet),
    fleet,
  };
}

export type SaveRulesResult =
  | { ok: true; version: number }
  | {
      ok: false;
      message?: string;
      fieldErrors: Record<string, string>;
      values: RulesFormValues;
    };

export async function saveBookingRulesForm(
  db: AppDb,
  form: FormData,
  savedBy: string,
): Promise<SaveRulesResult> {
  const parsed = rulesFromForm(form);
  if (!parsed.ok) return parsed;
  const editedFrom = Number(form.get(RULES_VERSION_FIELD));
  return db.transaction(async (tx): Promise<SaveRulesResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SAVE_LOCK})`);
    const current = await currentBookingRules(tx);
    if (current.id !== editedFrom) {
      return {
        ok: false,
        message: RULES_CHANGED_MESSAGE,
        fieldErrors: {},
        values: rulesFormValues(parsed.rules),
      };
    }
    const saved = await saveBookingRules(tx, parsed.rules, savedBy);
    return { ok: true, version: saved.id };
  });
}
