/**
 * The payment terms panel of /admin/settings: the terms in force (with a worked example and the
 * terms in words), and saving edited terms as a new version. A save names the version it was
 * edited from, so of two operators saving at once the second is told the terms changed under them
 * and nothing of theirs is stored.
 */
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { sql } from 'drizzle-orm';
import { addDays, londonToday } from '#app/lib/london-dates.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import { paymentPlan } from './payment-plan.ts';
import { currentPaymentTerms, savePaymentTerms } from './payment-terms-store.server.ts';
import {
  PaymentTermsFormSchema,
  TERMS_VERSION_FIELD,
  termsFormValues,
  type PaymentTermsPanel,
} from './payment-terms-form.ts';
import { paymentTermsInWords } from './payment-terms-words.ts';

/** The worked example: a £420 price accepted today for a trip three weeks away. */
export const EXAMPLE_FARE_PENCE = 42_000;
export const EXAMPLE_DAYS_AHEAD = 21;
/** Serialises saves across instances sharing one PostgreSQL. */
const SAVE_LOCK = 2_800_312;

export const TERMS_CHANGED_MESSAGE =
  'These terms were saved by someone else while you were editing. Your figures are below: check them against the terms now in force, then save again.';

export async function loadPaymentTermsPanel(
  db: AppDb,
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'BANK_TRANSFER_DETAILS' | 'VAT_NUMBER'>,
  now = new Date(),
): Promise<PaymentTermsPanel> {
  const current = await currentPaymentTerms(db);
  const pickupDate = addDays(londonToday(now), EXAMPLE_DAYS_AHEAD);
  const plan = paymentPlan({
    farePence: EXAMPLE_FARE_PENCE,
    serviceType: 'airport-transfer',
    pickupDate,
    now,
    terms: current.terms,
  });
  return {
    version: current.id,
    savedBy: current.savedBy,
    savedAt: current.savedAt.toISOString(),
    values: termsFormValues(current.terms),
    wholeFareServices: current.terms.wholeFareServices,
    words: paymentTermsInWords(current.terms),
    example: {
      fare: EXAMPLE_FARE_PENCE,
      pickupDate,
      dueNow: plan.dueNowPence,
      balance: plan.balancePence,
      dueBy: plan.balanceDueDate,
    },
    online: {
      stripe: Boolean(env.STRIPE_SECRET_KEY),
      bankTransfer: Boolean(env.BANK_TRANSFER_DETAILS),
      vatInvoices: Boolean(env.VAT_NUMBER),
    },
  };
}

/** A save: the new version, or Conform's reply (each field's message, and what was typed). */
export type SaveTermsResult =
  { ok: true; version: number } | { ok: false; reply: SubmissionResult<string[]> };

export async function savePaymentTermsForm(
  db: AppDb,
  form: FormData,
  savedBy: string,
): Promise<SaveTermsResult> {
  const submission = parseWithZod(form, { schema: PaymentTermsFormSchema });
  if (submission.status !== 'success') return { ok: false, reply: submission.reply() };
  const editedFrom = Number(form.get(TERMS_VERSION_FIELD));
  return db.transaction(async (tx): Promise<SaveTermsResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SAVE_LOCK})`);
    const current = await currentPaymentTerms(tx);
    if (current.id !== editedFrom) {
      return { ok: false, reply: submission.reply({ formErrors: [TERMS_CHANGED_MESSAGE] }) };
    }
    const saved = await savePaymentTerms(tx, submission.value, savedBy);
    return { ok: true, version: saved.id };
  });
}
