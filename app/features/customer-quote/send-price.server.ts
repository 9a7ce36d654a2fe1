/**
 * The operator's "Send a price" and "Withdraw" (issue 12). Sending stores the price (a revision
 * replaces the one before, so every link the customer holds shows the new one), moves the request
 * to `quoted`, makes a fresh link for the e-mail and queues that e-mail, all in one transaction.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatPence, poundsToPence } from '#app/lib/money.ts';
import { londonToday } from '#app/lib/london-dates.ts';
import type { AppDb } from '#server/db/app-db.server.ts';
import { customerLocale } from '#server/email/templates/email-text.ts';
import { quoteRequests } from '#server/db/schema.server.ts';
import type { Enqueuer } from '#server/outbox/enqueue.server.ts';
import { BOOKING_QUEUES } from '#server/outbox/queues.server.ts';
import { sendInTransaction } from '#server/outbox/send-in-transaction.server.ts';
import { PRICE_TEXT_MAX, PRICE_VALID_DAYS_DEFAULT } from './customer-quote-constants.ts';
import type { BookingStateOf } from './booking-state.server.ts';
import { quotePrices } from './customer-quote-schema.server.ts';
import { recordStatus } from '#server/db/quote-status-record.server.ts';
import { issueQuoteToken } from './quote-token.server.ts';

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
  vehicle: z.string().trim().min(1, 'Say which vehicle.').max(200, 'Keep the vehicle short.'),
  included: z
    .string()
    .trim()
    .min(1, 'Say what the price includes.')
    .max(PRICE_TEXT_MAX, `Keep this under ${PRICE_TEXT_MAX} characters.`),
  validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the last day the price stands.'),
  note: z.string().trim().max(PRICE_TEXT_MAX, `Keep the note under ${PRICE_TEXT_MAX} characters.`),
});

export type SendPriceResult =
  | { ok: true; token: string; revision: number }
  | { ok: false; fieldErrors: Record<string, string>; message: string };

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** 'YYYY-MM-DD' `days` calendar days after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function defaultValidUntil(now: Date): string {
  return addDays(londonToday(now), PRICE_VALID_DAYS_DEFAULT);
}

export async function sendPrice(
  /** bookingStateOf: with it, a request whose booking was cancelled can be priced again. */
  deps: { db: AppDb; boss: Enqueuer; bookingStateOf?: BookingStateOf },
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
  if (price.validUntil < londonToday(now)) {
    return refuse({ validUntil: 'The price must stand until today at least.' });
  }
  return deps.db.transaction(async (tx) => {
    const [quote] = await tx
      .select({ status: quoteRequests.status, isSpam: quoteRequests.isSpam })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, input.quoteId))
      .for('update');
    if (!quote) return { ok: false, fieldErrors: {}, message: 'This request no longer exists.' };
    if (quote.isSpam) {
      return { ok: false, fieldErrors: {}, message: 'Mark the request as not spam first.' };
    }
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
    // A fresh link for this e-mail (only hashes are stored, so the first one cannot be reused);
    // every link of the request shows this price.
    const token = await issueQuoteToken(tx, input.quoteId);
    await sendInTransaction(tx, deps.boss, BOOKING_QUEUES.priceEmail, {
      quoteId: input.quoteId,
      customerToken: token,
      revision,
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
 * What the admin's price panel shows: the current price, or the form's starting values. The
 * estimate stored with the request (the pricing feature) prefills the total.
 */
export async function loadPricePanel(
  db: AppDb,
  quoteId: string,
  now = new Date(),
  bookingStateOf?: BookingStateOf,
) {
  const [price] = await db
    .select({
      revision: quotePrices.revision,
      totalPence: quotePrices.totalPence,
      vehicle: quotePrices.vehicle,
      included: quotePrices.included,
      validUntil: quotePrices.validUntil,
      note: quotePrices.note,
      state: quotePrices.state,
      declineReason: quotePrices.declineReason,
    })
    .from(quotePrices)
    .where(eq(quotePrices.quoteId, quoteId));
  const bookingCancelled =
    price?.state === 'accepted' && (await bookingStateOf?.(db, quoteId)) === 'cancelled';
  return {
    price: price ?? null,
    /** An accepted price whose booking was cancelled: the form is offered again. */
    bookingCancelled,
    estimate: await readEstimate(db, quoteId),
    /** The vehicle, what is included and the note reach the customer as typed, in this language. */
    customerLocale: await readCustomerLocale(db, quoteId),
    defaultValidUntil: defaultValidUntil(now),
    today: londonToday(now),
  };
}

async function readCustomerLocale(db: AppDb, quoteId: string) {
  const [row] = await db
    .select({ currentPage: quoteRequests.currentPage })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteId));
  return row ? customerLocale(row) : 'en';
}

async function readEstimate(db: AppDb, quoteId: string) {
  const [row] = await db
    .select({ total: quoteRequests.estimateTotal })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteId));
  const total = row?.total;
  if (typeof total !== 'number' || !Number.isInteger(total) || total <= 0) return null;
  // The stored estimate keeps its total and tariff version; the vehicle is the operator's choice.
  return { totalPence: total, vehicle: null };
}
