/**
 * Every visible text of the quote form, the dialog and the /quote page in both languages. The English values are the spec's exact words and stay exported under their old names in
 * quote-constants.ts; the Welsh follow app/content/cy/glossary.md ("chi" register). Client-safe.
 */
import type { ServiceType } from '#app/content/types.ts';
import type { Translations } from '#app/lib/locale.ts';
import { TOAST_VALIDATION_TEXT } from '#app/lib/quote-facts.ts';
import { SERVICE_TYPE_TEXT } from '#app/lib/service-types.ts';
import type { QuoteField } from './quote-form-fields.ts';

export interface QuoteText {
  /** Dialog and page heading, and the promise under it. */
  title: string;
  lead: (hours: number) => string;
  /** The dialog's heading and promise once the instant price says this journey can be booked now. */
  titleBookNow: string;
  leadBookNow: string;
  dbsChecked: string;
  localSince: (hours: string, year: number | string) => string;
  close: string;
  formLabel: string;
  legends: { journey: string; details: string; trip: string };
  labels: Record<QuoteField, string>;
  serviceTypes: Record<ServiceType, string>;
  chooseService: string;
  directions: { 'one-way': string; return: string };
  pickupHint: string;
  pickupPlaceholder: string;
  destinationHint: string;
  destinationPlaceholder: string;
  emailHint: string;
  phoneHint: string;
  phonePlaceholder: string;
  returnFlightHeading: string;
  returnJourneyHeading: string;
  returnJourneyNote: string;
  returnFlightTimeLabel: string;
  returnFlightNote: string;
  passengersHint: (min: number, max: number) => string;
  removePassenger: string;
  addPassenger: string;
  pickGroupSize: string;
  chooseSize: string;
  yourNumber: (n: number) => string;
  passengersOption: (n: number) => string;
  /** A typed number out of range, and the one used instead. */
  passengersAdjusted: (typed: number, used: number) => string;
  specialRequirementsHint: string;
  charactersLimitReached: (max: string) => string;
  charactersRemaining: (remaining: string, count: number) => string;
  scrollHint: string;
  errorSummaryTitle: string;
  submit: string;
  /** The button while the price on show can be booked this minute. */
  submitBookNow: string;
  submitting: string;
  notSent: string;
  ratherTalk: string;
  toastValidationTitle: string;
  toastValidationText: string;
  toastSubmitFailedTitle: string;
  submitFailedFallback: (phone: string) => string;
  toastSuccessTitle: string;
  toastSuccessText: string;
  /** The toast's words when the answer carried an instant offer: the price is on the next page. */
  toastOfferText: string;
  /** The /quote page's own head. */
  pageTitle: string;
  pageDescription: (hours: number) => string;
  pageUnavailable: (phone: string) => string;
  /** The server's refusals of a form it could not store. */
  rateLimited: string;
  storeUnavailable: (phone: string) => string;
}

