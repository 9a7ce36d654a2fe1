/**
 * What the customer's page says of money Stripe could not pay back, and of a dispute with their
 * bank, in each language of the site: plain words, no Stripe terms. Amounts arrive formatted.
 * Client-safe.
 */
import type { Translations } from '#app/lib/locale.ts';

interface StripeMoneyText {
  heading: string;
  /** A refund that failed: the money is with us again, and we will be in touch. */
  refundFailed: (amount: string) => string;
  /** A dispute the bank is still looking at. */
  disputeOpen: (amount: string) => string;
  /** The bank decided for the customer: the money went back to them through the bank. */
  disputeLost: (amount: string) => string;
  /** The bank decided for the business. */
  disputeWon: (amount: string) => string;
  /** The bank closed its enquiry with nothing to do. */
  disputeClosed: (amount: string) => string;
}

export const STRIPE_MONEY_TEXT = {
  en: {
    heading: 'About your card payment',
    refundFailed: (amount) =>
      `We tried to pay ${amount} back to your card, but your bank could not take it (the card may have been closed or replaced). The money is safe with us, and we will be in touch to pay it back another way.`,
    disputeOpen: (amount) =>
      `Your bank has told us you have questioned your payment of ${amount}. We are answering your bank; you do not need to do anything, but do call us if we can help.`,
    disputeLost: (amount) =>
      `Your bank has settled your question about your payment of ${amount} in your favour and returned the money to you.`,
    disputeWon: (amount) =>
      `Your bank has looked into your question about your payment of ${amount} and found the payment was right, so it stands. Call us if anything is still unclear.`,
    disputeClosed: (amount) =>
      `Your bank has closed its enquiry about your payment of ${amount}; nothing has changed.`,
  },
  cy: {
    heading: 'Am eich taliad cerdyn',
    refundFailed: (amount) =>
      `Rydym wedi ceisio talu ${amount} yn ôl i'ch cerdyn, ond nid oedd eich banc yn gallu ei dderbyn (efallai fod y cerdyn wedi'i gau neu ei newid). Mae'r arian yn ddiogel gyda ni, a byddwn yn cysylltu â chi i'w dalu'n ôl mewn ffordd arall.`,
    disputeOpen: (amount) =>
      `Mae eich banc wedi dweud wrthym eich bod wedi holi am eich taliad o ${amount}. Rydym yn ateb eich banc; nid oes angen i chi wneud dim, ond ffoniwch ni os gallwn helpu.`,
    disputeLost: (amount) =>
      `Mae eich banc wedi setlo eich cwestiwn am eich taliad o ${amount} o'ch plaid ac wedi rhoi'r arian yn ôl i chi.`,
    disputeWon: (amount) =>
      `Mae eich banc wedi edrych ar eich cwestiwn am eich taliad o ${amount} ac wedi gweld bod y taliad yn gywir, felly mae'n sefyll. Ffoniwch ni os oes unrhyw beth yn dal yn aneglur.`,
    disputeClosed: (amount) =>
      `Mae eich banc wedi cau ei ymholiad am eich taliad o ${amount}; nid oes dim wedi newid.`,
  },
} satisfies Translations<StripeMoneyText>;
