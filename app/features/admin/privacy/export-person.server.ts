/**
 * A person's data as JSON (UK GDPR right of access): every quote request made with the e-mail
 * address, its status history and the e-mails kept for it, and each other part's rows for those
 * requests (bookings, prices and answers, payments: app/lib/person-data.server.ts).
 */
import { asc, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { quoteStatusChanges } from '#app/lib/db/admin-schema.server.ts';
import { outboxEmails, quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import type { PersonDataPart } from '#app/lib/person-data.server.ts';
import { QUOTE_TRIP_COLUMNS } from '../quotes/quote-columns.server.ts';

export async function exportPersonByEmail(
  db: AppDb,
  email: string,
  parts: readonly PersonDataPart[],
  now = new Date(),
) {
  const address = email.trim().toLowerCase();
  const quotes = await db
    .select({
      ...QUOTE_TRIP_COLUMNS,
      status: quoteRequests.status,
      invoiceAddress: quoteRequests.invoiceAddress,
      attribution: quoteRequests.attribution,
    })
    .from(quoteRequests)
    .where(sql`lower(${quoteRequests.email}) = ${address}`)
    .orderBy(asc(quoteRequests.createdAt));
  const ids = quotes.map((q) => q.id);
  const history = ids.length
    ? await db
        .select({
          quoteId: quoteStatusChanges.quoteId,
          from: quoteStatusChanges.fromStatus,
          to: quoteStatusChanges.toStatus,
          note: quoteStatusChanges.note,
          at: quoteStatusChanges.createdAt,
        })
        .from(quoteStatusChanges)
        .where(inArray(quoteStatusChanges.quoteId, ids))
        .orderBy(asc(quoteStatusChanges.createdAt))
    : [];
  const emails = ids.length
    ? await db
        .select({
          quoteId: outboxEmails.quoteId,
          kind: outboxEmails.kind,
          to: outboxEmails.toAddress,
          subject: outboxEmails.subject,
          text: outboxEmails.text,
          createdAt: outboxEmails.createdAt,
        })
        .from(outboxEmails)
        .where(inArray(outboxEmails.quoteId, ids))
    : [];
  const partRows: Record<string, unknown[]> = {};
  for (const part of parts) {
    const byRequest = ids.length ? await part.export(db, ids) : [];
    const byEmail = part.exportByEmail ? await part.exportByEmail(db, address) : [];
    partRows[part.name] = [...byRequest, ...byEmail];
  }
  return {
    exportedAt: now.toISOString(),
    email: address,
    quoteRequests: quotes.map((q) => ({
      ...q,
      statusHistory: history.filter((h) => h.quoteId === q.id),
      emails: emails.filter((e) => e.quoteId === q.id),
    })),
    ...partRows,
  };
}
