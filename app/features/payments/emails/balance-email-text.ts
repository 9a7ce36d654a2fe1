/**
 * The balance e-mails in each language of the site: the request on the day the balance falls due,
 * and the reminder two days later. Amounts arrive formatted; the pickup arrives as a date and a
 * time, worded in the sentence by welsh-in-sentence.ts.
 */
import type { Translations } from '#app/lib/locale.ts';
import { whenInSentence, type DateAndTime } from '#app/lib/welsh-in-sentence.ts';

interface BalanceEmailText {
  subject: (amount: string, id: string) => string;
  reminderSubject: (amount: string, id: string) => string;
  preview: (amount: string, date: string) => string;
  heading: (firstName: string) => string;
  booked: (pickup: DateAndTime, from: string, to: string) => string;
  paidSoFar: (paid: string, fare: string) => string;
  due: (amount: string, date: string) => string;
  link: string;
  help: string;
}

export const BALANCE_EMAIL_TEXT = {
  en: {
    subject: (amount, id) => `Your Bus4U balance of ${amount} is due (${id})`,
    reminderSubject: (amount, id) => `Reminder: your Bus4U balance of ${amount} (${id})`,
    preview: (amount, date) => `${amount} to pay by ${date}`,
    heading: (firstName) => `${firstName}, your balance is due`,
    booked: (pickup, from, to) =>
      `Your journey on ${whenInSentence(pickup, 'en')}, ${from} to ${to}, is booked.`,
    paidSoFar: (paid, fare) => `You have paid ${paid} of the ${fare} fare so far.`,
    due: (amount, date) =>
      `The remaining ${amount} is due by ${date}. You can pay it securely from your booking page, with the button below.`,
    link: 'Pay the balance',
    help: 'If you have already paid, or would rather pay another way, just reply to this e-mail or call us.',
  },
  cy: {
    subject: (amount, id) => `Mae gweddill y pris, ${amount}, yn ddyledus i Bus4U (${id})`,
    reminderSubject: (amount, id) => `Nodyn atgoffa: gweddill y pris, ${amount}, i Bus4U (${id})`,
    preview: (amount, date) => `${amount} i'w dalu erbyn ${date}`,
    heading: (firstName) => `${firstName}, mae gweddill y pris yn ddyledus`,
    booked: (pickup, from, to) =>
      `Mae eich taith ${whenInSentence(pickup, 'cy')} wedi'i harchebu. Man casglu: ${from}. Cyrchfan: ${to}.`,
    paidSoFar: (paid, fare) => `Rydych wedi talu ${paid} o'r pris o ${fare} hyd yma.`,
    due: (amount, date) =>
      `Mae'r ${amount} sy'n weddill yn ddyledus erbyn ${date}. Gallwch ei dalu'n ddiogel o dudalen eich archeb, gyda'r botwm isod.`,
    link: "Talu'r gweddill",
    help: "Os ydych wedi talu'n barod, neu os byddai'n well gennych dalu mewn ffordd arall, atebwch yr e-bost hwn neu ffoniwch ni.",
  },
} satisfies Translations<BalanceEmailText>;
