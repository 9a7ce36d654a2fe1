/** The opt-out page of the review e-mail, in each language of the site. */
import type { Translations } from '#app/lib/locale.ts';

interface ReviewOptOutText {
  title: string;
  heading: string;
  body: string;
  button: string;
  doneHeading: string;
  doneBody: string;
}

export const REVIEW_OPT_OUT_TEXT = {
  en: {
    title: 'Review requests | Bus4U',
    heading: 'Stop review requests?',
    body: 'Press the button and we will not ask you for a review again. Nothing else changes: you will still get the e-mails about your bookings.',
    button: 'Stop review requests',
    doneHeading: 'Done: no more review requests',
    doneBody: 'We will not ask you for a review again. Thank you for travelling with us.',
  },
  cy: {
    title: 'Ceisiadau am adolygiad | Bus4U',
    heading: 'Atal ceisiadau am adolygiad?',
    body: 'Pwyswch y botwm ac ni fyddwn yn gofyn i chi am adolygiad eto. Ni fydd dim byd arall yn newid: byddwch yn dal i gael yr e-byst am eich archebion.',
    button: 'Atal ceisiadau am adolygiad',
    doneHeading: 'Dyna ni: dim rhagor o geisiadau am adolygiad',
    doneBody: 'Ni fyddwn yn gofyn i chi am adolygiad eto. Diolch am deithio gyda ni.',
  },
} satisfies Translations<ReviewOptOutText>;
