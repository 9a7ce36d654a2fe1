/**
 * Every visible text of /thanks and of its calendar file, in both languages. The
 * English values are the spec's, still exported under their old names from thanks-constants.ts;
 * the Welsh follow app/content/cy/glossary.md. Client-safe and light: the page's first load
 * pulls it in.
 */
import { BUSINESS } from '#app/content/business.ts';
import { QUOTE_REPLY_HOURS } from '#app/lib/quote-facts.ts';
import type { Translations } from '#app/lib/locale.ts';
import { atTime, dateInSentence, standaloneDate } from '#app/lib/welsh-in-sentence.ts';
import {
  BACK_HOME_LABEL,
  CALENDAR_ALARM_TEXT,
  CALENDAR_BUTTON_LABEL,
  CALENDAR_HEADING,
  CALENDAR_NOTE,
  CALENDAR_REMINDER_HOURS,
  CAROUSEL_LABEL,
  CONTACT_HEADING,
  CONTACT_LEAD,
  FLEET_HEADING,
  FLEET_LEAD,
  INFO_CARDS,
  INFO_CARDS_LABEL,
  LICENCE_HEADING,
  NEXT_STEPS,
  NEXT_STEPS_HEADING,
  TESTIMONIALS_HEADING,
  THANKS_BADGE,
  THANKS_LEAD,
  THANKS_TITLE,
  TOAST_CALENDAR_FAILED_TEXT,
  TOAST_CALENDAR_FAILED_TITLE,
  TOAST_CALENDAR_MISSING_TEXT,
  TOAST_CALENDAR_MISSING_TITLE,
  TOAST_CALENDAR_SUCCESS_TEXT,
  TOAST_CALENDAR_SUCCESS_TITLE,
  slideLabel,
} from './thanks-constants.ts';

const card = (id: (typeof INFO_CARDS)[number]['id']) => {
  const found = INFO_CARDS.find((c) => c.id === id)!;
  return { title: found.title, text: found.text };
};

export interface ThanksText {
  badge: string;
  title: string;
  lead: string;
  /** The badge, title and lead when the request got an instant offer: nothing to wait for. */
  offerBadge: string;
  offerTitle: string;
  offerLead: string;
  whatsappUs: string;
  opensInNewTab: string;
  call: (phone: string) => string;
  emailUs: string;
  nextStepsHeading: string;
  nextSteps: readonly string[];
  /** What happens next when the price is already on the page. */
  offerNextSteps: readonly string[];
  infoCardsLabel: string;
  infoCards: {
    whatsapp: { title: string; text: string };
    spam: { title: string; text: string };
    local: { title: string; text: string };
  };
  fleetEyebrow: string;
  fleetHeading: string;
  fleetLead: string;
  carouselLabel: string;
  slideLabel: (index: number, total: number) => string;
  upTo: (seats: number) => string;
  /** A vehicle photo's alt text, from the vehicle's name in that language. */
  vehicleAlt: (name: string) => string;
  pauseSlideshow: string;
  playSlideshow: string;
  previousSlide: string;
  nextSlide: string;
  backHome: string;
  contactEyebrow: string;
  contactHeading: string;
  contactLead: string;
  testimonialsHeading: string;
  licenceHeading: string;
  licence: {
    operatorLicence: string;
    councilAuthorisation: string;
    companyNumber: string;
    vatNumber: string;
  };
  /** The journey card. */
  calendarHeading: string;
  calendarButton: string;
  calendarNote: string;
  quoteRequest: string;
  route: string;
  pickupLabel: string;
  pickupFallback: string;
  to: string;
  at: (date: string, time: string) => string;
  outbound: string;
  return: string;
  passengersLabel: string;
  passengers: (n: number) => string;
  toastCalendarSuccessTitle: string;
  toastCalendarSuccessText: string;
  toastCalendarMissingTitle: string;
  toastCalendarMissingText: string;
  toastCalendarFailedTitle: string;
  toastCalendarFailedText: string;
  /** The .ics file's own words. */
  ics: {
    title: (from: string, to: string) => string;
    titleTo: (to: string) => string;
    titleOnly: string;
    intro: string;
    service: (service: string) => string;
    passengers: (n: number) => string;
    /** The pickup place, then its date and time given separately (welsh-in-sentence.ts). */
    pickup: (from: string, when: { date: string; time: string }) => string;
    toBeConfirmed: string;
    destination: (to: string) => string;
    quoteArrives: string;
    questions: string;
    alarm: string;
  };
}

