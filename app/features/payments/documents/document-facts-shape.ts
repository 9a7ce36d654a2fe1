/**
 * What a document says, as facts: the shape document-facts.server.ts gathers in the issuing
 * transaction, kept-facts.server.ts stores as JSON and document-pdf.server.ts draws. Types only,
 * apart from the gathering, so the documents' table can name it without importing the gathering
 * (which imports the table). Relative imports: drizzle-kit loads the table's file.
 */
import type { Locale } from '../../../lib/locale.ts';
import type { PaymentMethod } from '../payments-schema.server.ts';
import type { DocumentKind } from './document-kinds.ts';
import type { DocumentPurpose } from './document-purposes.ts';
import type { VatLine } from './vat-lines.ts';

/** A line as a document printed it: the vehicle's name as printed and its passenger seats. */
export interface IssuedLine extends VatLine {
  name: string;
  seats: number | null;
}

export interface Supplier {
  name: string;
  addressLines: string[];
  companyNumber: string | null;
}

export interface DocumentFacts {
  number: number;
  kind: DocumentKind;
  locale: Locale;
  vatNumber: string | null;
  issuedAt: Date;
  /** When the money moved. */
  paidAt: Date;
  quoteId: string;
  supplier: Supplier;
  customerName: string;
  customerAddress: string | null;
  journey: {
    from: string;
    to: string;
    pickupDate: string;
    pickupTime: string;
    returnDate: string | null;
    returnTime: string | null;
    passengers: number;
  };
  purpose: DocumentPurpose;
  amountPence: number;
  /** How it was paid; null for an invoice issued before payment. */
  method: PaymentMethod | null;
  /** The agreed fare, when the request has a booking or a price. */
  farePence: number | null;
  /** Paid to date once this document's money moved, refunds taken off. */
  paidToDatePence: number;
  /** What is left to pay of the fare (0 once it is all paid, or the booking is cancelled). */
  leftToPayPence: number;
  /** The London date the rest is due, when the terms say. */
  leftToPayBy: string | null;
  cancelled: boolean;
  lines: IssuedLine[];
  /** For a credit note: the document it corrects and why. */
  original: { number: number; kind: DocumentKind; issuedAt: Date } | null;
  /** For a receipt of a fare invoiced at confirmation: that VAT invoice. */
  invoice: { number: number; issuedAt: Date } | null;
  /** Issued at confirmation, before any payment: an invoice for the fare, to be paid. */
  toPay: boolean;
  reason: string | null;
  /**
   * For a credit note of a cancelled booking: every payment in and what is kept once every refund
   * decided is back (the cancellation charge, and so the booking's final cost).
   */
  final: { paidPence: number; keptPence: number } | null;
  /** For a credit note: how many card refunds its refund came back as, one per payment. */
  refundParts: number;
}
