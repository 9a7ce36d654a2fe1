/** One quote request for its admin page: every field, the status history and the kept e-mails. */
import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { quoteStatusChanges } from '#app/lib/db/admin-schema.server.ts';
import { outboxEmails, quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import type { PipelineStatus } from './quote-status.ts';
import { QUOTE_TRIP_COLUMNS } from './quote-columns.server.ts';

/** Quote ids are upper case; links and the canonical-path redirect may lower-case them. */
export function normaliseQuoteId(id: string | undefined): string {
  return (id ?? '').trim().toUpperCase();
}

export async function loadQuote(db: AppDb, id: string) {
  const [quote] = await db
    .select({
      ...QUOTE_TRIP_COLUMNS,
      formVersion: quoteRequests.formVersion,
      currentPage: quoteRequests.currentPage,
      attribution: quoteRequests.attribution,
      trafficSource: quoteRequests.trafficSource,
      status: quoteRequests.status,
      isSpam: quoteRequests.isSpam,
      estimateLines: quoteRequests.estimateLines,
      invoiceAddress: quoteRequests.invoiceAddress,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, id))
    .limit(1);
  if (!quote) return null;
  const [history, emails] = await Promise.all([
    db
      .select({
        id: quoteStatusChanges.id,
        from: quoteStatusChanges.fromStatus,
        to: quoteStatusChanges.toStatus,
        note: quoteStatusChanges.note,
        by: quoteStatusChanges.accountEmail,
        at: quoteStatusChanges.createdAt,
      })
      .from(quoteStatusChanges)
      .where(eq(quoteStatusChanges.quoteId, id))
      .orderBy(asc(quoteStatusChanges.createdAt), asc(quoteStatusChanges.id)),
    db
      .select({
        kind: outboxEmails.kind,
        to: outboxEmails.toAddress,
        subject: outboxEmails.subject,
        html: outboxEmails.html,
        text: outboxEmails.text,
        at: outboxEmails.createdAt,
      })
      .from(outboxEmails)
      .where(eq(outboxEmails.quoteId, id))
      .orderBy(asc(outboxEmails.kind)),
  ]);
  return {
    quote: { ...quote, createdAt: quote.createdAt.toISOString() },
    history: history.map((h) => ({
      ...h,
      from: h.from as PipelineStatus,
      to: h.to as PipelineStatus,
      at: h.at.toISOString(),
    })),
    emails: emails.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}
