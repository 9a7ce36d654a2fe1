import type { Translations } from '#app/lib/locale.ts';

/** The cookie banner and its per-purpose settings. */
export interface ConsentText {
  region: string;
  question: string;
  privacyPolicy: string;
  letMeChoose: string;
  rejectAll: string;
  acceptAll: string;
  legend: string;
  analytics: string;
  advertising: string;
  save: string;
}

export const CONSENT_TEXT = {
  en: {
    region: 'Cookie choices',
    question: 'May we use cookies for analytics and ads? Only if you agree.',
    privacyPolicy: 'Privacy policy',
    letMeChoose: 'Let me choose',
    rejectAll: 'Reject all',
    acceptAll: 'Accept all',
    legend: 'Choose which cookies to allow',
    analytics: 'Analytics (how visitors use the site)',
    advertising: 'Advertising (measuring our Google ads)',
    save: 'Save my choices',
  },
  cy: {
    region: 'Dewisiadau cwcis',
    question:
      "Gawn ni ddefnyddio cwcis ar gyfer dadansoddi a hysbysebion? Dim ond os ydych chi'n cytuno.",
    privacyPolicy: 'Polisi preifatrwydd',
    letMeChoose: 'Gadewch i mi ddewis',
    rejectAll: 'Gwrthod y cyfan',
    acceptAll: 'Derbyn y cyfan',
    legend: "Dewiswch pa gwcis i'w caniatáu",
    analytics: "Dadansoddi (sut mae ymwelwyr yn defnyddio'r wefan)",
    advertising: 'Hysbysebu (mesur ein hysbysebion Google)',
    save: 'Cadw fy newisiadau',
  },
} satisfies Translations<ConsentText>;
