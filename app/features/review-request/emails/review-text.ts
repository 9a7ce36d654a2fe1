/**
 * The review request in each language of the site. Everyone is asked, and the words say any
 * review, good or bad, is welcome: a review asked for only from the happy ones is not honest, and
 * under the DMCC Act 2024 not lawful either.
 */
import type { Translations } from '#app/lib/locale.ts';
import { whenInSentence, type DateAndTime } from '#app/lib/welsh-in-sentence.ts';

interface ReviewEmailText {
  subject: (id: string) => string;
  preview: string;
  heading: (firstName: string) => string;
  thanks: (pickup: DateAndTime) => string;
  ask: string;
  anyReview: string;
  link: string;
  optOut: string;
}

export const REVIEW_EMAIL_TEXT = {
  en: {
    subject: (id) => `Thank you for travelling with Bus4U (${id})`,
    preview: 'How was your journey? We would love to hear.',
    heading: (firstName) => `Thank you, ${firstName}`,
    thanks: (pickup) =>
      `Thank you for choosing us for your journey on ${whenInSentence(pickup, 'en')}. We hope it went well.`,
    ask: 'Would you take a minute to tell others how it went in a Google review?',
    anyReview:
      'Every review is welcome, good or bad: it helps other travellers choose, and it shows us what to do better.',
    link: 'Leave a review on Google',
    optOut: 'Rather we did not ask you for reviews? You can tell us here:',
  },
  cy: {
    subject: (id) => `Diolch am deithio gyda Bus4U (${id})`,
    preview: 'Sut aeth eich taith? Byddem wrth ein bodd yn clywed gennych.',
    heading: (firstName) => `Diolch, ${firstName}`,
    thanks: (pickup) =>
      `Diolch am ein dewis ni ar gyfer eich taith ${whenInSentence(pickup, 'cy')}. Gobeithio iddi fynd yn dda.`,
    ask: "A fyddech chi'n fodlon cymryd munud i ddweud wrth eraill sut aeth hi, mewn adolygiad ar Google?",
    anyReview:
      "Mae croeso i bob adolygiad, da neu ddrwg: mae'n helpu teithwyr eraill i ddewis, ac yn dangos i ni beth i'w wella.",
    link: 'Gadael adolygiad ar Google',
    optOut:
      "Byddai'n well gennych i ni beidio â gofyn i chi am adolygiadau? Gallwch ddweud wrthym yma:",
  },
} satisfies Translations<ReviewEmailText>;