export const QUOTE_TEXT = {
  en: {
    title: 'Get your free quote',
    lead: (hours) =>
      `Tell us about your trip and we'll reply within ${hours} hours with a personalised price. No obligation.`,
    titleBookNow: 'Book your journey',
    leadBookNow: 'Your price is below. Send the form and you can book and pay straight away.',
    dbsChecked: 'DBS-checked drivers',
    localSince: (hours, year) => `${hours}, local since ${year}`,
    close: 'Close',
    formLabel: 'Quote request',
    legends: { journey: 'Journey', details: 'Your details', trip: 'Trip' },
    labels: {
      serviceType: 'Service',
      journeyDirection: 'Trip Type',
      pickupLocation: 'Pickup Location',
      destination: 'Destination',
      pickupDate: 'Pickup Date',
      pickupTime: 'Pickup Time',
      returnDate: 'Return Date',
      returnTime: 'Return Time',
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email Address',
      countryCode: 'Country Code',
      phone: 'Phone Number',
      passengers: 'Passengers',
      specialRequirements: 'Special Requirements',
    },
    serviceTypes: SERVICE_TYPE_TEXT.en,
    chooseService: 'Choose the closest match',
    directions: { 'one-way': 'One-way', return: 'Return' },
    pickupHint: 'An address, postcode or place, e.g. CF10 1EP',
    pickupPlaceholder: 'Where should we pick you up?',
    destinationHint: 'An address, airport, venue or town',
    destinationPlaceholder: 'Where are you going?',
    emailHint: 'We send your quote here.',
    phoneHint: 'So your driver can reach you on the day.',
    phonePlaceholder: '07700 900123',
    returnFlightHeading: 'Your return flight',
    returnJourneyHeading: 'Your return journey',
    returnJourneyNote: 'When should we bring you back?',
    returnFlightTimeLabel: 'Return Flight Arrival Time *',
    returnFlightNote:
      "We track your flight using the flight number we'll ask for when we confirm your booking, so your driver is there when you land, even if you're delayed.",
    passengersHint: (min, max) =>
      `Everyone travelling, children included (${min} to ${max}). For more than 16 we send more than one vehicle.`,
    removePassenger: 'Remove a passenger',
    addPassenger: 'Add a passenger',
    pickGroupSize: 'Or pick a group size',
    chooseSize: 'Choose a size',
    yourNumber: (n) => `${n} (your number)`,
    passengersOption: (n) => `${n} passengers`,
    passengersAdjusted: (typed, used) =>
      typed > used
        ? `One request takes up to ${used} passengers, so we have put ${used}. For a bigger group, tell us how many under Special Requirements, or call us.`
        : `At least ${used} passenger travels, so we have put ${used}.`,
    specialRequirementsHint:
      'Luggage, child seats, wheelchair access, stops on the way, or anything else we should know.',
    charactersLimitReached: (max) => `You have reached the ${max} character limit`,
    charactersRemaining: (remaining, count) =>
      `You have ${remaining} character${count === 1 ? '' : 's'} remaining`,
    scrollHint: 'Please scroll down to complete all required fields',
    errorSummaryTitle: 'There is a problem',
    submit: 'Get my free quote',
    submitBookNow: 'Book this journey now',
    submitting: 'Sending Your Request...',
    notSent: 'We could not send your request.',
    ratherTalk: 'Rather talk?',
    toastValidationTitle: 'Validation Error',
    toastValidationText: TOAST_VALIDATION_TEXT,
    toastSubmitFailedTitle: 'Submission Failed',
    submitFailedFallback: (phone) => `Please call us: ${phone}`,
    toastSuccessTitle: 'Quote Request Sent! ✅',
    toastSuccessText: "We'll contact you within 24 hours with your quote.",
    toastOfferText: 'Your price is ready to book on the next page.',
    pageTitle: 'Get a Free Minibus Quote | Bus4U Cardiff',
    pageDescription: (hours) =>
      `Tell us about your trip and we will reply within ${hours} hours with a personalised price. No obligation.`,
    pageUnavailable: (phone) =>
      `We could not take your request here just now. Please call us: ${phone}`,
    rateLimited: 'Too many quote requests from this address. Please call us.',
    storeUnavailable: (phone) =>
      `We could not save your request just now. Please try again in a minute, or call us: ${phone}`,
  },
  cy: {
    title: 'Cael dyfynbris am ddim',
    lead: (hours) =>
      `Dywedwch wrthym am eich taith a byddwn yn anfon pris personol atoch o fewn ${hours} awr. Heb unrhyw ymrwymiad.`,
    titleBookNow: 'Archebu eich taith',
    leadBookNow: "Mae'ch pris isod. Anfonwch y ffurflen a gallwch archebu a thalu ar unwaith.",
    dbsChecked: "Gyrwyr wedi'u gwirio gan y DBS",
    localSince: (hours, year) => `${hours}, yn lleol ers ${year}`,
    close: 'Cau',
    formLabel: 'Gofyn am ddyfynbris',
    legends: { journey: 'Y daith', details: 'Eich manylion', trip: 'Y teithwyr' },
    labels: {
      serviceType: 'Gwasanaeth',
      journeyDirection: 'Math o daith',
      pickupLocation: 'Man casglu',
      destination: 'Cyrchfan',
      pickupDate: 'Dyddiad casglu',
      pickupTime: 'Amser casglu',
      returnDate: 'Dyddiad dychwelyd',
      returnTime: 'Amser dychwelyd',
      firstName: 'Enw cyntaf',
      lastName: 'Cyfenw',
      email: 'Cyfeiriad e-bost',
      countryCode: 'Cod gwlad',
      phone: 'Rhif ffôn',
      passengers: 'Teithwyr',
      specialRequirements: 'Gofynion arbennig',
    },
    serviceTypes: SERVICE_TYPE_TEXT.cy,
    chooseService: 'Dewiswch yr un agosaf',
    directions: { 'one-way': 'Un ffordd', return: 'Yno ac yn ôl' },
    pickupHint: 'Cyfeiriad, cod post neu le, e.e. CF10 1EP',
    pickupPlaceholder: "O ble gawn ni'ch casglu?",
    destinationHint: 'Cyfeiriad, maes awyr, lleoliad neu dref',
    destinationPlaceholder: "I ble rydych chi'n mynd?",
    emailHint: 'Byddwn yn anfon eich dyfynbris yma.',
    phoneHint: "Er mwyn i'ch gyrrwr allu cysylltu â chi ar y diwrnod.",
    phonePlaceholder: '07700 900123',
    returnFlightHeading: 'Eich hediad yn ôl',
    returnJourneyHeading: 'Eich taith yn ôl',
    returnJourneyNote: "Pryd hoffech chi i ni ddod â chi'n ôl?",
    returnFlightTimeLabel: 'Amser glanio eich hediad yn ôl *',
    returnFlightNote:
      "Rydym yn dilyn eich hediad drwy ddefnyddio rhif yr hediad y byddwn yn gofyn amdano wrth gadarnhau eich archeb, felly bydd eich gyrrwr yno pan fyddwch yn glanio, hyd yn oed os yw'r hediad yn hwyr.",
    passengersHint: (min, max) =>
      `Pawb sy'n teithio, gan gynnwys plant (${min} i ${max}). I fwy nag 16, rydym yn anfon mwy nag un cerbyd.`,
    removePassenger: 'Tynnu teithiwr',
    addPassenger: 'Ychwanegu teithiwr',
    pickGroupSize: 'Neu dewiswch faint y grŵp',
    chooseSize: 'Dewiswch faint',
    yourNumber: (n) => `${n} (eich nifer chi)`,
    passengersOption: (n) => `${n} o deithwyr`,
    passengersAdjusted: (typed, used) =>
      typed > used
        ? `Mae un cais yn cymryd hyd at ${used} o deithwyr, felly rydym wedi rhoi ${used}. I grŵp mwy, dywedwch wrthym faint o dan Gofynion arbennig, neu ffoniwch ni.`
        : `Mae o leiaf ${used} teithiwr yn teithio, felly rydym wedi rhoi ${used}.`,
    specialRequirementsHint:
      'Bagiau, seddi plant, mynediad i gadair olwyn, aros ar y ffordd, neu unrhyw beth arall y dylem ei wybod.',
    charactersLimitReached: (max) => `Rydych wedi cyrraedd y terfyn o ${max} nod`,
    charactersRemaining: (remaining) => `Mae gennych ${remaining} nod ar ôl`,
    scrollHint: "Sgroliwch i lawr i lenwi'r holl feysydd gofynnol",
    errorSummaryTitle: 'Mae problem',
    submit: 'Cael fy nyfynbris am ddim',
    submitBookNow: "Archebu'r daith hon nawr",
    submitting: 'Yn anfon eich cais...',
    notSent: 'Nid oedd modd anfon eich cais.',
    ratherTalk: "Byddai'n well gennych siarad?",
    toastValidationTitle: 'Gwiriwch y ffurflen',
    toastValidationText: 'Llenwch bob maes gofynnol yn gywir, os gwelwch yn dda.',
    toastSubmitFailedTitle: 'Heb ei anfon',
    submitFailedFallback: (phone) => `Ffoniwch ni: ${phone}`,
    toastSuccessTitle: "Mae eich cais wedi'i anfon! ✅",
    toastSuccessText: "Byddwn yn cysylltu â chi o fewn 24 awr gyda'ch dyfynbris.",
    toastOfferText: "Mae eich pris yn barod i'w archebu ar y dudalen nesaf.",
    pageTitle: 'Dyfynbris bws mini am ddim | Bus4U Caerdydd',
    pageDescription: (hours) =>
      `Dywedwch wrthym am eich taith a byddwn yn anfon pris personol atoch o fewn ${hours} awr. Heb unrhyw ymrwymiad.`,
    pageUnavailable: (phone) =>
      `Nid oedd modd derbyn eich cais yma ar hyn o bryd. Ffoniwch ni: ${phone}`,
    rateLimited:
      "Mae gormod o geisiadau wedi dod o'r cyfeiriad hwn. Ffoniwch ni, os gwelwch yn dda.",
    storeUnavailable: (phone) =>
      `Nid oedd modd cadw eich cais ar hyn o bryd. Rhowch gynnig arall arni ymhen munud, neu ffoniwch ni: ${phone}`,
  },
} satisfies Translations<QuoteText>;
