/**
 * Every invoice and credit note, one row per line, in the columns of Xero's sales-invoice import
 * (its CSV template, docs/accounting-import.md), so an accountant imports a month in one step:
 * an account's monthly invoices and their credit notes, and the documents of one-off bookings
 * (VAT invoices, receipts issued without VAT_NUMBER, credit notes; a receipt for a payment towards
 * an invoice is money in, not a sale, and is left out). Everything comes from the facts kept at
 * issue, never from what the request or the account says now.
 *
 * Amounts include VAT (the import's "Amounts are tax inclusive"); a credit note's are negative,
 * which is how the import tells a credit note from an invoice. Dates are London DD/MM/YYYY.
 */
import { asc, isNull, ne, or } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { londonDateAndTime } from '#app/lib/london-dates.ts';
import { paymentDocuments } from '../documents/documents-schema.server.ts';
import { factsKept } from '../documents/kept-facts.server.ts';
import { accountInvoices } from './account-invoices-schema.server.ts';

/** Xero's sales-invoice import template, its columns in its order (* marks what it requires). */
export const XERO_SALES_INVOICE_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;
export type XeroColumn = (typeof XERO_SALES_INVOICE_COLUMNS)[number];

/** Xero's default chart of accounts (UK): 200 is "Sales". */
export const XERO_SALES_ACCOUNT_CODE = '200';
/** Xero's UK tax rates by name. */
export const XERO_TAX_TYPES = {
  zeroRated: 'Zero Rated Income',
  standard: '20% (VAT on Income)',
  noVat: 'No VAT',
} as const;
export const XERO_CURRENCY = 'GBP';

export type XeroRow = Partial<Record<XeroColumn, string>>;

/** 2026-12-01 → 01/12/2026. */
export function xeroDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

/** Pence as pounds with two decimals, negative for a credit ("-85.50"). */
export function xeroAmount(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function xeroTaxType(vatNumber: string | null, vatPercent: number): string {
  if (!vatNumber) return XERO_TAX_TYPES.noVat;
  return vatPercent === 0 ? XERO_TAX_TYPES.zeroRated : XERO_TAX_TYPES.standard;
}

/** An address typed one line a line: its first four lines as Xero's PO lines. */
function addressColumns(address: string | null): XeroRow {
  const lines = (address ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    POAddressLine1: lines[0] ?? '',
    POAddressLine2: lines[1] ?? '',
    POAddressLine3: lines[2] ?? '',
    POAddressLine4: lines.slice(3).join(', '),
  };
}

const common = {
  '*Quantity': '1',
  '*AccountCode': XERO_SALES_ACCOUNT_CODE,
  Currency: XERO_CURRENCY,
};

export async function xeroInvoiceRows(db: Pick<AppDb, 'select'>): Promise<XeroRow[]> {
  const rows: { number: number; row: XeroRow }[] = [];
  const monthly = await db.select().from(accountInvoices).orderBy(asc(accountInvoices.number));
  for (const invoice of monthly) {
    const { facts } = invoice;
    const sign = invoice.kind === 'credit-note' ? -1 : 1;
    for (const line of facts.lines) {
      rows.push({
        number: invoice.number,
        row: {
          '*ContactName': facts.account.organisation,
          EmailAddress: facts.account.billingEmail,
          ...addressColumns(facts.account.billingAddress),
          '*InvoiceNumber': String(invoice.number),
          Reference: facts.account.purchaseOrder ?? facts.month ?? '',
          '*InvoiceDate': xeroDate(invoice.issuedOn),
          '*DueDate': xeroDate(invoice.dueOn),
          '*Description': [
            `${line.date} ${line.time}`,
            `${line.from} to ${line.to}`,
            line.vehicle,
            line.contract,
          ]
            .filter(Boolean)
            .join(', '),
          '*UnitAmount': xeroAmount(sign * line.grossPence),
          '*TaxType': xeroTaxType(invoice.vatNumber, line.vatPercent),
          ...common,
        },
      });
    }
  }
  const documents = await db
    .select()
    .from(paymentDocuments)
    // A receipt that refers to an invoice is a payment towards it: no sale of its own.
    .where(or(ne(paymentDocuments.kind, 'receipt'), isNull(paymentDocuments.refersTo)))
    .orderBy(asc(paymentDocuments.number));
  for (const document of documents) {
    if (!document.facts) continue;
    const facts = factsKept(document.facts);
    const sign = document.kind === 'credit-note' ? -1 : 1;
    const issuedOn = londonDateAndTime(facts.issuedAt).date;
    const dueOn = facts.toPay && facts.leftToPayBy ? facts.leftToPayBy : issuedOn;
    for (const line of facts.lines) {
      rows.push({
        number: document.number,
        row: {
          '*ContactName': facts.customerName,
          ...addressColumns(facts.customerAddress),
          '*InvoiceNumber': String(document.number),
          Reference: facts.quoteId,
          '*InvoiceDate': xeroDate(issuedOn),
          '*DueDate': xeroDate(dueOn),
          '*Description': [
            `${facts.journey.pickupDate} ${facts.journey.pickupTime}`,
            `${facts.journey.from} to ${facts.journey.to}`,
            line.name,
          ].join(', '),
          '*UnitAmount': xeroAmount(sign * line.grossPence),
          '*TaxType': xeroTaxType(document.vatNumber, line.vatPercent),
          ...common,
        },
      });
    }
  }
  // One sequence of numbers across both kinds of document: listed in it.
  return rows.sort((a, b) => a.number - b.number).map(({ row }) => row);
}
