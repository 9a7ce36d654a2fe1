/**
 * Delivers the customer-quote queues: the price e-mail (only while that revision is the one on
 * offer: a superseded or already answered price sends nothing) and the operator's notice of an
 * answer, sent as soon as the answer's transaction commits.
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { customerLocale } from '#app/lib/emails/email-text.ts';
import { mailboxes } from '#app/lib/mailboxes.server.ts';
import type { EmailTransport } from '#server/platform/email/transport.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import { handle, type JobEntry } from '#app/lib/jobs/job-handlers.server.ts';
import { quotePrices } from './customer-quote-schema.server.ts';
import { renderAnswerNotice, renderPriceEmail } from './emails/customer-quote-emails.server.ts';
import { customerQuoteUrl } from './quote-token.server.ts';
import { answerNoticeJob, priceEmailJob } from './jobs.server.ts';

export interface SenderDeps {
  db: AppDb;
  /** VAT_NUMBER: set, the business charges VAT and the price e-mail says the price includes it. */
  env: Pick<Env, 'SITE_URL' | 'MAIL_FROM' | 'QUOTE_NOTIFY_EMAIL' | 'VAT_NUMBER'>;
  transport: EmailTransport;
}

export function customerQuoteSenders(deps: SenderDeps): JobEntry[] {
  const { business, operatorInbox } = mailboxes(deps.env);
  const priceOf = async (quoteId: string) =>
    (await deps.db.select().from(quotePrices).where(eq(quotePrices.quoteId, quoteId)))[0];
  return [
    handle(priceEmailJob, async (quote, data) => {
      const price = await priceOf(quote.id);
      if (!price || price.revision !== data.revision || price.state !== 'sent') return { ok: true };
      if (!data.customerToken) return { ok: false, error: 'no link in the job', retryable: false };
      const email = await renderPriceEmail(
        quote,
        price,
        customerQuoteUrl(deps.env.SITE_URL, data.customerToken, customerLocale(quote)),
        Boolean(deps.env.VAT_NUMBER),
      );
      return deps.transport.send({
        ...email,
        reference: quote.id,
        kind: `price-${price.revision}`,
        from: business,
        to: { name: quote.name, address: quote.email },
        replyTo: operatorInbox,
      });
    }),
    handle(answerNoticeJob, async (quote, data) => {
      const price = await priceOf(quote.id);
      if (!price || price.revision !== data.revision) return { ok: true };
      if (price.state !== 'accepted' && price.state !== 'declined') return { ok: true };
      const email = await renderAnswerNotice(quote, price);
      return deps.transport.send({
        ...email,
        reference: quote.id,
        kind: `answer-${price.revision}`,
        from: business,
        to: operatorInbox,
        replyTo: { name: quote.name, address: quote.email },
      });
    }),
  ];
}
