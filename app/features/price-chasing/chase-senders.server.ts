/**
 * Delivers a sent price's chase. Each job looks again when it runs, so a late or repeated job does
 * nothing wrong: a reminder goes only while the very price it was queued for (same revision) is
 * still waiting for an answer, before it runs out and before the pickup, and chasing is on for the
 * request; each step is recorded once (price_chase_steps), with a line in the request's history,
 * so the operator reads "reminded twice, expired". The price itself is read through `priceOf`
 * (composed in), since this feature does not reach into the customer's quote.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { pickupHasPassed } from '#app/lib/london-dates.ts';
import { priceHasEnded } from '#app/lib/price-end.ts';
import type { Locale } from '#app/lib/locale.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { recordStatus } from '#app/lib/db/quote-status-record.server.ts';
import { quoteRequests, type QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import { customerLocale } from '#app/lib/emails/email-text.ts';
import { mailboxes } from '#app/lib/mailboxes.server.ts';
import type { EmailTransport, SendResult } from '#server/platform/email/transport.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import { handle, type Delivered, type JobEntry } from '#app/lib/jobs/job-handlers.server.ts';
import type { PayloadOf } from '#app/lib/jobs/define-job.server.ts';
import { renderPriceChase } from './emails/price-chase-emails.server.ts';
import { CHASE_SKIPPED, expiredNote, type ChaseStep } from './price-chasing-constants.ts';
import { priceChaseSteps, priceChasingOff } from './price-chasing-schema.server.ts';
import {
  priceChaseAfterSentJob,
  priceChaseBeforeExpiryJob,
  priceExpiryJob,
} from './jobs.server.ts';

/** The price on offer for a request, as the chase needs it. */
export interface OfferedPrice {
  revision: number;
  state: 'sent' | 'accepted' | 'declined' | 'withdrawn';
  totalPence: number;
  validUntil: string;
  /** An instant offer's own end; null for the operator's prices, which run to their day's end. */
  expiresAt: Date | null;
}

export interface ChaseSenderDeps {
  db: AppDb;
  env: Pick<Env, 'MAIL_FROM' | 'QUOTE_NOTIFY_EMAIL'>;
  transport: EmailTransport;
  /** The request's current price, from the customer's quote (composed in). */
  priceOf: (db: AppDb, quoteId: string) => Promise<OfferedPrice | null>;
  /** The customer's page for a link token, in their language. */
  customerLink: (token: string, locale: Locale) => string;
  /** The clock the rules read; tests hand in their own. */
  now?: () => Date;
}

const REMINDER_NOTE: Record<Exclude<ChaseStep, 'expired'>, string> = {
  'after-sent': 'Reminded the customer of the price (two days after it was sent).',
  'before-expiry': 'Reminded the customer of the price (the day before it expires).',
};

async function isChasingOff(db: AppDb, quoteId: string): Promise<boolean> {
  const [row] = await db
    .select({ quoteId: priceChasingOff.quoteId })
    .from(priceChasingOff)
    .where(eq(priceChasingOff.quoteId, quoteId));
  return Boolean(row);
}

async function isDone(db: AppDb, quoteId: string, revision: number, step: ChaseStep) {
  const [row] = await db
    .select({ step: priceChaseSteps.step })
    .from(priceChaseSteps)
    .where(
      and(
        eq(priceChaseSteps.quoteId, quoteId),
        eq(priceChaseSteps.revision, revision),
        eq(priceChaseSteps.step, step),
      ),
    );
  return Boolean(row);
}

/** Records a step once, with its line in the request's history; false when it was already there. */
async function recordStep(
  db: AppDb,
  quoteId: string,
  revision: number,
  step: ChaseStep,
  note: (tx: Parameters<Parameters<AppDb['transaction']>[0]>[0]) => Promise<string>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(priceChaseSteps)
      .values({ quoteId, revision, step })
      .onConflictDoNothing()
      .returning({ step: priceChaseSteps.step });
    if (inserted.length === 0) return false;
    const [quote] = await tx
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, quoteId));
    if (!quote) return false;
    await recordStatus(tx, {
      quoteId,
      from: quote.status,
      to: quote.status,
      note: await note(tx),
      by: null,
    });
    return true;
  });
}

export function priceChaseSenders(deps: ChaseSenderDeps): JobEntry[] {
  const { business, operatorInbox } = mailboxes(deps.env);
  const clock = deps.now ?? (() => new Date());

  const remind =
    (step: Exclude<ChaseStep, 'expired'>) =>
    async (
      quote: QuoteRequestRow,
      data: Delivered<PayloadOf<typeof priceChaseAfterSentJob>>,
    ): Promise<SendResult> => {
      const now = clock();
      const price = await deps.priceOf(deps.db, quote.id);
      if (!price || price.revision !== data.revision || price.state !== 'sent') {
        return { ok: true, skipped: CHASE_SKIPPED.answered };
      }
      if (priceHasEnded(price, now)) return { ok: true, skipped: CHASE_SKIPPED.expired };
      if (pickupHasPassed(quote, now)) return { ok: true, skipped: CHASE_SKIPPED.pickupPassed };
      if (await isChasingOff(deps.db, quote.id)) return { ok: true, skipped: CHASE_SKIPPED.off };
      if (await isDone(deps.db, quote.id, price.revision, step)) {
        return { ok: true, skipped: CHASE_SKIPPED.done };
      }
      if (!data.customerToken) return { ok: false, error: 'no link in the job', retryable: false };
      const email = await renderPriceChase(
        quote,
        price,
        deps.customerLink(data.customerToken, customerLocale(quote)),
        step,
      );
      const sent = await deps.transport.send({
        ...email,
        reference: quote.id,
        kind: `price-reminder-${price.revision}-${step}`,
        from: business,
        to: { name: quote.name, address: quote.email },
        replyTo: operatorInbox,
      });
      if (sent.ok) {
        await recordStep(deps.db, quote.id, price.revision, step, () =>
          Promise.resolve(REMINDER_NOTE[step]),
        );
      }
      return sent;
    };

  return [
    handle(priceChaseAfterSentJob, remind('after-sent')),
    handle(priceChaseBeforeExpiryJob, remind('before-expiry')),
    handle(priceExpiryJob, async (quote, data) => {
      const price = await deps.priceOf(deps.db, quote.id);
      if (!price || price.revision !== data.revision || price.state !== 'sent') {
        return { ok: true, skipped: CHASE_SKIPPED.answered };
      }
      // The customer's page already reads a price past its end as expired; this records it.
      if (!priceHasEnded(price, clock())) {
        return { ok: true, skipped: CHASE_SKIPPED.notYetExpired };
      }
      const recorded = await recordStep(
        deps.db,
        quote.id,
        price.revision,
        'expired',
        async (tx) => {
          const reminders = await tx
            .select({ step: priceChaseSteps.step })
            .from(priceChaseSteps)
            .where(
              and(
                eq(priceChaseSteps.quoteId, quote.id),
                eq(priceChaseSteps.revision, price.revision),
                inArray(priceChaseSteps.step, ['after-sent', 'before-expiry']),
              ),
            );
          return expiredNote(reminders.length);
        },
      );
      return recorded ? { ok: true } : { ok: true, skipped: CHASE_SKIPPED.done };
    }),
  ];
}
