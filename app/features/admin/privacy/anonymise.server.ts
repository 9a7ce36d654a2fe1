/**
 * Anonymising quote requests (UK GDPR erasure and storage limitation): the person's name, e-mail,
 * phone, places, requirements, invoice address, attribution record (it holds pages and referrers)
 * and address hash are replaced; the date, service, passengers, status and traffic source stay for
 * the statistics. Their kept e-mails are deleted and the operator's notes on them cleared, and every
 * other part that holds them (the booking register, prices, payments, queued messages:
 * app/lib/person-data.server.ts) erases its share, all in one transaction.
 */
import { and, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { quoteStatusChanges } from '#app/lib/db/admin-schema.server.ts';
import { outboxEmails, quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import type { PersonDataPart } from '#app/lib/person-data.server.ts';
import { ERASED_EMAIL, ERASED_TEXT } from './privacy-constants.ts';

async function anonymiseWhere(
  db: AppDb,
  where: SQL | undefined,
  parts: readonly PersonDataPart[],
  email?: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const preparing = parts.filter((part) => part.prepare);
    if (preparing.length > 0) {
      const targets = await tx
        .select({ id: quoteRequests.id })
        .from(quoteRequests)
        .where(and(where, ne(quoteRequests.email, ERASED_EMAIL)));
      const targetIds = targets.map((r) => r.id);
      for (const part of preparing) await part.prepare?.(tx, targetIds);
    }
    // Rows that hold the person by address alone (a driver's record) go in the same transaction.
    if (email !== undefined) {
      for (const part of parts) {
        await part.eraseByEmail?.(tx, email, { text: ERASED_TEXT, email: ERASED_EMAIL });
      }
    }
    const rows = await tx
      .update(quoteRequests)
      .set({
        name: ERASED_TEXT,
        email: ERASED_EMAIL,
        phone: ERASED_TEXT,
        pickupLocation: ERASED_TEXT,
        destination: ERASED_TEXT,
        specialRequirements: null,
        invoiceAddress: null,
        attribution: null,
        clientIpHash: null,
        idempotencyKey: null,
        requestHash: null,
        updatedAt: new Date(),
      })
      .where(and(where, ne(quoteRequests.email, ERASED_EMAIL)))
      .returning({ id: quoteRequests.id });
    const ids = rows.map((r) => r.id);
    if (ids.length > 0) {
      await tx.delete(outboxEmails).where(inArray(outboxEmails.quoteId, ids));
      await tx
        .update(quoteStatusChanges)
        .set({ note: null })
        .where(inArray(quoteStatusChanges.quoteId, ids));
      for (const part of parts) {
        await part.erase(tx, ids, { text: ERASED_TEXT, email: ERASED_EMAIL });
      }
    }
    return ids.length;
  });
}

/** Erasure on request: every quote request made with this e-mail address (any letter case). */
export function erasePersonByEmail(
  db: AppDb,
  email: string,
  parts: readonly PersonDataPart[],
): Promise<number> {
  const address = email.trim().toLowerCase();
  if (!address) return Promise.resolve(0);
  return anonymiseWhere(db, sql`lower(${quoteRequests.email}) = ${address}`, parts, address);
}

/** Retention: requests older than `months` months. */
export function anonymiseOlderThan(
  db: AppDb,
  months: number,
  parts: readonly PersonDataPart[],
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return anonymiseWhere(db, lt(quoteRequests.createdAt, cutoff), parts);
}
