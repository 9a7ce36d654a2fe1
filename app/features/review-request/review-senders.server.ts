/**
 * Delivers the review request, looking again when it runs, so a late or repeated job does nothing
 * wrong: only with a review link configured, only for a booking still confirmed whose pickup day
 * has gone by, never to an erased customer or one who used an opt-out link (from this request or
 * any other made with the same address), and once per booking (review_requests.sent_at).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { addDays, londonToday } from '#app/lib/london-dates.ts';
import { localisePath, type Locale } from '#app/lib/locale.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { quoteRequests, type QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import { customerLocale } from '#app/lib/emails/email-text.ts';
import { mailboxes } from '#app/lib/mailboxes.server.ts';
import type { EmailTransport } from '#server/platform/email/transport.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { handle, type JobEntry } from '#app/lib/jobs/job-handlers.server.ts';
import { renderReviewEmail } from './emails/review-email.server.tsx';
import {
  REVIEW_AFTER_DAYS,
  REVIEW_OPT_OUT_PATH_PREFIX,
  REVIEW_SKIPPED,
} from './review-request-constants.ts';
import { reviewRequests } from './review-request-schema.server.ts';
import { reviewDueAt } from './schedule-review.server.ts';
import { reviewRequestJob } from './jobs.server.ts';

/** 256 random bits, URL-safe: the opt-out link cannot be guessed. */
const OPT_OUT_TOKEN_BYTES = 32;

export interface ReviewSenderDeps {
  db: AppDb;
  env: Pick<Env, 'SITE_URL' | 'MAIL_FROM' | 'QUOTE_NOTIFY_EMAIL' | 'REVIEW_URL'>;
  transport: EmailTransport;
  boss: Enqueuer;
  /** The booking's status, from the register (composed in; this feature knows no bookings). */
  bookingStatusOf: (db: AppDb, quoteId: string) => Promise<string | null>;
  /** True for a request whose person was erased (composed in from the privacy tools). */
  isErased: (quote: QuoteRequestRow) => boolean;
  /** The clock the rules read; tests hand in their own. */
  now?: () => Date;
}

export function reviewOptOutUrl(siteUrl: string, token: string, locale: Locale): string {
  return new URL(localisePath(`${REVIEW_OPT_OUT_PATH_PREFIX}${token}`, locale), siteUrl).href;
}

/** True when any request made with this address used its opt-out link. */
async function optedOut(db: AppDb, email: string): Promise<boolean> {
  const [row] = await db
    .select({ quoteId: reviewRequests.quoteId })
    .from(reviewRequests)
    .innerJoin(quoteRequests, eq(quoteRequests.id, reviewRequests.quoteId))
    .where(
      and(
        isNotNull(reviewRequests.optedOutAt),
        sql`lower(${quoteRequests.email}) = lower(${email})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The booking's row, made on its first run, so a retry prints the same opt-out link. */
async function reviewRowOf(db: AppDb, quoteId: string) {
  await db
    .insert(reviewRequests)
    .values({ quoteId, optOutToken: randomBytes(OPT_OUT_TOKEN_BYTES).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(reviewRequests).where(eq(reviewRequests.quoteId, quoteId));
  return row!;
}

export function reviewSenders(deps: ReviewSenderDeps): JobEntry[] {
  const { business, operatorInbox } = mailboxes(deps.env);
  const clock = deps.now ?? (() => new Date());
  return [
    handle(reviewRequestJob, async (quote) => {
      const reviewUrl = deps.env.REVIEW_URL;
      if (!reviewUrl) return { ok: true, skipped: REVIEW_SKIPPED.noLink };
      if (deps.isErased(quote)) return { ok: true, skipped: REVIEW_SKIPPED.erased };
      if ((await deps.bookingStatusOf(deps.db, quote.id)) !== 'confirmed') {
        return { ok: true, skipped: REVIEW_SKIPPED.notConfirmed };
      }
      // Compared by London day, not instant, so a clock a little behind the database's still
      // finds a job due on its day.
      if (londonToday(clock()) < addDays(quote.pickupDate, REVIEW_AFTER_DAYS)) {
        // Early: the pickup moved to a later day since this was queued. Asked again the day after
        // that one; one e-mail per booking rests on review_requests.sent_at, not on this job.
        await deps.boss.send(
          reviewRequestJob.name,
          reviewRequestJob.schema.parse({ quoteId: quote.id }),
          { startAfter: reviewDueAt(quote.pickupDate) },
        );
        return { ok: true, skipped: REVIEW_SKIPPED.tripAhead };
      }
      if (await optedOut(deps.db, quote.email))
        return { ok: true, skipped: REVIEW_SKIPPED.optedOut };
      const row = await reviewRowOf(deps.db, quote.id);
      if (row.sentAt) return { ok: true, skipped: REVIEW_SKIPPED.done };
      const email = await renderReviewEmail(quote, {
        review: reviewUrl,
        optOut: reviewOptOutUrl(deps.env.SITE_URL, row.optOutToken, customerLocale(quote)),
      });
      const sent = await deps.transport.send({
        ...email,
        reference: quote.id,
        kind: 'review-request',
        from: business,
        to: { name: quote.name, address: quote.email },
        replyTo: operatorInbox,
      });
      if (sent.ok) {
        await deps.db
          .update(reviewRequests)
          .set({ sentAt: clock() })
          .where(eq(reviewRequests.quoteId, quote.id));
      }
      return sent;
    }),
  ];
}
