/** Moves a quote along its pipeline, recording who, when, from what, to what, and why. */
import { eq } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { recordStatus } from '#app/lib/db/quote-status-record.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import type { PipelineStatus } from './quote-status.ts';

export const STATUS_NOTE_MAX = 2000;

export type StatusChangeResult = { ok: true } | { ok: false; error: string };

export async function changeQuoteStatus(
  db: AppDb,
  input: { quoteId: string; to: PipelineStatus; note: string; accountEmail: string },
): Promise<StatusChangeResult> {
  const note = input.note.trim();
  if (note.length > STATUS_NOTE_MAX) {
    return { ok: false, error: `Keep the note under ${STATUS_NOTE_MAX} characters.` };
  }
  return db.transaction(async (tx) => {
    // FOR UPDATE: two operators changing one quote at once each record the status they saw.
    const [current] = await tx
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, input.quoteId))
      .for('update');
    if (!current) return { ok: false as const, error: 'This quote request no longer exists.' };
    if (current.status === input.to && !note) {
      return { ok: false as const, error: 'Choose another status, or write a note.' };
    }
    await recordStatus(tx, {
      quoteId: input.quoteId,
      from: current.status,
      to: input.to,
      note: note || null,
      by: input.accountEmail,
    });
    return { ok: true as const };
  });
}
