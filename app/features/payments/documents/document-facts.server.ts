/**
 * Everything a document prints, gathered once, in the transaction that issued its number: the
 * customer, the journey, the fare and what is paid, the vehicles sold and their VAT, and the
 * supplier's identity in force. The PDF made from these facts is stored there and then
 * (document-issue.server.ts), so nothing read here is ever read again for that document.
 *
 * The booking, its fleet vehicle and the tariff belong to other features: they are read here by
 * their tables, the database's link between features, not by importing those features' code.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { BUSINESS, BUSINESS_ADDRESS_LINES } from '#app/content/business.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import { customerLocale } from '#app/lib/emails/email-text.ts';
import type { ServiceType } from '#app/lib/service-types.ts';
import { cardRefundsOfOneRefund, finalMoney } from '../final-money.server.ts';
import { paymentPlan } from '../payment-plan.ts';
import { DEFAULT_PAYMENT_TERMS, PaymentTermsSchema } from '../payment-terms.ts';
import { payments, paymentTermsVersions } from '../payments-schema.server.ts';
import type { DocumentPurpose } from './document-purposes.ts';
import { documentCounter, paymentDocuments } from './documents-schema.server.ts';
import type { DocumentFacts, IssuedLine } from './document-facts-shape.ts';
import { reversedLines, vatLines, type SoldVehicle } from './vat-lines.ts';
import { vehiclesSold } from './vehicles-sold.ts';

export type { DocumentFacts } from './document-facts-shape.ts';

type LedgerReader = Pick<AppDb, 'select' | 'execute'>;

interface BookingFacts {
  status: string;
  fare_pence: number;
  quoted_vehicle: string;
  payment_terms_version: number | null;
  created_at: string | Date;
  fleet_name: string | null;
  fleet_seats: number | null;
}

async function rowsOf<T>(tx: LedgerReader, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function bookingOf(tx: LedgerReader, quoteId: string): Promise<BookingFacts | null> {
  const [row] = await rowsOf<BookingFacts>(
    tx,
    sql`select b.status, b.fare_pence, b.quoted_vehicle, b.payment_terms_version, b.created_at,
          v.name as fleet_name, v.seats as fleet_seats
        from bookings b left join fleet_vehicles v on v.id = b.vehicle_id
        where b.quote_id = ${quoteId}`,
  );
  return row ?? null;
}

async function priceOf(tx: LedgerReader, quoteId: string) {
  const [row] = await rowsOf<{ total_pence: number; vehicle: string }>(
    tx,
    sql`select total_pence, vehicle from quote_prices where quote_id = ${quoteId}`,
  );
  return row ?? null;
}

/**
 * Each vehicle's own tariff price for the journey, as weights: its part of the request's estimate
 * when the estimate priced it, else its rate per mile in the tariff in force (the journey's miles
 * are the same for every vehicle, so the rates stand in the ratio of the vehicles' prices).
 */
async function tariffWeights(
  tx: LedgerReader,
  sold: readonly SoldVehicle[],
  estimateLines: { amount: number; vehicle?: string }[] | null,
): Promise<number[] | undefined> {
  if (sold.length < 2) return undefined;
  const byVehicle = new Map<string, number>();
  for (const line of estimateLines ?? []) {
    if (line.vehicle) byVehicle.set(line.vehicle, (byVehicle.get(line.vehicle) ?? 0) + line.amount);
  }
  if (sold.every(({ vehicle }) => byVehicle.has(vehicle))) {
    const kinds = new Map<string, number>();
    for (const { vehicle } of sold) kinds.set(vehicle, (kinds.get(vehicle) ?? 0) + 1);
    // Two vehicles of one kind share that kind's lines of the estimate.
    return sold.map(({ vehicle }) => byVehicle.get(vehicle)! / kinds.get(vehicle)!);
  }
  const [tariff] = await rowsOf<{ tariff: { vehicles?: Record<string, { perMile?: number }> } }>(
    tx,
    sql`select tariff from tariff_versions order by id desc limit 1`,
  );
  const rates = tariff?.tariff.vehicles ?? {};
  const weights = sold.map(({ vehicle }) => rates[vehicle]?.perMile ?? 0);
  return weights.every((w) => w > 0) ? weights : undefined;
}

