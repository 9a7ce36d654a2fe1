/**
 * Delivers the quote's own queues: the follow-ups written with each request (which queue the
 * rest), the operator's notification, the customer's acknowledgement (with the link to their quote
 * page when the job carries one) and the partner forward. The outbox workers (server/platform/outbox/workers.server.ts) run them beside the other
 * features' senders.
 */
import type { ServiceType } from '#app/content/types.ts';
import type { Locale } from '#app/lib/locale.ts';
import { customerLocale } from '#app/lib/emails/email-text.ts';
import { mailboxes } from '#app/lib/mailboxes.server.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { EmailTransport } from '#server/platform/email/transport.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import { handle, type JobEntry } from '#app/lib/jobs/job-handlers.server.ts';
import { renderCustomerAcknowledgement } from './emails/customer-acknowledgement.server.tsx';
import { renderOperatorQuoteEmail } from './emails/operator-quote.server.tsx';
import { forwardToPartner } from './partner-forward.server.ts';
import { buildPartnerPayload } from './quote-payloads.ts';
import { queueNewRequestFollowUps } from './enqueue-quote-jobs.server.ts';
import {
  customerEmailJob,
  followUpsJob,
  operatorEmailJob,
  partnerForwardJob,
  partnerIdempotencyKey,
} from './jobs.server.ts';

export interface QuoteSenderDeps {
  db: AppDb;
  /** Where the follow-ups queue each delivery. */
  enqueuer: Enqueuer;
  env: Pick<
    Env,
    | 'MAIL_FROM'
    | 'QUOTE_NOTIFY_EMAIL'
    | 'PARTNER_QUOTE_URL'
    | 'PARTNER_API_KEY'
    | 'PARTNER_API_KEY_HEADER'
  >;
  transport: EmailTransport;
  /** The clock the operator e-mail's urgency is judged by. */
  now?: () => Date;
  /** Bound on one partner attempt (default PARTNER_TIMEOUT_MS), lowered by fault tests. */
  partnerTimeoutMs?: number;
  /** The customer's page for a token (the customer-quote feature's customerQuoteUrl). */
  customerLink?: (token: string, locale: Locale) => string;
}

export function quoteSenders(deps: QuoteSenderDeps): JobEntry[] {
  const { env, transport } = deps;
  const now = deps.now ?? (() => new Date());
  const { business, operatorInbox } = mailboxes(env);
  return [
    handle(followUpsJob, async (quote, data) => {
      // The still-new alert counts from the request, not from this job: the outbox may have been
      // down or behind when the request came in. 0 (or none) means never.
      const minutes = data.stillNewAfterMinutes;
      const elapsed = (now().getTime() - quote.createdAt.getTime()) / 60_000;
      const stillNewAfterMinutes = minutes ? Math.max(1 / 60, minutes - elapsed) : minutes;
      await deps.db.transaction((tx) =>
        queueNewRequestFollowUps(tx, deps.enqueuer, quote.id, {
          partnerForwarding: data.partnerForwarding,
          customerLink: data.acknowledgementLink,
          offer: data.offer,
          stillNewAfterMinutes,
        }),
      );
      return { ok: true };
    }),
    handle(operatorEmailJob, async (quote) => {
      const email = await renderOperatorQuoteEmail(quote, now());
      return transport.send({
        ...email,
        reference: quote.id,
        kind: 'operator',
        from: business,
        to: operatorInbox,
        replyTo: { name: quote.name, address: quote.email },
      });
    }),
    handle(customerEmailJob, async (quote, data) => {
      // Jobs queued before the customer's page existed carry no token: no link then.
      const link = data.customerToken
        ? deps.customerLink?.(data.customerToken, customerLocale(quote))
        : undefined;
      const email = await renderCustomerAcknowledgement(quote, link, data.offer);
      return transport.send({
        ...email,
        reference: quote.id,
        kind: 'customer',
        from: business,
        to: { name: quote.name, address: quote.email },
        // The customer's reply lands where the operator reads quotes.
        replyTo: operatorInbox,
      });
    }),
    handle(partnerForwardJob, async (quote, data) => {
      // Forwarding was switched off after this job was queued: nothing to do.
      if (!env.PARTNER_QUOTE_URL) return { ok: true };
      const payload = buildPartnerPayload({
        ...quote,
        journeyType: quote.journeyType as ServiceType | null,
        journeyDirection: quote.journeyDirection === 'return' ? 'return' : 'one-way',
      });
      const result = await forwardToPartner(
        {
          url: env.PARTNER_QUOTE_URL,
          apiKey: env.PARTNER_API_KEY,
          apiKeyHeader: env.PARTNER_API_KEY_HEADER,
          timeoutMs: deps.partnerTimeoutMs,
        },
        partnerIdempotencyKey(quote.id, data.revision),
        payload,
      );
      if (!result.ok && result.retryAfterSeconds !== undefined) {
        console.warn(
          `outbox: partner asked to retry ${quote.id} after ${result.retryAfterSeconds} s`,
        );
      }
      return result;
    }),
  ];
}
