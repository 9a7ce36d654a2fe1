/**
 * The operator's "Send a price" and "Withdraw". Sending stores the price (a revision
 * replaces the one before, so every link the customer holds shows the new one), moves the request
 * to `quoted`, makes a fresh link for the e-mail and queues that e-mail, all in one transaction.
 */
import { eq } from 'drizzle-orm';
import { data } from 'react-router';
import { z } from 'zod';
import { stripControlCharacters } from '#app/lib/free-text.ts';
import { formatPence, poundsToPence } from '#app/lib/money.ts';
import { londonToday, pickupHasPassed } from '#app/lib/london-dates.ts';
import { priceHasEnded } from '#app/lib/price-end.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { customerLocale } from '#app/lib/emails/email-text.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { describeVehicles } from '#app/lib/estimate-lines-text.ts';
import { recordStatus } from '#app/lib/db/quote-status-record.server.ts';
import { sendJob } from '#app/lib/jobs/define-job.server.ts';
import type { Tx } from '#server/platform/db/app-db.server.ts';
import { PRICE_TEXT_MAX } from './customer-quote-constants.ts';
import type { IncludedText } from './included-text.ts';
import type { BookingStateOf } from './booking-state.server.ts';
import { quotePrices } from './customer-quote-schema.server.ts';
import { issueQuoteToken } from './quote-token.server.ts';
import {
  defaultValidUntil,
  MESSAGE_PICKUP_PASSED,
  validUntilDateProblem,
  validUntilProblem,
} from './price-validity.ts';
import { priceEmailJob } from './jobs.server.ts';

/** The largest price the form takes: £100,000 is beyond any minibus job, so it is a typo. */
export const PRICE_MAX_PENCE = 10_000_000;