export const THANKS_TEXT = {
  en: {
    badge: THANKS_BADGE,
    title: THANKS_TITLE,
    lead: THANKS_LEAD,
    offerBadge: 'Your price is ready',
    offerTitle: 'Thank you, your journey can be booked now',
    offerLead:
      'We have your details. The price below is firm and held for you. Questions first? We are open 24/7.',
    whatsappUs: 'WhatsApp us',
    opensInNewTab: '(opens in a new tab)',
    call: (phone) => `Call ${phone}`,
    emailUs: 'Email us',
    nextStepsHeading: NEXT_STEPS_HEADING,
    nextSteps: NEXT_STEPS,
    offerNextSteps: [
      'Tap Book now to read your price, what it includes and our cancellation terms.',
      'Accept it, and pay anything due now on our payment provider’s secure page.',
      'Your booking is confirmed straight away, by e-mail, with a calendar file for your trip.',
    ],
    infoCardsLabel: INFO_CARDS_LABEL,
    infoCards: { whatsapp: card('whatsapp'), spam: card('spam'), local: card('local') },
    fleetEyebrow: 'Our fleet',
    fleetHeading: FLEET_HEADING,
    fleetLead: FLEET_LEAD,
    carouselLabel: CAROUSEL_LABEL,
    slideLabel,
    upTo: (seats) => `Up to ${seats}`,
    vehicleAlt: (name) => `The Bus4U ${name.toLowerCase()}`,
    pauseSlideshow: 'Pause slideshow',
    playSlideshow: 'Play slideshow',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    backHome: BACK_HOME_LABEL,
    contactEyebrow: 'Contact',
    contactHeading: CONTACT_HEADING,
    contactLead: CONTACT_LEAD,
    testimonialsHeading: TESTIMONIALS_HEADING,
    licenceHeading: LICENCE_HEADING,
    licence: {
      operatorLicence: 'Operator licence',
      councilAuthorisation: 'Council authorisation',
      companyNumber: 'Company number',
      vatNumber: 'VAT number',
    },
    calendarHeading: CALENDAR_HEADING,
    calendarButton: CALENDAR_BUTTON_LABEL,
    calendarNote: CALENDAR_NOTE,
    quoteRequest: 'Quote request',
    route: 'Route',
    pickupLabel: 'Pickup',
    pickupFallback: 'Pickup',
    to: 'to',
    at: (date, time) => `${date} at ${time}`,
    outbound: 'Outbound',
    return: 'Return',
    passengersLabel: 'Passengers',
    passengers: (n) => `${n} ${n === 1 ? 'passenger' : 'passengers'}`,
    toastCalendarSuccessTitle: TOAST_CALENDAR_SUCCESS_TITLE,
    toastCalendarSuccessText: TOAST_CALENDAR_SUCCESS_TEXT,
    toastCalendarMissingTitle: TOAST_CALENDAR_MISSING_TITLE,
    toastCalendarMissingText: TOAST_CALENDAR_MISSING_TEXT,
    toastCalendarFailedTitle: TOAST_CALENDAR_FAILED_TITLE,
    toastCalendarFailedText: TOAST_CALENDAR_FAILED_TEXT,
    ics: {
      title: (from, to) => `${BUSINESS.name}: ${from} to ${to}`,
      titleTo: (to) => `${BUSINESS.name}: journey to ${to}`,
      titleOnly: `${BUSINESS.name}: your journey`,
      intro: `Your ${BUSINESS.name} journey (quote requested)`,
      service: (service) => `Service: ${service}`,
      passengers: (n) => `Passengers: ${n}`,
      pickup: (from, { date, time }) =>
        `Pickup: ${from} ${atTime(time, 'en')} on ${dateInSentence(date, 'en')}`,
      toBeConfirmed: 'to be confirmed',
      destination: (to) => `Destination: ${to}`,
      quoteArrives: `Your personalised quote arrives within ${QUOTE_REPLY_HOURS} hours.`,
      questions: `Questions? Call or WhatsApp us on ${BUSINESS.phone.display} (24/7), or e-mail ${BUSINESS.email}.`,
      alarm: CALENDAR_ALARM_TEXT,
    },
  },
  cy: {
    badge: "Cais wedi'i dderbyn",
    title: "Diolch, mae eich cais am ddyfynbris wedi'i anfon",
    lead: `Mae eich manylion gyda ni. Bydd aelod o'n tîm yng Nghaerdydd yn anfon dyfynbris personol atoch o fewn ${QUOTE_REPLY_HOURS} awr. Angen ateb yn gynt? Rydym ar agor 24/7.`,
    offerBadge: 'Mae eich pris yn barod',
    offerTitle: 'Diolch, gallwch archebu eich taith nawr',
    offerLead:
      "Mae eich manylion gyda ni. Mae'r pris isod yn sefydlog, ac rydym yn ei gadw i chi. Oes gennych gwestiwn cyn archebu? Rydym ar agor 24/7.",
    whatsappUs: 'WhatsApp',
    opensInNewTab: '(yn agor mewn tab newydd)',
    call: (phone) => `Ffonio ${phone}`,
    emailUs: 'Anfon e-bost',
    nextStepsHeading: 'Beth sy’n digwydd nesaf',
    nextSteps: [
      "Rydym yn gwirio argaeledd ac yn dewis y cerbyd gorau i'ch grŵp.",
      `Bydd eich dyfynbris personol yn cyrraedd o fewn ${QUOTE_REPLY_HOURS} awr, drwy WhatsApp neu e-bost.`,
      "Yn hapus ag ef? Atebwch i gadarnhau ac mae eich taith wedi'i harchebu.",
    ],
    offerNextSteps: [
      "Tapiwch Archebu nawr i ddarllen eich pris, beth sydd wedi'i gynnwys a'n hamodau canslo.",
      "Derbyniwch ef, a thalwch unrhyw beth sy'n ddyledus nawr ar dudalen ddiogel ein darparwr taliadau.",
      'Caiff eich archeb ei chadarnhau ar unwaith, drwy e-bost, gyda ffeil calendr ar gyfer eich taith.',
    ],
    infoCardsLabel: 'Tra byddwch yn aros',
    infoCards: {
      whatsapp: {
        title: 'Cadwch lygad am ein neges WhatsApp',
        text: `Rydym fel arfer yn ateb ar WhatsApp, o'n cyfrif busnes ${BUSINESS.name} wedi'i ddilysu, felly gallwch wirio mai ni sydd yno.`,
      },
      spam: {
        title: 'Edrychwch yn eich ffolder sbam',
        text: "Os nad yw ein he-bost wedi cyrraedd, efallai ei fod wedi'i hidlo. Marciwch ef yn ddiogel er mwyn i chi weld ein hateb.",
      },
      local: {
        title: `Nid brocer: yn lleol ers ${BUSINESS.localSince}`,
        text: `Nid brocer ydym ni: ein tîm ein hunain sy'n gyrru pob taith. Rydym wedi bod yng Nghaerdydd ers ${BUSINESS.localSince}.`,
      },
    },
    fleetEyebrow: 'Ein fflyd',
    fleetHeading: 'Y cerbydau y gallech chi deithio ynddynt',
    fleetLead:
      "Glân, modern ac yn cael eu gyrru gan ein gyrwyr ein hunain sydd wedi'u gwirio gan y DBS, o MPV moethus i fws mini 16 sedd.",
    carouselLabel: 'Ein fflyd',
    slideLabel: (index, total) => `${index + 1} o ${total}`,
    upTo: (seats) => `Hyd at ${seats}`,
    vehicleAlt: (name) => `${name} Bus4U`,
    pauseSlideshow: 'Oedi’r sioe sleidiau',
    playSlideshow: 'Chwarae’r sioe sleidiau',
    previousSlide: 'Sleid flaenorol',
    nextSlide: 'Sleid nesaf',
    backHome: "Yn ôl i'r hafan",
    contactEyebrow: 'Cysylltu',
    contactHeading: 'Ffyrdd o gysylltu â ni',
    contactLead:
      "Mae ein tîm yng Nghaerdydd yn ateb ddydd a nos, pa ffordd bynnag sy'n gyfleus i chi.",
    testimonialsHeading: 'Beth mae ein teithwyr yn ei ddweud',
    licenceHeading: 'Trwyddedig ac atebol',
    licence: {
      operatorLicence: 'Trwydded gweithredwr',
      councilAuthorisation: 'Awdurdodiad y cyngor',
      companyNumber: 'Rhif cwmni',
      vatNumber: 'Rhif TAW',
    },
    calendarHeading: 'Eich taith',
    calendarButton: 'Ychwanegu at fy nghalendr',
    calendarNote: `Digwyddiad awr o hyd ar eich amser casglu, gyda nodyn atgoffa ${CALENDAR_REMINDER_HOURS} awr ymlaen llaw.`,
    quoteRequest: 'Cais am ddyfynbris',
    route: 'Llwybr',
    pickupLabel: 'Casglu',
    pickupFallback: 'Man casglu',
    to: '→',
    at: (date, time) => `${date} am ${time}`,
    outbound: 'Allan',
    return: 'Yn ôl',
    passengersLabel: 'Teithwyr',
    passengers: (n) => (n === 1 ? '1 teithiwr' : `${n} o deithwyr`),
    toastCalendarSuccessTitle: "Digwyddiad calendr wedi'i lawrlwytho!",
    toastCalendarSuccessText: "Agorwch y ffeil i ychwanegu'r daith hon at eich ap calendr.",
    toastCalendarMissingTitle: 'Nid oes digwyddiad calendr ar gael',
    toastCalendarMissingText:
      'Nid oedd modd creu digwyddiad calendr. Ychwanegwch fanylion eich taith at eich calendr eich hun, os gwelwch yn dda.',
    toastCalendarFailedTitle: 'Methodd y lawrlwytho',
    toastCalendarFailedText:
      "Aeth rhywbeth o'i le wrth greu'r ffeil calendr. Rhowch gynnig arall arni, os gwelwch yn dda.",
    ics: {
      title: (from, to) => `${BUSINESS.name}: ${from} → ${to}`,
      titleTo: (to) => `${BUSINESS.name}: taith → ${to}`,
      titleOnly: `${BUSINESS.name}: eich taith`,
      intro: `Eich taith gyda ${BUSINESS.name} (cais am ddyfynbris wedi'i anfon)`,
      service: (service) => `Gwasanaeth: ${service}`,
      passengers: (n) => `Teithwyr: ${n}`,
      // The date follows a label, so it keeps the glossary's form; "am" takes only the time.
      pickup: (from, { date, time }) =>
        `Man casglu: ${from}. Dyddiad: ${standaloneDate(date, 'cy')}, ${atTime(time, 'cy')}`,
      toBeConfirmed: "i'w gadarnhau",
      destination: (to) => `Cyrchfan: ${to}`,
      quoteArrives: `Bydd eich dyfynbris personol yn cyrraedd o fewn ${QUOTE_REPLY_HOURS} awr.`,
      questions: `Cwestiynau? Ffoniwch ni neu anfonwch neges WhatsApp ar ${BUSINESS.phone.display} (24/7), neu e-bostiwch ${BUSINESS.email}.`,
      alarm: 'Mae eich taith gyda Bus4U yfory',
    },
  },
} satisfies Translations<ThanksText>;
