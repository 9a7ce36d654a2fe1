/**
 * Reading payment documents back: the list of a request's documents, and everything one document
 * shows, read from the stored rows only, so rendering it again (an e-mail's retry, the customer's
 * download) gives the same PDF.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import { customerLocale } from '#app/lib/emails/email-text.ts';
import type { Locale } from '#app/lib/locale.ts';
import { payments } from '../payments-schema.server.ts';
import type { DocumentKind } from './document-kinds.ts';
import { documentCounter, paymentDocuments } from './documents-schema.server.ts';

/**
 * Puts VAT_NUMBER (or none) on the counter row, where the ledger's trigger reads it when it issues
 * a document: called at start, before any payment can be recorded.
 */
export async function setDocumentVatNumber(db: AppDb, vatNumber: string | undefined) {
  await db
    .update(documentCounter)
    .set({ vatNumber: vatNumber ?? null })
    .where(eq(documentCounter.id, 1));
}

/**
 * The vehicles that carry a group, by fleet id: the tariff's rule, handed in by the composition
 * (features never import each other).
 */
export type VehiclesFor = (passengers: number) => readonly string[];

export interface DocumentDeps {
  db: Pick<AppDb, 'select'>;
  vehiclesFor: VehiclesFor;
}

export interface DocumentListItem {
  number: number;
  kind: DocumentKind;
  paymentId: number;
  issuedAt: string;
}

/** A request's documents, oldest first. */
export async function documentsOf(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<DocumentListItem[]> {
  const rows = await db
    .select({
      number: paymentDocuments.number,
      kind: paymentDocuments.kind,
      paymentId: paymentDocuments.paymentId,
      issuedAt: paymentDocuments.issuedAt,
    })
    .from(paymentDocuments)
    .where(eq(paymentDocuments.quoteId, quoteId))
    .orderBy(asc(paymentDocuments.number));
  return rows.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString() }));
}

/** Everything one document prints. */
export interface DocumentData {
  number: number;
  kind: DocumentKind;
  locale: Locale;
  vatNumber: string | null;
  issuedAt: Date;
  /** The time of supply: when the money moved. */
  suppliedAt: Date;
  quoteId: string;
  customerName: string;
  /** The address the customer gave for their invoices, or null. */
  customerAddress: string | null;
  pickupLocation: string;
  destination: string;
  pickupDate: string;
  amountPence: number;
  method: string;
  vehicles: string[];
  /** Each vehicle's part of the fare, when the estimate knew it. */
  weights?: number[];
  /** For a credit note: the number of the document of the payment it pays back. */
  againstNumber: number | null;
}

/** One document of a request, or null when that number is not this request's. */
export async function documentData(
  { db, vehiclesFor }: DocumentDeps,
  number: number,
  quoteId?: string,
): Promise<DocumentData | null> {
  const where = quoteId
    ? and(eq(paymentDocuments.number, number), eq(paymentDocuments.quoteId, quoteId))
    : eq(paymentDocuments.number, number);
  const [row] = await db
    .select({ document: paymentDocuments, payment: payments, quote: quoteRequests })
    .from(paymentDocuments)
    .innerJoin(payments, eq(payments.id, paymentDocuments.paymentId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, paymentDocuments.quoteId))
    .where(where);
  if (!row) return null;
  const { document, payment, quote } = row;
  let againstNumber: number | null = null;
  if (payment.refundOf !== null) {
    const [original] = await db
      .select({ number: paymentDocuments.number })
      .from(paymentDocuments)
      .where(eq(paymentDocuments.paymentId, payment.refundOf));
    againstNumber = original?.number ?? null;
  }
  const vehicles = [...vehiclesFor(quote.passengerCount)];
  return {
    number: document.number,
    kind: document.kind,
    locale: customerLocale(quote),
    vatNumber: document.vatNumber,
    issuedAt: document.issuedAt,
    suppliedAt: payment.createdAt,
    quoteId: quote.id,
    customerName: quote.name,
    customerAddress: quote.invoiceAddress,
    pickupLocation: quote.pickupLocation,
    destination: quote.destination,
    pickupDate: quote.pickupDate,
    amountPence: payment.amountPence,
    method: payment.method,
    vehicles,
    weights: weightsFromEstimate(vehicles, quote.estimateLines),
    againstNumber,
  };
}

/**
 * Each vehicle's part of the estimate (its lines carry the vehicle when a group needs several);
 * undefined when the estimate does not say, and the lines share the money equally.
 */
function weightsFromEstimate(
  vehicles: readonly string[],
  lines: { amount: number; vehicle?: string }[] | null,
): number[] | undefined {
  if (vehicles.length < 2 || !lines) return undefined;
  const byVehicle = new Map<string, number>();
  for (const line of lines) {
    if (!line.vehicle || !vehicles.includes(line.vehicle)) continue;
    byVehicle.set(line.vehicle, (byVehicle.get(line.vehicle) ?? 0) + line.amount);
  }
  if (byVehicle.size === 0) return undefined;
  // Two vehicles of one kind share that kind's lines.
  const count = new Map<string, number>();
  for (const id of vehicles) count.set(id, (count.get(id) ?? 0) + 1);
  return vehicles.map((id) => (byVehicle.get(id) ?? 0) / count.get(id)!);
}
