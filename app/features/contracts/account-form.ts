/**
 * What the account form takes, written once for the form's bounds and the server's check, with
 * the field labels the contract names. Client-safe.
 */
import { z } from 'zod';
import { poundsToPence } from '#app/lib/money.ts';

export const ORGANISATION_MAX = 120;
export const BILLING_EMAIL_MAX = 254;
export const BILLING_ADDRESS_MAX = 500;
export const PURCHASE_ORDER_MAX = 60;
export const VAT_NUMBER_MAX = 20;
/** Payment terms unless the account agrees others. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
export const PAYMENT_TERMS_MAX_DAYS = 365;

export const ACCOUNT_LABELS = {
  organisation: 'Organisation',
  billingEmail: 'Billing e-mail',
  billingAddress: 'Billing address',
  paymentTermsDays: 'Payment terms (days)',
  purchaseOrder: 'Purchase order',
  creditLimit: 'Credit limit',
  vatNumber: 'VAT number',
} as const;

export type AccountField = keyof typeof ACCOUNT_LABELS;

export const ACCOUNT_MESSAGES = {
  organisation: `Give the organisation's name, in up to ${ORGANISATION_MAX} characters.`,
  billingEmail: 'Give the e-mail address invoices go to, such as accounts@example.org.',
  billingAddress: `Give the address invoices are made out to, in up to ${BILLING_ADDRESS_MAX} characters.`,
  paymentTermsDays: `Give the payment terms as whole days, from 0 to ${PAYMENT_TERMS_MAX_DAYS}.`,
  purchaseOrder: `Keep the purchase order to ${PURCHASE_ORDER_MAX} characters.`,
  creditLimit: 'Give the credit limit in pounds, such as 2500, or leave it empty for none.',
  vatNumber: `Keep the VAT number to ${VAT_NUMBER_MAX} characters.`,
  added: (name: string) => `${name} added.`,
  taken: 'An account with that name already exists.',
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => v || null);

export const AccountFormSchema = z.object({
  organisation: z
    .string()
    .trim()
    .min(1, ACCOUNT_MESSAGES.organisation)
    .max(ORGANISATION_MAX, ACCOUNT_MESSAGES.organisation),
  billingEmail: z
    .string()
    .trim()
    .max(BILLING_EMAIL_MAX, ACCOUNT_MESSAGES.billingEmail)
    .pipe(z.email(ACCOUNT_MESSAGES.billingEmail)),
  billingAddress: z
    .string()
    .trim()
    .min(1, ACCOUNT_MESSAGES.billingAddress)
    .max(BILLING_ADDRESS_MAX, ACCOUNT_MESSAGES.billingAddress),
  paymentTermsDays: z
    .string()
    .trim()
    .transform((v) => v || String(DEFAULT_PAYMENT_TERMS_DAYS))
    .refine((v) => /^\d{1,3}$/.test(v), ACCOUNT_MESSAGES.paymentTermsDays)
    .transform(Number)
    .refine((v) => v <= PAYMENT_TERMS_MAX_DAYS, ACCOUNT_MESSAGES.paymentTermsDays),
  purchaseOrder: optionalText(PURCHASE_ORDER_MAX, ACCOUNT_MESSAGES.purchaseOrder),
  /** Pounds in the form, pence from here on; empty is no limit. */
  creditLimitPence: z
    .string()
    .trim()
    .refine((v) => v === '' || poundsToPence(v) !== null, ACCOUNT_MESSAGES.creditLimit)
    .transform((v) => (v === '' ? null : poundsToPence(v))),
  vatNumber: optionalText(VAT_NUMBER_MAX, ACCOUNT_MESSAGES.vatNumber),
});