/** The vehicles sold: as the price named them, else the fleet vehicle assigned to the job. */
function soldVehicles(booking: BookingFacts | null, quotedVehicle: string | null): SoldVehicle[] {
  const quoted = quotedVehicle ? vehiclesSold(quotedVehicle) : [];
  if (quoted.length > 0) return quoted;
  if (booking?.fleet_name) return [{ vehicle: booking.fleet_name, seats: booking.fleet_seats }];
  // Not a vehicle we can size: one line named as quoted, at the standard rate.
  return [{ vehicle: quotedVehicle ?? '', seats: null }];
}

function purposeOf(
  kind: 'payment' | 'refund',
  paidBefore: number,
  paidAfter: number,
  fare: number | null,
): DocumentPurpose {
  if (kind === 'refund') return 'refund';
  if (fare === null) return 'part-payment';
  if (paidBefore <= 0) return paidAfter >= fare ? 'whole-fare' : 'deposit';
  return paidAfter >= fare ? 'balance' : 'part-payment';
}

async function balanceDueDate(
  tx: LedgerReader,
  booking: BookingFacts,
  serviceType: ServiceType,
  pickupDate: string,
): Promise<string | null> {
  const [stored] = booking.payment_terms_version
    ? await tx
        .select({ terms: paymentTermsVersions.terms })
        .from(paymentTermsVersions)
        .where(eq(paymentTermsVersions.id, booking.payment_terms_version))
    : [];
  const parsed = PaymentTermsSchema.safeParse({ ...DEFAULT_PAYMENT_TERMS, ...stored?.terms });
  const plan = paymentPlan({
    farePence: booking.fare_pence,
    serviceType,
    pickupDate,
    now: new Date(booking.created_at),
    terms: parsed.success ? parsed.data : DEFAULT_PAYMENT_TERMS,
  });
  // Due now (the whole fare at acceptance): what is left is due before the journey.
  return plan.balanceDueDate ?? pickupDate;
}

