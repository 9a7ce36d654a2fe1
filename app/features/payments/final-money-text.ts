/**
 * What a cancellation kept and what the booking finally cost, in the customer's words: said in
 * the cancellation e-mail and in each credit note's e-mail, from one set of figures
 * (final-money.server.ts). Welsh follows app/content/cy/glossary.md ("byddwn yn cadw £X yn unol
 * â'r amodau canslo": the terms keep nothing, we do). Client-safe.
 */
import type { Translations } from '#app/lib/locale.ts';
import { CARD_REFUND_WORKING_DAYS } from './refund-timing.ts';

const { fewest, most } = CARD_REFUND_WORKING_DAYS;

export interface FinalMoneyText {
  /** The cancellation charge kept under the terms, of what was paid. */
  charge: (kept: string, paid: string) => string;
  /** Everything paid kept. */
  chargeAll: (paid: string) => string;
  /** Nothing kept: everything paid comes back. */
  noCharge: (paid: string) => string;
  /** What the booking has cost in all, once every refund is back. */
  finalCost: (amount: string) => string;
  nothingInAll: string;
  /** The part going back to the card, and when a bank usually shows it. */
  cardBack: (amount: string) => string;
  /** The part owed back on money taken by bank transfer or in cash. */
  byHandBack: (amount: string) => string;
}

export const FINAL_MONEY_TEXT: Translations<FinalMoneyText> = {
  en: {
    charge: (kept, paid) =>
      `Under our cancellation terms we keep ${kept} of the ${paid} you paid, as the cancellation charge.`,
    chargeAll: (paid) =>
      `Under our cancellation terms we keep everything you paid (${paid}), as the cancellation charge.`,
    noCharge: (paid) =>
      `We keep no cancellation charge: everything you paid (${paid}) comes back to you.`,
    finalCost: (amount) => `In all, your booking costs you ${amount}.`,
    nothingInAll: 'In all, your booking costs you nothing.',
    cardBack: (amount) =>
      `${amount} goes back to the card you paid with; banks usually show a card refund within ${fewest} to ${most} working days. A credit note follows by e-mail for each payment refunded.`,
    byHandBack: (amount) =>
      `We will pay ${amount} back to you ourselves, the way you paid, and will be in touch if we need your bank details.`,
  },
  cy: {
    charge: (kept, paid) =>
      `Yn unol â'n hamodau canslo, byddwn yn cadw ${kept} o'r ${paid} a daloch, fel tâl canslo.`,
    chargeAll: (paid) =>
      `Yn unol â'n hamodau canslo, byddwn yn cadw popeth a daloch (${paid}), fel tâl canslo.`,
    noCharge: (paid) =>
      `Nid ydym yn cadw unrhyw dâl canslo: mae popeth a daloch (${paid}) yn dod yn ôl i chi.`,
    finalCost: (amount) => `Felly, cyfanswm cost eich archeb i chi yw ${amount}.`,
    nothingInAll: 'Felly, nid yw eich archeb yn costio dim i chi.',
    cardBack: (amount) =>
      `Mae ${amount} yn mynd yn ôl i'r cerdyn y talwyd ag ef; mae banciau fel arfer yn dangos ad-daliad cerdyn o fewn ${fewest} i ${most} diwrnod gwaith. Daw nodyn credyd drwy e-bost ar gyfer pob taliad a ad-dalwyd.`,
    byHandBack: (amount) =>
      `Byddwn yn talu ${amount} yn ôl i chi ein hunain, yr un ffordd ag y taloch, a byddwn yn cysylltu os bydd angen manylion eich banc arnom.`,
  },
};

/** The charge kept and the final cost, as two sentences. */
export function finalMoneySentences(
  t: FinalMoneyText,
  money: { paid: string; kept: string; keptPence: number; paidPence: number },
): string[] {
  if (money.keptPence <= 0) return [t.noCharge(money.paid), t.nothingInAll];
  return [
    money.keptPence >= money.paidPence ? t.chargeAll(money.paid) : t.charge(money.kept, money.paid),
    t.finalCost(money.kept),
  ];
}
