/**
 * What a visitor reads about an instant offer on /thanks, English and Welsh: the price with its
 * "Book now", or in one plain line why the request waits for the operator. Client-safe.
 */
import type { Translations } from '#app/lib/locale.ts';
import { timeOnDate, type LondonMoment } from '#app/lib/welsh-in-sentence.ts';
import type { Refusal } from './instant-rules.ts';

export const INSTANT_TEXT = {
  en: {
    yourPrice: (price: string) => `Your price is ${price}`,
    bookNow: 'Book now',
    validUntil: (when: LondonMoment) =>
      `This price is held for you until ${timeOnDate(when, 'en')}.`,
    why: {
      off: 'We price every journey by hand and will reply within 24 hours.',
      'not-priced': 'We price this journey by hand and will reply within 24 hours.',
      service: 'We price this kind of trip by hand and will reply within 24 hours.',
      notice:
        'We check by hand any trip that starts within 48 hours, so we will be in touch shortly.',
      passengers: 'We price larger groups by hand and will reply within 24 hours.',
      driving:
        'This is a long day for one driver, so we will plan it by hand and reply within 24 hours.',
      blackout: 'We check trips on that date by hand and will reply within 24 hours.',
      'no-vehicle': 'We will check which vehicle suits you and reply within 24 hours.',
      'vehicle-busy':
        'Our vehicles look busy at that time, so we will check by hand and reply within 24 hours.',
      'no-driver':
        'Our drivers look busy that day, so we will check by hand and reply within 24 hours.',
    } satisfies Record<Refusal, string>,
  },
  cy: {
    yourPrice: (price: string) => `Eich pris yw ${price}`,
    bookNow: 'Archebu nawr',
    validUntil: (when: LondonMoment) =>
      `Rydym yn cadw'r pris hwn i chi tan ${timeOnDate(when, 'cy')}.`,
    why: {
      off: 'Rydym yn prisio pob taith â llaw a byddwn yn ateb o fewn 24 awr.',
      'not-priced': "Rydym yn prisio'r daith hon â llaw a byddwn yn ateb o fewn 24 awr.",
      service: "Rydym yn prisio'r math hwn o daith â llaw a byddwn yn ateb o fewn 24 awr.",
      notice:
        "Rydym yn gwirio â llaw bob taith sy'n dechrau o fewn 48 awr, felly byddwn mewn cysylltiad cyn hir.",
      passengers: 'Rydym yn prisio grwpiau mwy â llaw a byddwn yn ateb o fewn 24 awr.',
      driving:
        'Mae hwn yn ddiwrnod hir i un gyrrwr, felly byddwn yn ei gynllunio â llaw ac yn ateb o fewn 24 awr.',
      blackout:
        'Rydym yn gwirio teithiau ar y dyddiad hwnnw â llaw a byddwn yn ateb o fewn 24 awr.',
      'no-vehicle': "Byddwn yn gwirio pa gerbyd sy'n addas i chi ac yn ateb o fewn 24 awr.",
      'vehicle-busy':
        "Mae'n ymddangos bod ein cerbydau'n brysur bryd hynny, felly byddwn yn gwirio â llaw ac yn ateb o fewn 24 awr.",
      'no-driver':
        "Mae'n ymddangos bod ein gyrwyr yn brysur y diwrnod hwnnw, felly byddwn yn gwirio â llaw ac yn ateb o fewn 24 awr.",
    } satisfies Record<Refusal, string>,
  },
} satisfies Translations<{
  yourPrice: (price: string) => string;
  bookNow: string;
  validUntil: (when: LondonMoment) => string;
  why: Record<Refusal, string>;
}>;
