/**
 * What an account's monthly invoice and its statement print, as facts kept on the invoice's row in
 * the transaction that numbered it (dates as ISO strings, so they are JSON as stored): the PDFs are
 * drawn from these after that transaction commits, and never from anything read later. Types only;
 * client-safe. Relative imports: the invoices' table (drizzle-kit) names these types.
 */
import type { Locale } from '../../../lib/locale.ts';
import type { Supplier } from '../documents/document-facts-shape.ts';
import type { VatLine } from '../documents/vat-lines.ts';

/** One journey invoiced: its date, route and vehicle, and its price split into VAT. */
export interface AccountInvoiceLine extends VatLine {
  bookingId: number;
  /** The journey's request, as the register names it. */
  quoteId: string;
  /** The journey's London date and pickup time. */
  date: string;
  time: string;
  from: string;
  to: string;
  /** The return leg's London time, when the journey has one. */
  returnTime: string | null;
  /** Passenger seats of the vehicle the rate follows; null when not known (standard-rated). */
  seats: number | null;
  /** The contract's reference ("C-0007"), or null for a one-off booking. */
  contract: string | null;
}

export interface InvoicedAccount {
  id: number;
  organisation: string;
  billingEmail: string;
  billingAddress: string;
  paymentTermsDays: number;
  purchaseOrder: string | null;
  vatNumber: string | null;
}

export interface AccountInvoiceFacts {
  number: number;
  kind: 'vat-invoice' | 'receipt' | 'credit-note';
  locale: Locale;
  vatNumber: string | null;
  issuedAt: string;
  issuedOn: string;
  dueOn: string;
  /** YYYY-MM; null for a credit note. */
  month: string | null;
  supplier: Supplier;
  account: InvoicedAccount;
  lines: AccountInvoiceLine[];
  /** A credit note: the invoice it corrects, its date, and why. */
  corrects: { number: number; issuedOn: string } | null;
  reason: string | null;
  /** The bank account to pay into, as configured when it was issued (BANK_TRANSFER_DETAILS). */
  bankDetails: string | null;
}

/** One movement on the account in the statement's period. */
export interface StatementEntry {
  date: string;
  kind: 'invoice' | 'payment' | 'credit-note';
  /** An invoice's or credit note's number; a payment's reference (or none). */
  reference: string;
  /** Pence: what it added to (invoice) or took off (payment, credit note) the balance. */
  amountPence: number;
}

/** What is owed by how long past its due date, at the statement's date. */
export interface AgedDebt {
  notYetDuePence: number;
  days1to30Pence: number;
  days31to60Pence: number;
  days61to90Pence: number;
  over90Pence: number;
}

export interface StatementFacts {
  /** The period, both days included (London dates). */
  from: string;
  to: string;
  openingPence: number;
  entries: StatementEntry[];
  closingPence: number;
  aged: AgedDebt;
  /** Everything past its due date. */
  overduePence: number;
  /** The invoices still owed at `to`, each with what is left and when it was due. */
  open: { number: number; issuedOn: string; dueOn: string; leftPence: number }[];
}
