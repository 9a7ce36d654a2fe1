/**
 * The admin account page's credit note form, read: the invoice, the journeys ticked and the
 * reason, checked with zod; a refused form changes nothing and says why.
 */
import { z } from 'zod';
import { stripControlCharacters } from '#app/lib/free-text.ts';
import { formatPence } from '#app/lib/money.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { CREDIT_NOTE_FIELDS, CREDIT_NOTE_MESSAGES, CREDIT_REASON_MAX } from './account-admin.ts';
import { issueAccountCreditNote } from './account-credit-notes.server.ts';

const CreditNoteForm = z.object({
  invoice: z.coerce.number().int().positive(),
  journeys: z.array(z.coerce.number().int().positive()).min(1, CREDIT_NOTE_MESSAGES.noJourneys),
  reason: z.string().trim().min(3, CREDIT_NOTE_MESSAGES.reason).max(CREDIT_REASON_MAX),
});

export async function issueCreditNoteForm(
  db: AppDb,
  boss: Enqueuer | undefined,
  input: { accountId: number; now: Date },
  form: FormData,
): Promise<{ ok: boolean; message: string }> {
  if (!boss) return { ok: false, message: CREDIT_NOTE_MESSAGES.noOutbox };
  const parsed = CreditNoteForm.safeParse({
    invoice: form.get(CREDIT_NOTE_FIELDS.invoice),
    journeys: form.getAll(CREDIT_NOTE_FIELDS.journey),
    reason: stripControlCharacters(String(form.get(CREDIT_NOTE_FIELDS.reason) ?? '')),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0];
    return {
      ok: false,
      message:
        field === 'journeys'
          ? CREDIT_NOTE_MESSAGES.noJourneys
          : field === 'reason'
            ? CREDIT_NOTE_MESSAGES.reason
            : CREDIT_NOTE_MESSAGES.noInvoice,
    };
  }
  const outcome = await issueAccountCreditNote(db, boss, {
    accountId: input.accountId,
    invoiceNumber: parsed.data.invoice,
    bookingIds: [...new Set(parsed.data.journeys)],
    reason: parsed.data.reason,
    now: input.now,
  });
  if (outcome.ok) {
    return {
      ok: true,
      message: CREDIT_NOTE_MESSAGES.issued(outcome.number, formatPence(outcome.totalPence)),
    };
  }
  const message = {
    'no-invoice': CREDIT_NOTE_MESSAGES.noInvoice,
    'no-journeys': CREDIT_NOTE_MESSAGES.noJourneys,
    'already-credited': CREDIT_NOTE_MESSAGES.alreadyCredited,
  }[outcome.reason];
  return { ok: false, message };
}
