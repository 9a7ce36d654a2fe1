/**
 * Reading and saving the standard "what is included" twins. A save adds a version and the newest
 * is in force; with none saved yet the defaults apply, so nothing is seeded.
 */
import { desc } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { priceIncludedTexts } from './customer-quote-schema.server.ts';
import { defaultIncludedText, includedTextFromForm, type IncludedText } from './included-text.ts';

export interface IncludedTextVersion {
  text: IncludedText;
  /** Who saved it and when; null for the defaults. */
  saved: { by: string; at: Date } | null;
}

/** `vatRegistered`: `VAT_NUMBER` is set, so the default may say the price includes VAT. */
export async function currentIncludedText(
  db: AppDb,
  vatRegistered: boolean,
): Promise<IncludedTextVersion> {
  const [row] = await db
    .select()
    .from(priceIncludedTexts)
    .orderBy(desc(priceIncludedTexts.id))
    .limit(1);
  if (!row) return { text: defaultIncludedText(vatRegistered), saved: null };
  return { text: { en: row.en, cy: row.cy }, saved: { by: row.savedBy, at: row.createdAt } };
}

export async function saveIncludedTextForm(db: AppDb, form: FormData, savedBy: string) {
  const parsed = includedTextFromForm(form);
  if (!parsed.ok) return parsed;
  await db.insert(priceIncludedTexts).values({ ...parsed.text, savedBy });
  return { ok: true as const };
}