const PriceFormSchema = z.object({
  total: z
    .string()
    .transform((value) => poundsToPence(value))
    .refine((pence) => pence !== null && pence > 0 && pence <= PRICE_MAX_PENCE, {
      message: 'Enter the total in pounds, for example 450 or 450.50.',
    })
    .transform((pence) => pence as number),
  vehicle: z
    .string()
    .overwrite(stripControlCharacters)
    .trim()
    .min(1, 'Say which vehicle.')
    .max(200, 'Keep the vehicle short.'),
  included: z
    .string()
    .overwrite(stripControlCharacters)
    .trim()
    .min(1, 'Say what the price includes.')
    .max(PRICE_TEXT_MAX, `Keep this under ${PRICE_TEXT_MAX} characters.`),
  // A real date here; checked against the request's pickup once the request is read.
  validUntil: z.string().superRefine((value, ctx) => {
    const problem = validUntilDateProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  note: z
    .string()
    .overwrite(stripControlCharacters)
    .trim()
    .max(PRICE_TEXT_MAX, `Keep the note under ${PRICE_TEXT_MAX} characters.`),
});

/**
 * What else a sent price sets going, inside its transaction (the chase of an unanswered price,
 * composed in by the admin route, so this feature knows nothing of it).
 */
export type OnPriceSent = (
  tx: Tx,
  sent: {
    quoteId: string;
    revision: number;
    customerToken: string;
    sentAt: Date;
    validUntil: string;
    pickupDate: string;
    pickupTime: string;
  },
) => Promise<void>;

export type SendPriceResult =
  | { ok: true; token: string; revision: number }
  | { ok: false; fieldErrors: Record<string, string>; message: string };

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

export async function sendPrice(
  /** bookingStateOf: with it, a request whose booking was cancelled can be priced again. */
  deps: { db: AppDb; boss: Enqueuer; bookingStateOf?: BookingStateOf; onPriceSent?: OnPriceSent },
  input: { quoteId: string; form: FormData; by: string; now?: Date },
): Promise<SendPriceResult> {
  const now = input.now ?? new Date();
  const parsed = PriceFormSchema.safeParse({
    total: field(input.form, 'total'),
    vehicle: field(input.form, 'vehicle'),
    included: field(input.form, 'included'),
    validUntil: field(input.form, 'validUntil'),
    note: field(input.form, 'note'),
  });
  const refuse = (fieldErrors: Record<string, string>): SendPriceResult => ({
    ok: false,
    fieldErrors,
    message: 'The price was not sent: check the fields marked.',
  });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return refuse(errors);
  }
  const price = parsed.data;
  return deps.db.transaction(async (tx) => {
    const [quote] = await tx
      .select({
        status: quoteRequests.status,
        isSpam: quoteRequests.isSpam,
        pickupDate: quoteRequests.pickupDate,
        pickupTime: quoteRequests.pickupTime,
      })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, input.quoteId))
      .for('update');
    if (!quote) return { ok: false, fieldErrors: {}, message: 'This request no longer exists.' };
    if (quote.isSpam) {
      return { ok: false, fieldErrors: {}, message: 'Mark the request as not spam first.' };
    }
    if (pickupHasPassed(quote, now)) {
      return { ok: false, fieldErrors: {}, message: MESSAGE_PICKUP_PASSED };
    }
    const validUntilError = validUntilProblem(price.validUntil, quote, now);
    if (validUntilError) return refuse({ validUntil: validUntilError });
    const [current] = await tx
      .select({ state: quotePrices.state, revision: quotePrices.revision })
      .from(quotePrices)
      .where(eq(quotePrices.quoteId, input.quoteId));
    const cancelled =
      current?.state === 'accepted' &&
      (await deps.bookingStateOf?.(tx, input.quoteId)) === 'cancelled';
    if (current?.state === 'accepted' && !cancelled) {
      return {
        ok: false,
        fieldErrors: {},
        message: 'The customer has accepted the price: cancel the booking before pricing again.',
      };
    }
    const revision = (current?.revision ?? 0) + 1;
    const row = {
      revision,
      totalPence: price.total,
      vehicle: price.vehicle,
      included: price.included,
      validUntil: price.validUntil,
      // The operator's price stands to the end of its day, even over an instant offer's.
      expiresAt: null,
      note: price.note || null,
      state: 'sent' as const,
      sentAt: now,
      sentBy: input.by,
      answeredAt: null,
      declineReason: null,
    };
    await tx
      .insert(quotePrices)
      .values({ quoteId: input.quoteId, ...row })
      .onConflictDoUpdate({ target: quotePrices.quoteId, set: row });
    await recordStatus(tx, {
      quoteId: input.quoteId,
      from: quote.status,
      to: 'quoted',
      note: `${cancelled ? 'New price after the cancelled booking' : revision > 1 ? 'Revised price' : 'Price'} sent: ${formatPence(price.total)}, ${price.vehicle}, valid until ${price.validUntil}.`,
      by: input.by,
    });
    // A fresh link for the operator's own copy (only hashes are stored, so none can be read
    // back); the e-mail gets its own as it is sent. Every link of the request shows this price.
    const token = await issueQuoteToken(tx, input.quoteId);
    await sendJob(tx, deps.boss, priceEmailJob, {
      quoteId: input.quoteId,
      customerLink: true,
      revision,
    });
    await deps.onPriceSent?.(tx, {
      quoteId: input.quoteId,
      revision,
      customerToken: token,
      sentAt: now,
      validUntil: price.validUntil,
      pickupDate: quote.pickupDate,
      pickupTime: quote.pickupTime,
    });
    return { ok: true, token, revision };
  });
}

export async function withdrawPrice(
  db: AppDb,
  input: { quoteId: string; by: string },
): Promise<{ ok: boolean; message: string }> {
  return db.transaction(async (tx) => {
    const [price] = await tx
      .select({ state: quotePrices.state })
      .from(quotePrices)
      .where(eq(quotePrices.quoteId, input.quoteId))
      .for('update');
    if (price?.state !== 'sent') {
      return { ok: false, message: 'Only a price still waiting for an answer can be withdrawn.' };
    }
    await tx
      .update(quotePrices)
      .set({ state: 'withdrawn' })
      .where(eq(quotePrices.quoteId, input.quoteId));
    const [quote] = await tx
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, input.quoteId));
    await recordStatus(tx, {
      quoteId: input.quoteId,
      from: quote!.status,
      to: quote!.status,
      note: 'Price withdrawn.',
      by: input.by,
    });
    return { ok: true, message: 'Price withdrawn.' };
  });
}

