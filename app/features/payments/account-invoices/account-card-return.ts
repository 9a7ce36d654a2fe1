/**
 * Client-safe words of paying an invoice by card from the account's page: the form's one field
 * (the invoice; never an amount) and the states the page is sent back to, from Stripe or from our
 * own refusal, read from its query (and never trusted alone: a return is checked with Stripe).
 */
export const PAY_INVOICE_FIELD = 'invoice';

export const CARD_RETURNS = [
  'returned',
  'cancelled',
  'unavailable',
  'below-card-minimum',
  'nothing-due',
] as const;
export type CardReturn = (typeof CARD_RETURNS)[number];

export function cardReturnOf(value: string | null): CardReturn | null {
  return (CARD_RETURNS as readonly (string | null)[]).includes(value)
    ? (value as CardReturn)
    : null;
}
