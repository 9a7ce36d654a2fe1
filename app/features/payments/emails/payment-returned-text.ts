/**
 * The customer's e-mail when a payment, or part of it, goes back to their card because their
 * booking could not take it, in each language of the site. It says why in plain words; the
 * credit note follows in its own e-mail when the refund is made.
 */
import type { Translations } from '#app/lib/locale.ts';
import { CARD_REFUND_WORKING_DAYS } from '../refund-timing.ts';

/** Why a booking could not take a payment (the e-mail's and the history's reason). */
export const NOT_TAKEN_REASONS = [
  'more-than-due',
  'cancelled',
  'price-replaced',
  'vehicle-taken',
] as const;
export type NotTakenReason = (typeof NOT_TAKEN_REASONS)[number];

interface PaymentReturnedText {
  subject: (amount: string, id: string) => string;
  heading: (firstName: string) => string;
  why: Record<NotTakenReason, string>;
  back: (amount: string) => string;
  link: string;
  help: string;
}

export const PAYMENT_RETURNED_TEXT = {
  en: {
    subject: (amount, id) => `${amount} is on its way back to your card (${id})`,
    heading: (firstName) => `${firstName}, some of your money is coming back`,
    why: {
      'more-than-due':
        'We received a card payment for more than was left to pay on your booking (a second payment page, perhaps, or money that had already reached us another way). You never pay more than the fare.',
      cancelled:
        'We received a card payment for a booking that had already been cancelled, so there was nothing to pay it for.',
      'price-replaced':
        'We received a card payment for a price that has since been replaced by a new one, so it cannot count towards the new price. Please pay the new price from your booking page.',
      'vehicle-taken':
        'We received your card payment after the time we could hold your booking had ended, and the vehicle is now booked for someone else, so we cannot confirm your booking. We are sorry.',
    },
    back: (amount) =>
      `So ${amount} is going back to the card you paid with, automatically: you do not need to do anything. Banks usually take ${CARD_REFUND_WORKING_DAYS.fewest} to ${CARD_REFUND_WORKING_DAYS.most} working days to show it. We will e-mail you a credit note once it has gone.`,
    link: 'See your booking',
    help: 'If anything looks wrong, just reply to this e-mail or call us.',
  },
  cy: {
    subject: (amount, id) => `Mae ${amount} ar ei ffordd yn ôl i'ch cerdyn (${id})`,
    heading: (firstName) => `${firstName}, mae rhywfaint o'ch arian yn dod yn ôl`,
    why: {
      'more-than-due':
        "Cawsom daliad cerdyn am fwy nag oedd ar ôl i'w dalu ar eich archeb (ail dudalen dalu, efallai, neu arian oedd wedi ein cyrraedd mewn ffordd arall yn barod). Fyddwch chi byth yn talu mwy na'r pris.",
      cancelled:
        "Cawsom daliad cerdyn am archeb oedd wedi'i chanslo'n barod, felly nid oedd dim i'w dalu amdano.",
      'price-replaced':
        "Cawsom daliad cerdyn am bris sydd wedi'i ddisodli gan bris newydd ers hynny, felly ni all gyfrif tuag at y pris newydd. Talwch y pris newydd o dudalen eich archeb.",
      'vehicle-taken':
        "Cawsom eich taliad cerdyn ar ôl i'r amser y gallem gadw eich archeb ddod i ben, ac mae'r cerbyd bellach wedi'i archebu i rywun arall, felly ni allwn gadarnhau eich archeb. Mae'n ddrwg gennym.",
    },
    back: (amount) =>
      `Felly mae ${amount} yn mynd yn ôl i'r cerdyn y talwyd ag ef, yn awtomatig: nid oes angen i chi wneud dim. Mae banciau fel arfer yn cymryd ${CARD_REFUND_WORKING_DAYS.fewest} i ${CARD_REFUND_WORKING_DAYS.most} diwrnod gwaith i'w ddangos. Byddwn yn anfon nodyn credyd atoch drwy e-bost pan fydd wedi mynd.`,
    link: 'Gweld eich archeb',
    help: 'Os oes unrhyw beth yn edrych yn anghywir, atebwch yr e-bost hwn neu ffoniwch ni.',
  },
} satisfies Translations<PaymentReturnedText>;