/**
 * Where a new price starts, worked out by the composing route: what the tariff makes of the
 * request now (the pricing feature) and the standard "what is included" twins (settings).
 */
export interface PriceFormStart {
  tariff?: { totalPence: number | null; vehicles: readonly string[]; byHandReason: string | null };
  included?: IncludedText;
}

/**
 * What the admin's price panel shows: the current price, or the form's starting values. The
 * estimate the customer was shown prefills the total; without one (a request sent through the
 * API, say) the tariff's figure does. The vehicle for the passenger count and the standard
 * "what is included" text come in the customer's language.
 */
export async function loadPricePanel(
  db: AppDb,
  quoteId: string,
  now = new Date(),
  bookingStateOf?: BookingStateOf,
  start: PriceFormStart = {},
) {
  const [price] = await db
    .select({
      revision: quotePrices.revision,
      totalPence: quotePrices.totalPence,
      vehicle: quotePrices.vehicle,
      included: quotePrices.included,
      validUntil: quotePrices.validUntil,
      expiresAt: quotePrices.expiresAt,
      note: quotePrices.note,
      state: quotePrices.state,
      declineReason: quotePrices.declineReason,
    })
    .from(quotePrices)
    .where(eq(quotePrices.quoteId, quoteId));
  const bookingCancelled =
    price?.state === 'accepted' && (await bookingStateOf?.(db, quoteId)) === 'cancelled';
  const [request] = await db
    .select({
      total: quoteRequests.estimateTotal,
      pickupDate: quoteRequests.pickupDate,
      pickupTime: quoteRequests.pickupTime,
      currentPage: quoteRequests.currentPage,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteId));
  // The admin page reads the request first; one deleted in between is simply gone.
  if (!request) throw data(null, { status: 404 });
  const locale = customerLocale(request);
  const shownTotal = storedTotal(request.total);
  const totalPence = shownTotal ?? start.tariff?.totalPence ?? null;
  const vehicles = start.tariff?.vehicles ?? [];
  return {
    // A sent price past its end reads as the customer's page reads it (an offer's own hour too).
    price: price ? { ...price, ended: priceHasEnded(price, now) } : null,
    /** An accepted price whose booking was cancelled: the form is offered again. */
    bookingCancelled,
    estimate:
      totalPence === null
        ? null
        : { totalPence, source: shownTotal === null ? ('tariff' as const) : ('shown' as const) },
    /** The vehicles for the passenger count, named in the customer's language. */
    vehicle: vehicles.length > 0 ? describeVehicles(vehicles, locale) : null,
    /** Why the tariff leaves this request to be priced by hand, when it does. */
    byHandReason: shownTotal === null ? (start.tariff?.byHandReason ?? null) : null,
    /** The standard text in the customer's language, edited in /admin/settings. */
    included: start.included?.[locale] ?? '',
    /** The vehicle, what is included and the note reach the customer as typed, in this language. */
    customerLocale: locale,
    defaultValidUntil: defaultValidUntil(request, now),
    today: londonToday(now),
    /** The last day a price may stand: the pickup date. */
    latestValidUntil: request.pickupDate,
    /** Set once the pickup has gone by: no price can be sent until the date moves. */
    pickupPassedMessage: pickupHasPassed(request, now) ? MESSAGE_PICKUP_PASSED : null,
  };
}

/** The estimate the customer was shown, kept with the request, or null. */
function storedTotal(total: number | null | undefined): number | null {
  if (typeof total !== 'number' || !Number.isInteger(total) || total <= 0) return null;
  return total;
}
