/**
 * The reminders of an unanswered price, in each language of the site: a short nudge after it was
 * sent, and a last one the day before it runs out. Amounts and dates arrive formatted.
 */
import type { Translations } from '#app/lib/locale.ts';

interface PriceChaseText {
  subjectAfterSent: (total: string, id: string) => string;
  subjectBeforeExpiry: (total: string, id: string) => string;
  preview: (total: string, validUntil: string) => string;
  heading: (firstName: string) => string;
  afterSent: (total: string, validUntil: string) => string;
  beforeExpiry: (total: string, validUntil: string) => string;
  howToAnswer: string;
  link: string;
}

export const PRICE_CHASE_TEXT = {
  en: {
    subjectAfterSent: (total, id) => `Your Bus4U price of ${total} is waiting for you (${id})`,
    subjectBeforeExpiry: (total, id) => `Your Bus4U price of ${total} ends tomorrow (${id})`,
    preview: (total, validUntil) => `${total}, valid until ${validUntil}`,
    heading: (firstName) => `Hello ${firstName}`,
    afterSent: (total, validUntil) =>
      `Just a gentle reminder: the price of ${total} we sent for your journey stands until ${validUntil}.`,
    beforeExpiry: (total, validUntil) =>
      `The price of ${total} we sent for your journey stands until the end of ${validUntil}, so there is still time to book it.`,
    howToAnswer:
      'You can accept or decline it on your page. If anything needs changing, reply to this e-mail or give us a call.',
    link: 'Your price',
  },
  cy: {
    subjectAfterSent: (total, id) => `Mae eich pris o ${total} gan Bus4U yn aros amdanoch (${id})`,
    subjectBeforeExpiry: (total, id) =>
      `Mae eich pris o ${total} gan Bus4U yn dod i ben yfory (${id})`,
    preview: (total, validUntil) => `${total}, yn ddilys tan ${validUntil}`,
    heading: (firstName) => `Helo ${firstName}`,
    afterSent: (total, validUntil) =>
      `Nodyn bach i'ch atgoffa: mae'r pris o ${total} a anfonwyd gennym ar gyfer eich taith yn ddilys tan ${validUntil}.`,
    beforeExpiry: (total, validUntil) =>
      `Mae'r pris o ${total} a anfonwyd gennym ar gyfer eich taith yn ddilys tan ddiwedd ${validUntil}, felly mae amser o hyd i archebu'r daith.`,
    howToAnswer:
      'Gallwch ei dderbyn neu ei wrthod ar eich tudalen. Os oes angen newid unrhyw beth, atebwch yr e-bost hwn neu ffoniwch ni.',
    link: 'Eich pris',
  },
} satisfies Translations<PriceChaseText>;
