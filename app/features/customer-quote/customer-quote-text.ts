/**
 * The words of the customer's /your-quote page in both languages. A request made on a
 * Welsh page is e-mailed the Welsh twin, /cy/your-quote/<token>; the page speaks the language of
 * its path, like every other page. Welsh follows app/content/cy/glossary.md. Client-safe.
 */
import { BUSINESS } from '#app/content/business.ts';
import type { Translations } from '#app/lib/locale.ts';
import type { CustomerQuoteStatus } from './customer-quote-constants.ts';
import type { AnswerRefusal } from './price-rules.ts';

export interface CustomerQuoteText {
  title: (reference: string) => string;
  eyebrow: (reference: string) => string;
  hello: (firstName: string) => string;
  /** `cancelled` says the operator's cancellation; the other causes have their own words. */
  status: Record<CustomerQuoteStatus, { title: string; body: string }>;
  /** A booking the customer cancelled, or released because its payment did not arrive in time. */
  cancelledBy: { customer: string; 'hold-expired': string };
  yourPrice: string;
  yourPriceCancelled: string;
  /** Under the price: VAT named only when the business is VAT-registered (charges it). */
  allIncluded: { vat: string; noVat: string };
  vehicle: string;
  included: string;
  validUntil: string;
  note: string;
  /**
   * Said above the operator's free-text note where the page's language may not be the note's:
   * the operator types it once, in their own words (on the Welsh page, perhaps in English).
   */
  noteAsWritten: string | null;
  journeyHeading: string;
  /** The confirmed booking's calendar file. */
  addToCalendar: string;
  service: string;
  journey: string;
  pickup: string;
  destination: string;
  dateAndTime: string;
  return: string;
  passengers: string;
  specialRequirements: string;
  somethingToChange: string;
  /** Where a journey can no longer be booked online: a fresh request instead. */
  newRequest: string;
  accept: {
    heading: string;
    agreeBefore: string;
    terms: string;
    agreeAfter: string;
    button: string;
    /** The optional address printed on the customer's VAT invoices. */
    invoiceAddress: string;
    invoiceAddressHint: string;
    /** The hint when the address is needed: a full VAT invoice above the simplified limit. */
    invoiceAddressRequiredHint: (limit: string) => string;
  };
  decline: { heading: string; reason: string; button: string };
  contact: {
    label: string;
    call: (phone: string) => string;
    whatsapp: string;
    whatsappMessage: (reference: string) => string;
    email: string;
    emailSubject: (reference: string) => string;
    /** When a link opens nothing, no reference is known. */
    noReference: { whatsappMessage: string; emailSubject: string };
  };
  chooseAnswer: string;
  reasonTooLong: (max: number) => string;
  /** A reason carrying a character no keyboard types (a NUL byte). */
  reasonUnreadable: string;
  invoiceAddressTooLong: (max: number) => string;
  invoiceAddressUnreadable: string;
  invoiceAddressRequired: (limit: string) => string;
  refusals: Record<AnswerRefusal, string>;
  /** The page for a link that opens nothing, whatever was wrong with it. */
  notFound: { title: string; heading: string; body: string };
}

