/**
 * The operator's alerts about a booking's money, in English like every e-mail to the operator,
 * each with the request's details so the operator can act without opening the admin first.
 */
import { formatPence } from '#app/lib/money.ts';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import { quoteEmailView } from '#app/lib/emails/quote-email-view.ts';
import { renderSimpleEmail } from '#app/lib/emails/simple-email.tsx';
import type { PaymentAlert } from '../operator-alerts.ts';

export interface AlertFigures {
  farePence: number;
  /** Paid less refunded: what the business holds of the customer's money now. */
  heldPence: number;
  refundedPence: number;
  /** What Stripe said, line by line, for the alerts about money moved at Stripe. */
  details?: string[];
  /** Card refunds decided and queued that Stripe has not made yet. */
  onItsWayPence: number;
}

/** "Refunded so far", with any refund still on its way to the card. */
const refundedSoFar = (f: AlertFigures) =>
  f.onItsWayPence > 0
    ? `Refunded so far: ${formatPence(f.refundedPence)}, and ${formatPence(f.onItsWayPence)} on its way to their card.`
    : `Refunded so far: ${formatPence(f.refundedPence)}.`;

const TEXT: Record<
  PaymentAlert,
  { subject: (id: string) => string; paragraphs: (f: AlertFigures, name: string) => string[] }
> = {
  'late-payment': {
    subject: (id) => `A payment came in after the booking was released (${id})`,
    paragraphs: (f, name) => [
      `${name} paid after their booking had been released or cancelled, so the money was recorded but the booking was not confirmed again.`,
      `We now hold ${formatPence(f.heldPence)} of theirs. Either price the trip again if the vehicle is still free, or refund it from the request page.`,
    ],
  },
  'customer-cancelled': {
    subject: (id) => `The customer cancelled their booking (${id})`,
    paragraphs: (f, name) => [
      `${name} cancelled their booking from their page; they have been e-mailed.`,
      `${refundedSoFar(f)} Still held: ${formatPence(f.heldPence)} of the ${formatPence(f.farePence)} fare. The request's history says what, if anything, is left to refund by hand.`,
    ],
  },
  'balance-unpaid': {
    subject: (id) => `The balance is still unpaid, 48 hours before pickup (${id})`,
    paragraphs: (f, name) => [
      `${name} has paid ${formatPence(f.heldPence)} of the ${formatPence(f.farePence)} fare, and the pickup is less than 48 hours away.`,
      `${formatPence(f.farePence - f.heldPence)} is left. Call them, or take it on the day and record it on the request page.`,
    ],
  },
  'refund-outside': {
    subject: (id) => `A refund was made in Stripe, not through this site (${id})`,
    paragraphs: (f, name) => [
      `A refund to ${name} was made in Stripe's Dashboard. It is now in the ledger, and the customer is e-mailed its credit note.`,
      `Refunded so far: ${formatPence(f.refundedPence)}. Still held: ${formatPence(f.heldPence)} of the ${formatPence(f.farePence)} fare.`,
    ],
  },
  'refund-failed': {
    subject: (id) => `A refund failed at Stripe (${id})`,
    paragraphs: (f, name) => [
      `Stripe could not pay back a refund to ${name} (their card may be closed), so the money is with us again.`,
      `Still held: ${formatPence(f.heldPence)} of the ${formatPence(f.farePence)} fare. Pay it back another way (a bank transfer, say) and record it, or refund again from the request page.`,
    ],
  },
  'dispute-opened': {
    subject: (id) => `A card payment is disputed (${id})`,
    paragraphs: (_f, name) => [
      `${name}'s bank has opened a dispute (a chargeback) on their card payment.`,
      `Answer it in the Stripe Dashboard with the booking's details before its deadline, or the bank takes the money back.`,
    ],
  },
  'dispute-closed': {
    subject: (id) => `A card payment dispute is closed (${id})`,
    paragraphs: (_f, name) => [`The dispute on ${name}'s card payment is closed.`],
  },
  'reconciliation-difference': {
    subject: (id) => `Stripe and the ledger disagree (${id})`,
    paragraphs: (f) => [
      `The daily check with Stripe found this request's money differs from what the ledger says.`,
      `The ledger holds ${formatPence(f.heldPence)} (refunded ${formatPence(f.refundedPence)}). Look the payment up in the Stripe Dashboard and put the ledger right.`,
    ],
  },
  'payment-not-taken': {
    subject: (id) => `A payment the booking could not take is being refunded (${id})`,
    paragraphs: (f, name) => [
      `${name} paid more than their booking could take (more than was left of the fare, for a cancelled booking or a price since replaced, or with the vehicle no longer free). What it could not take goes back to their card automatically, with a credit note; the request's history says why.`,
      `${refundedSoFar(f)} Still held: ${formatPence(f.heldPence)} of the ${formatPence(f.farePence)} fare.`,
    ],
  },
  'payment-mismatch': {
    subject: (id) => `A card payment came in for another amount or currency than asked (${id})`,
    paragraphs: (f, name) => [
      `Stripe says ${name} paid a Checkout for another amount or currency than the one we asked for, so it confirmed nothing. The request's history has the figures Stripe sent.`,
      `Check the payment in Stripe's Dashboard and refund it there or from the request page. Held in the ledger now: ${formatPence(f.heldPence)} of the ${formatPence(f.farePence)} fare.`,
    ],
  },
  'refund-settled': {
    subject: (id) =>
      `A queued refund was closed: nothing was left of the payment to refund (${id})`,
    paragraphs: (f, name) => [
      `Stripe refused a refund to ${name} because nothing was left of the payment to refund: it had been refunded already (in Stripe's Dashboard, say), or the card holder's bank took it back (a lost dispute). What Stripe refunded is now in the ledger and the queued refund is closed.`,
      `${refundedSoFar(f)} Still held: ${formatPence(f.heldPence)} of the ${formatPence(f.farePence)} fare. Check the request page in case anything is left to pay back by hand.`,
    ],
  },
};

export function renderOperatorAlert(
  quote: QuoteRequestRow,
  alert: PaymentAlert,
  figures: AlertFigures,
  link: string,
) {
  const view = quoteEmailView(quote);
  const t = TEXT[alert];
  const paragraphs = [...t.paragraphs(figures, view.name), ...(figures.details ?? [])];
  return renderSimpleEmail(t.subject(view.id), {
    preview: paragraphs[0] ?? '',
    heading: t.subject(view.id),
    paragraphs,
    link: { label: 'Open the request', href: link },
    quote: view,
  });
}
