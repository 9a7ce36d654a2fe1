/**
 * A contract's price changed from a date, composed from the register (its journeys) and the money
 * side (the documents issued): every live journey from that London day on, still ahead, takes the
 * new price per journey; journeys before it keep theirs, and so does any journey a payment document
 * was issued for, since an issued document never changes. The contract's own price becomes the new
 * one, the price of what it runs from now on.
 */
import { inArray } from 'drizzle-orm';
import {
  journeysOfContract,
  repriceContractJourneys,
} from '#app/features/bookings/contract-journeys.server.ts';
import { CONTRACT_MESSAGES } from '#app/features/contracts/contract-form.ts';
import { setContractPrice } from '#app/features/contracts/contracts.server.ts';
import { paymentDocuments } from '#app/features/payments/documents/documents-schema.server.ts';
import { formatLongDate } from '#app/lib/dates.ts';
import { isIsoDate, londonInstant, londonToday } from '#app/lib/london-dates.ts';
import { formatPence, poundsToPence } from '#app/lib/money.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';

export async function changePriceFrom(
  db: AppDb,
  contractId: number,
  form: FormData,
  by: string,
  now: Date,
): Promise<{ ok: boolean; message: string }> {
  const pricePence = poundsToPence(String(form.get('price') ?? '').trim());
  if (pricePence === null || pricePence <= 0)
    return { ok: false, message: CONTRACT_MESSAGES.price };
  const from = String(form.get('from') ?? '');
  // Journeys already run keep the price they ran at: a change starts today at the earliest.
  if (!isIsoDate(from) || from < londonToday(now)) {
    return { ok: false, message: CONTRACT_MESSAGES.priceFromDay };
  }
  const fromAt = londonInstant(from, '00:00');
  const ahead = (await journeysOfContract(db, contractId)).filter(
    (j) => j.status !== 'cancelled' && j.pickupAt >= fromAt && j.pickupAt > now,
  );
  const documented = new Set(
    ahead.length === 0
      ? []
      : (
          await db
            .selectDistinct({ quoteId: paymentDocuments.quoteId })
            .from(paymentDocuments)
            .where(
              inArray(
                paymentDocuments.quoteId,
                ahead.map((j) => j.quoteId),
              ),
            )
        ).map((d) => d.quoteId),
  );
  const pounds = formatPence(pricePence);
  const day = formatLongDate(from);
  const count = await repriceContractJourneys(
    db,
    contractId,
    {
      bookingIds: ahead.filter((j) => !documented.has(j.quoteId)).map((j) => j.id),
      pricePence,
      note: CONTRACT_MESSAGES.repricedNote(pounds, day),
      by,
    },
    now,
  );
  if (count === 0) return { ok: false, message: CONTRACT_MESSAGES.nothingToReprice };
  await setContractPrice(db, contractId, pricePence);
  const kept = documented.size;
  return {
    ok: true,
    message: [
      CONTRACT_MESSAGES.repriced(count, pounds, day),
      ...(kept > 0 ? [CONTRACT_MESSAGES.documentedKept(kept)] : []),
    ].join(' '),
  };
}