export const CUSTOMER_QUOTE_TEXT = {
  en: {
    notFound: {
      title: 'Quote not found | Bus4U',
      heading: 'We could not find that quote',
      body: 'Please check the link in your e-mail, or get in touch and we will help straight away.',
    },
    title: (reference) => `Your quote ${reference} | Bus4U`,
    eyebrow: (reference) => `Your quote ${reference}`,
    hello: (firstName) => `Hello ${firstName}`,
    status: {
      preparing: {
        title: 'We are preparing your price',
        body: 'We will e-mail you as soon as it is ready, and it will appear on this page too.',
      },
      priced: {
        title: 'Your price is ready',
        body: 'Have a look below, then accept it to book, or let us know it is not for you.',
      },
      'awaiting-payment': {
        title: 'You have accepted: pay now to confirm your booking',
        body: 'We are holding this journey for you. It is confirmed as soon as your payment reaches us, and your confirmation follows by e-mail.',
      },
      accepted: {
        title: 'You have accepted: your journey is booked',
        body: 'Thank you. Your confirmation is on its way by e-mail, and we will remind you the day before.',
      },
      declined: {
        title: 'You have declined this price',
        body: 'Thank you for letting us know. If you change your mind or want a different option, get in touch.',
      },
      expired: {
        title: 'This price has expired',
        body: 'It can no longer be accepted online, but we are happy to look at it again for you.',
      },
      withdrawn: {
        title: 'This price has been withdrawn',
        body: 'It can no longer be accepted online. Get in touch and we will sort out the right price.',
      },
      'pickup-passed': {
        title: 'The pickup time for this journey has passed',
        body: `This journey can no longer be booked online. If you still need to travel, please call us on ${BUSINESS.phone.display} or send us a new request, and we will gladly help.`,
      },
      cancelled: {
        title: 'Your booking has been cancelled',
        body: `This journey is no longer booked, and we have e-mailed you about it. If that is a surprise, or you would like to book again, please call us on ${BUSINESS.phone.display} and we will help straight away.`,
      },
    },
    cancelledBy: {
      customer: `You cancelled this journey, and we have e-mailed you to confirm it. If you would like to book again, please call us on ${BUSINESS.phone.display} and we will gladly help.`,
      'hold-expired': `We held this journey for you, but no payment reached us before the hold ended, so it is no longer booked; we have e-mailed you about it. If you would still like the journey, please call us on ${BUSINESS.phone.display} and we will help straight away.`,
    },
    yourPrice: 'Your price',
    yourPriceCancelled: 'The price you accepted (booking cancelled)',
    allIncluded: {
      vat: 'VAT and every mandatory charge included.',
      noVat: 'Every mandatory charge included.',
    },
    vehicle: 'Vehicle',
    included: 'What is included',
    validUntil: 'Valid until',
    note: 'A note from us',
    noteAsWritten: null,
    journeyHeading: 'Your journey, as you sent it',
    addToCalendar: 'Add it to your calendar',
    service: 'Service',
    journey: 'Journey',
    pickup: 'Pickup',
    destination: 'Destination',
    dateAndTime: 'Date and time',
    return: 'Return',
    passengers: 'Passengers',
    specialRequirements: 'Special requirements',
    somethingToChange: 'Something to change? Get in touch any time:',
    newRequest: 'Send a new request',
    accept: {
      heading: 'Accept this price',
      agreeBefore: 'I agree to the',
      terms: 'terms of service',
      agreeAfter: '.',
      button: 'Accept and book',
      invoiceAddress: 'Address for your VAT invoice',
      invoiceAddressHint:
        'Only if you need a full VAT invoice, for a company or school, say. We print it on every invoice for this booking.',
      invoiceAddressRequiredHint: (limit) =>
        `Your billing address: a VAT invoice for a fare over ${limit} must name it. We print it on every invoice for this booking.`,
    },
    decline: {
      heading: 'Decline this price',
      reason: 'Tell us why, if you like',
      button: 'Decline',
    },
    contact: {
      label: 'Contact us',
      call: (phone) => `Call ${phone}`,
      whatsapp: 'WhatsApp us',
      whatsappMessage: (reference) => `Hi Bus4U, this is about my quote ${reference}.`,
      email: 'E-mail us',
      emailSubject: (reference) => `My quote ${reference}`,
      noReference: {
        whatsappMessage: 'Hi Bus4U, this is about my quote request.',
        emailSubject: 'My quote request',
      },
    },
    chooseAnswer: 'Choose whether to accept or decline the price.',
    reasonTooLong: (max) => `Please keep your reason under ${max} characters.`,
    reasonUnreadable: 'We could not read your reason. Please type it again, or leave it out.',
    invoiceAddressTooLong: (max) => `Please keep the address under ${max} characters.`,
    invoiceAddressUnreadable:
      'We could not read the address. Please type it again, or leave it out.',
    invoiceAddressRequired: (limit) =>
      `Please give your billing address: a VAT invoice for a fare over ${limit} must name it.`,
    refusals: {
      'not-priced': 'We are still preparing your price, so there is nothing to answer yet.',
      expired: 'This price has expired, so it can no longer be accepted online.',
      withdrawn: 'This price has been withdrawn, so it can no longer be accepted online.',
      'already-accepted': 'You have already accepted this price, so it cannot be declined online.',
      'already-declined': 'You have already declined this price, so it cannot be accepted online.',
      revised: 'We have sent you a new price since you opened this page. Please look at it below.',
      terms: 'Please tick the box to say you agree to the terms before accepting.',
      'pickup-passed': `The pickup time for this journey has passed, so it can no longer be booked online. Please call us on ${BUSINESS.phone.display}, or send us a new request.`,
    },
  },
  cy: {
    notFound: {
      title: 'Dyfynbris heb ei ganfod | Bus4U',
      heading: "Nid oedd modd dod o hyd i'r dyfynbris hwnnw",
      body: 'Gwiriwch y ddolen yn eich e-bost, neu cysylltwch â ni a byddwn yn eich helpu ar unwaith.',
    },
    title: (reference) => `Eich dyfynbris ${reference} | Bus4U`,
    eyebrow: (reference) => `Eich dyfynbris ${reference}`,
    hello: (firstName) => `Helo ${firstName}`,
    status: {
      preparing: {
        title: 'Rydym yn paratoi eich pris',
        body: 'Byddwn yn anfon e-bost atoch cyn gynted ag y bydd yn barod, a bydd yn ymddangos ar y dudalen hon hefyd.',
      },
      priced: {
        title: 'Mae eich pris yn barod',
        body: "Edrychwch arno isod, yna derbyniwch ef i archebu, neu rhowch wybod i ni nad yw'n addas.",
      },
      'awaiting-payment': {
        title: "Rydych wedi derbyn: talwch nawr i gadarnhau'ch archeb",
        body: "Rydym yn cadw'r daith hon i chi. Caiff ei chadarnhau cyn gynted ag y bydd eich taliad yn ein cyrraedd, a daw eich cadarnhad drwy e-bost.",
      },
      accepted: {
        title: "Rydych wedi derbyn: mae eich taith wedi'i harchebu",
        body: 'Diolch. Mae eich cadarnhad ar ei ffordd drwy e-bost, a byddwn yn eich atgoffa y diwrnod cynt.',
      },
      declined: {
        title: 'Rydych wedi gwrthod y pris hwn',
        body: 'Diolch am roi gwybod i ni. Os byddwch yn newid eich meddwl neu eisiau dewis arall, cysylltwch â ni.',
      },
      expired: {
        title: "Mae'r pris hwn wedi dod i ben",
        body: 'Nid oes modd ei dderbyn ar-lein bellach, ond rydym yn hapus i edrych arno eto i chi.',
      },
      withdrawn: {
        title: "Mae'r pris hwn wedi'i dynnu'n ôl",
        body: "Nid oes modd ei dderbyn ar-lein bellach. Cysylltwch â ni a byddwn yn trefnu'r pris cywir.",
      },
      'pickup-passed': {
        title: "Mae amser casglu'r daith hon wedi mynd heibio",
        body: `Nid oes modd archebu'r daith hon ar-lein bellach. Os oes angen i chi deithio o hyd, ffoniwch ni ar ${BUSINESS.phone.display} neu gofynnwch am ddyfynbris newydd, a byddwn yn hapus i helpu.`,
      },
      cancelled: {
        title: "Mae eich archeb wedi'i chanslo",
        body: `Nid yw'r daith hon wedi'i harchebu bellach, ac rydym wedi anfon e-bost atoch amdani. Os yw hynny'n annisgwyl, neu os hoffech archebu eto, ffoniwch ni ar ${BUSINESS.phone.display} a byddwn yn helpu ar unwaith.`,
      },
    },
    cancelledBy: {
      customer: `Fe wnaethoch chi ganslo'r daith hon, ac rydym wedi anfon e-bost atoch i'w gadarnhau. Os hoffech archebu eto, ffoniwch ni ar ${BUSINESS.phone.display} a byddwn yn hapus i helpu.`,
      'hold-expired': `Roeddem yn cadw'r daith hon i chi, ond ni chyrhaeddodd unrhyw daliad cyn i'r cyfnod cadw ddod i ben, felly nid yw wedi'i harchebu bellach; rydym wedi anfon e-bost atoch amdani. Os hoffech y daith o hyd, ffoniwch ni ar ${BUSINESS.phone.display} a byddwn yn helpu ar unwaith.`,
    },
    yourPrice: 'Eich pris',
    yourPriceCancelled: "Y pris a dderbynioch (mae'r archeb wedi'i chanslo)",
    allIncluded: {
      vat: 'Yn cynnwys TAW a phob tâl gorfodol.',
      noVat: 'Yn cynnwys pob tâl gorfodol.',
    },
    vehicle: 'Cerbyd',
    included: "Beth sydd wedi'i gynnwys",
    validUntil: 'Yn ddilys tan',
    note: 'Nodyn gennym ni',
    noteAsWritten: "Dyma'r nodyn fel y'i hysgrifennwyd gan ein tîm; gall fod yn Saesneg.",
    journeyHeading: 'Eich taith, fel y gwnaethoch ei hanfon',
    addToCalendar: 'Ei hychwanegu at eich calendr',
    service: 'Gwasanaeth',
    journey: 'Taith',
    pickup: 'Man casglu',
    destination: 'Cyrchfan',
    dateAndTime: 'Dyddiad ac amser',
    return: 'Dychwelyd',
    passengers: 'Teithwyr',
    specialRequirements: 'Gofynion arbennig',
    somethingToChange: 'Eisiau newid rhywbeth? Cysylltwch â ni unrhyw bryd:',
    newRequest: 'Gofyn am ddyfynbris newydd',
    accept: {
      heading: 'Derbyn y pris hwn',
      agreeBefore: "Rwy'n cytuno â'r",
      terms: 'telerau gwasanaeth',
      agreeAfter: '.',
      button: 'Derbyn ac archebu',
      invoiceAddress: 'Cyfeiriad ar gyfer eich anfoneb TAW',
      invoiceAddressHint:
        'Dim ond os oes angen anfoneb TAW lawn arnoch chi, ar gyfer cwmni neu ysgol, er enghraifft. Byddwn yn ei argraffu ar bob anfoneb ar gyfer yr archeb hon.',
      invoiceAddressRequiredHint: (limit) =>
        `Eich cyfeiriad bilio: rhaid i anfoneb TAW ar gyfer pris dros ${limit} ei enwi. Byddwn yn ei argraffu ar bob anfoneb ar gyfer yr archeb hon.`,
    },
    decline: {
      heading: 'Gwrthod y pris hwn',
      reason: 'Dywedwch pam wrthym, os hoffech chi',
      button: 'Gwrthod',
    },
    contact: {
      label: 'Cysylltu â ni',
      call: (phone) => `Ffonio ${phone}`,
      whatsapp: 'WhatsApp',
      whatsappMessage: (reference) =>
        `Helo Bus4U, rwy'n cysylltu ynglŷn â fy nyfynbris ${reference}.`,
      email: 'Anfon e-bost',
      emailSubject: (reference) => `Fy nyfynbris ${reference}`,
      noReference: {
        whatsappMessage: "Helo Bus4U, rwy'n cysylltu ynglŷn â fy nghais am ddyfynbris.",
        emailSubject: 'Fy nghais am ddyfynbris',
      },
    },
    chooseAnswer: 'Dewiswch a ydych am dderbyn neu wrthod y pris.',
    reasonTooLong: (max) => `Cadwch eich rheswm o dan ${max} nod, os gwelwch yn dda.`,
    reasonUnreadable:
      'Nid oedd modd i ni ddarllen eich rheswm. Teipiwch ef eto, neu gadewch y blwch yn wag, os gwelwch yn dda.',
    invoiceAddressTooLong: (max) => `Cadwch y cyfeiriad o dan ${max} nod, os gwelwch yn dda.`,
    invoiceAddressUnreadable:
      'Nid oedd modd i ni ddarllen y cyfeiriad. Teipiwch ef eto, neu gadewch y blwch yn wag, os gwelwch yn dda.',
    invoiceAddressRequired: (limit) =>
      `Rhowch eich cyfeiriad bilio, os gwelwch yn dda: rhaid i anfoneb TAW ar gyfer pris dros ${limit} ei enwi.`,
    refusals: {
      'not-priced': "Rydym yn dal i baratoi eich pris, felly nid oes dim byd i'w ateb eto.",
      expired: "Mae'r pris hwn wedi dod i ben, felly nid oes modd ei dderbyn ar-lein bellach.",
      withdrawn: "Mae'r pris hwn wedi'i dynnu'n ôl, felly nid oes modd ei dderbyn ar-lein bellach.",
      'already-accepted':
        'Rydych eisoes wedi derbyn y pris hwn, felly nid oes modd ei wrthod ar-lein.',
      'already-declined':
        'Rydych eisoes wedi gwrthod y pris hwn, felly nid oes modd ei dderbyn ar-lein.',
      revised:
        'Rydym wedi anfon pris newydd atoch ers i chi agor y dudalen hon. Edrychwch arno isod, os gwelwch yn dda.',
      terms: "Ticiwch y blwch i ddweud eich bod yn cytuno â'r telerau cyn derbyn.",
      'pickup-passed': `Mae amser casglu'r daith hon wedi mynd heibio, felly nid oes modd ei harchebu ar-lein bellach. Ffoniwch ni ar ${BUSINESS.phone.display}, neu gofynnwch am ddyfynbris newydd.`,
    },
  },
} satisfies Translations<CustomerQuoteText>;