/** The facts of document `number`, read inside the transaction that issues it. */
export async function documentFacts(
  tx: LedgerReader,
  number: number,
): Promise<DocumentFacts | null> {
  const [row] = await tx
    .select({ document: paymentDocuments, payment: payments, quote: quoteRequests })
    .from(paymentDocuments)
    .leftJoin(payments, eq(payments.id, paymentDocuments.paymentId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, paymentDocuments.quoteId))
    .where(eq(paymentDocuments.number, number));
  if (!row) return null;
  const { document, quote } = row;
  const booking = await bookingOf(tx, quote.id);
  const price = await priceOf(tx, quote.id);
  const farePence = booking?.fare_pence ?? price?.total_pence ?? null;
  // An invoice issued at confirmation is for the whole fare, before any money moved.
  const payment = row.payment ?? {
    id: 0,
    kind: 'payment' as const,
    method: null,
    amountPence: farePence ?? 0,
    refundOf: null,
    providerId: null,
    note: null,
    createdAt: document.issuedAt,
  };
  const [counter] = await tx.select().from(documentCounter).where(eq(documentCounter.id, 1));

  const ledger = await tx
    .select({ id: payments.id, kind: payments.kind, amountPence: payments.amountPence })
    .from(payments)
    .where(and(eq(payments.quoteId, quote.id), lte(payments.id, payment.id)))
    .orderBy(asc(payments.id));
  const net = (rows: typeof ledger) =>
    rows.reduce((sum, r) => sum + (r.kind === 'refund' ? -r.amountPence : r.amountPence), 0);
  const paidAfter = net(ledger);
  const paidBefore = net(ledger.filter((r) => r.id !== payment.id));
  const cancelled = booking?.status === 'cancelled';
  const leftToPayPence = farePence === null || cancelled ? 0 : Math.max(0, farePence - paidAfter);

  let original: DocumentFacts['original'] = null;
  let lines: IssuedLine[];
  const sold = soldVehicles(booking, price?.vehicle ?? booking?.quoted_vehicle ?? null);
  const nameOf = new Map(sold.map((v) => [v.vehicle, v]));
  const [originalRow] =
    payment.refundOf === null
      ? []
      : await tx
          .select()
          .from(paymentDocuments)
          .where(eq(paymentDocuments.paymentId, payment.refundOf));
  // A refund of a payment receipted against an invoice corrects that VAT invoice.
  const [corrected] =
    originalRow?.refersTo != null
      ? await tx
          .select()
          .from(paymentDocuments)
          .where(eq(paymentDocuments.number, originalRow.refersTo))
      : [originalRow];
  if (corrected) {
    original = {
      number: corrected.number,
      kind: corrected.kind,
      issuedAt: corrected.issuedAt,
    };
  }
  const [invoiceRow] =
    document.refersTo === null
      ? []
      : await tx
          .select()
          .from(paymentDocuments)
          .where(eq(paymentDocuments.number, document.refersTo));
  if (originalRow?.lines?.length) {
    const byIndex = originalRow.lines;
    lines = reversedLines(payment.amountPence, byIndex).map((line, i) => ({
      ...line,
      name: byIndex[i]!.name,
      seats: byIndex[i]!.seats,
    }));
  } else {
    const weights = await tariffWeights(tx, sold, quote.estimateLines);
    lines = vatLines(payment.amountPence, sold, weights).map((line) => ({
      ...line,
      name: line.vehicle,
      seats: nameOf.get(line.vehicle)?.seats ?? null,
    }));
  }

  const isRefund = payment.kind === 'refund';
  const final = isRefund && cancelled ? await finalMoney(tx, quote.id) : null;

  return {
    number: document.number,
    kind: document.kind,
    locale: customerLocale(quote),
    vatNumber: document.vatNumber,
    issuedAt: document.issuedAt,
    paidAt: payment.createdAt,
    quoteId: quote.id,
    // What the server wrote at start; the site's own name and address if it never did.
    supplier: {
      name: counter?.supplierName ?? BUSINESS.legalName,
      addressLines: (counter?.supplierAddress ?? BUSINESS_ADDRESS_LINES.en.replaceAll(', ', '\n'))
        .split('\n')
        .filter(Boolean),
      companyNumber: counter?.companyNumber ?? null,
    },
    customerName: quote.name,
    customerAddress: quote.invoiceAddress,
    journey: {
      from: quote.pickupLocation,
      to: quote.destination,
      pickupDate: quote.pickupDate,
      pickupTime: quote.pickupTime,
      returnDate: quote.returnDate,
      returnTime: quote.returnTime,
      passengers: quote.passengerCount,
    },
    purpose:
      row.payment === null
        ? 'whole-fare'
        : purposeOf(payment.kind, paidBefore, paidAfter, farePence),
    amountPence: payment.amountPence,
    method: payment.method,
    farePence,
    paidToDatePence: Math.max(0, paidAfter),
    leftToPayPence,
    leftToPayBy:
      leftToPayPence > 0 && booking
        ? await balanceDueDate(
            tx,
            booking,
            (quote.journeyType ?? 'other') as ServiceType,
            quote.pickupDate,
          )
        : null,
    cancelled,
    lines,
    original,
    invoice: invoiceRow ? { number: invoiceRow.number, issuedAt: invoiceRow.issuedAt } : null,
    toPay: row.payment === null,
    reason: isRefund ? payment.note : null,
    final: final ? { paidPence: final.paidPence, keptPence: final.keptPence } : null,
    refundParts: isRefund ? await cardRefundsOfOneRefund(tx, payment.providerId) : 1,
  };
}
