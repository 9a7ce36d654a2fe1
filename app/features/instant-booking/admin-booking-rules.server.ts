/**
 * The booking rules panel of /admin/settings: the rules in force, what they let a visitor book in
 * plain words, the fleet it books from, and saving edited rules as a new version. A save names the
 * version it was edited from, so of two operators saving at once the second is told.
 */
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { bookingRulesInWords, type FleetVehicle } from './booking-rules-words.ts';
import { currentBookingRules, saveBookingRules } from './booking-rules-store.server.ts';
import {
  BookingRulesFormSchema,
  RULES_VERSION_FIELD,
  rulesFormValues,
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

/** A save: the new version, or Conform's reply (each field's message, and what was typed). */
export type SaveRulesResult =
  { ok: true; version: number } | { ok: false; reply: SubmissionResult<string[]> };

export async function saveBookingRulesForm(
  db: AppDb,
  form: FormData,
  savedBy: string,
): Promise<SaveRulesResult> {
  const submission = parseWithZod(form, { schema: BookingRulesFormSchema });
  if (submission.status !== 'success') return { ok: false, reply: submission.reply() };
  const editedFrom = Number(form.get(RULES_VERSION_FIELD));
  return db.transaction(async (tx): Promise<SaveRulesResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SAVE_LOCK})`);
    const current = await currentBookingRules(tx);
    if (current.id !== editedFrom) {
      return { ok: false, reply: submission.reply({ formErrors: [RULES_CHANGED_MESSAGE] }) };
    }
    const saved = await saveBookingRules(tx, submission.value, savedBy);
    return { ok: true, version: saved.id };
  });
}
