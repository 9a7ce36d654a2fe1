/**
 * What the booking confirmation e-mail says about money, in each language of the site: what was
 * paid (a deposit or the whole fare), what is left and by when, and the terms the booking was made
 * on (the terms of service promise the confirmation states them). Amounts and dates arrive
 * formatted. Client-safe.
 */
import type { Translations } from '#app/lib/locale.ts';
import { daysCount } from '#app/lib/welsh-in-sentence.ts';

interface ConfirmationPaymentText {
  paidDeposit: (deposit: string) => string;
  paidWhole: (fare: string) => string;
  balanceDue: (balance: string, dueDate: string) => string;
  depositTerms: (percent: number, minimum: string, daysBefore: number) => string;
  cancellationHeading: string;
}

export const CONFIRMATION_PAYMENT_TEXT = {
  en: {
    paidDeposit: (deposit) => `You have paid a deposit of ${deposit}.`,
    paidWhole: (fare) => `You have paid the whole fare of ${fare}. There is nothing left to pay.`,
    balanceDue: (balance, dueDate) =>
      `The balance of ${balance} is due by ${dueDate}. We will e-mail you a link to pay it.`,
    depositTerms: (percent, minimum, daysBefore) =>
      `Your booking is made on our terms: a deposit of ${percent}% of the fare (at least ${minimum}) secures it, and the balance is due ${daysCount(daysBefore, 'en')} before the pickup.`,
    cancellationHeading: 'If you cancel:',
  },
  cy: {
    paidDeposit: (deposit) => `Rydych wedi talu blaendal o ${deposit}.`,
    paidWhole: (fare) => `Rydych wedi talu'r pris llawn o ${fare}. Nid oes dim byd ar ôl i'w dalu.`,
    balanceDue: (balance, dueDate) =>
      `Mae'r gweddill o ${balance} i'w dalu erbyn ${dueDate}. Byddwn yn anfon dolen atoch drwy e-bost i'w dalu.`,
    depositTerms: (percent, minimum, daysBefore) =>
      `Mae eich archeb wedi'i gwneud ar ein telerau: mae blaendal o ${percent}% o'r pris (o leiaf ${minimum}) yn ei sicrhau, ac mae'r gweddill i'w dalu ${daysCount(daysBefore, 'cy')} cyn yr amser casglu.`,
    cancellationHeading: 'Os byddwch yn canslo:',
  },
} satisfies Translations<ConfirmationPaymentText>;
