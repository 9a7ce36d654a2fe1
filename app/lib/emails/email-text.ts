/**
 * The words of the customer's e-mails in both languages: a request made on a Welsh page
 * (`current_page` under /cy) gets its acknowledgement, price, booking, reminder and cancellation
 * e-mails in Welsh. The operator's e-mails are always English. Welsh follows
 * app/content/cy/glossary.md. Values typed by people (places, the operator's notes) stay as typed,
 * so the Welsh sentences name them after a label rather than after a preposition that would
 * mutate them. Dates and times arrive as separate values and are worded in the sentence by
 * welsh-in-sentence.ts ("ddydd Mawrth 14 Gorffennaf 2026 am 09:30", "yfory am 09:30"); a
 * formatted date stands only after a label or a colon.
 */
import { CALENDAR_ALARM_TEXT } from '#app/lib/ics-text.ts';
import { localeFromPath, type Locale, type Translations } from '#app/lib/locale.ts';
import { vehicleInSentence } from '#app/lib/vehicle-in-sentence.ts';
import {
  standaloneDate,
  tomorrowAt,
  whenInSentence,
  type DateAndTime,
} from '#app/lib/welsh-in-sentence.ts';

/** Who ended a booking: the operator, the customer, or an unpaid hold running out. */
export type CancelledBy = 'operator' | 'customer' | 'not-paid';

export interface EmailText {
  htmlLang: string;
  languageName: string;
  details: {
    reference: string;
    service: string;
    journey: string;
    pickupLocation: string;
    destination: string;
    pickup: string;
    return: string;
    passengers: string;
    specialRequirements: string;
    none: string;
    serviceNotChosen: string;
  };
  directions: { 'one-way': string; return: string };
  ack: {
    subject: (id: string, business: string) => string;
    preview: (id: string) => string;
    heading: (firstName: string) => string;
    promise: (hours: number, id: string) => string;
    pageLink: string;
    needSooner: string;
    phone: string;
    whatsapp: string;
    email: string;
    whatsappMessage: (id: string) => string;
  };
  footer: { phoneOrWhatsapp: (phone: string) => string; email: string; licence: string };
  /** The instant price the form showed, line by line (its lines are worded in estimate-lines.ts). */
  estimate: { heading: string; total: string; note: string };
  price: {
    subject: (revised: boolean, business: string, total: string, id: string) => string;
    preview: (total: string, validUntil: string) => string;
    heading: (firstName: string, total: string) => string;
    /** `vat`: the business is VAT-registered, so the price says VAT is in it; else it claims none. */
    total: (total: string, revised: boolean, vat: boolean) => string;
    vehicle: (vehicle: string) => string;
    included: (included: string) => string;
    validUntil: (date: string) => string;
    /** Above the operator's free-text note where it may not be in the e-mail's language. */
    noteAsWritten: string | null;
    howToAnswer: string;
    link: string;
  };
  confirmation: {
    subject: (pickup: string, id: string) => string;
    preview: (business: string, pickup: DateAndTime) => string;
    heading: (firstName: string) => string;
    booked: (pickup: DateAndTime, from: string, to: string, vehicle: string) => string;
    /** `vat` as for the price: VAT is named only when the business charges it. */
    fare: (fare: string, vat: boolean) => string;
    calendar: string;
    link: string;
  };
  reminder: {
    subject: (id: string) => string;
    /** The reminder goes out the day before, so it names only the time: "yfory am 09:30". */
    preview: (business: string, time: string) => string;
    heading: (firstName: string) => string;
    pickup: (time: string, from: string) => string;
    changes: string;
  };
  cancellation: {
    subject: (pickup: string, id: string) => string;
    preview: (business: string, pickup: DateAndTime) => string;
    heading: (firstName: string) => string;
    /** The operator cancelled. */
    cancelled: (when: DateAndTime, from: string, to: string) => string;
    /** The customer cancelled from their page (or asked us to). */
    youCancelled: (when: DateAndTime, from: string, to: string) => string;
    /** Said instead of `cancelled` when an acceptance was not paid within its hold. */
    notPaid: (when: DateAndTime, from: string, to: string) => string;
    /** The last line, by who cancelled: only our own cancellation may come as a surprise. */
    again: Record<CancelledBy, string>;
  };
  /** The booking's calendar file. */
  calendar: {
    title: (business: string, from: string, to: string) => string;
    booking: (business: string, reference: string) => string;
    pickup: (from: string) => string;
    destination: (to: string) => string;
    passengers: (n: number) => string;
    fare: (fare: string) => string;
    questions: (phone: string, email: string) => string;
    alarm: string;
  };
}

export const EMAIL_TEXT = {
  en: {
    htmlLang: 'en-GB',
    languageName: 'English',
    details: {
      reference: 'Reference',
      service: 'Service',
      journey: 'Journey',
      pickupLocation: 'Pickup location',
      destination: 'Destination',
      pickup: 'Pickup',
      return: 'Return',
      passengers: 'Passengers',
      specialRequirements: 'Special requirements',
      none: 'None',
      serviceNotChosen: 'Service not chosen',
    },
    directions: { 'one-way': 'One-way', return: 'Return' },
    ack: {
      subject: (id, business) => `We have your quote request ${id} - ${business}`,
      preview: (id) => `We have your quote request ${id}`,
      heading: (firstName) => `Thank you, ${firstName}: we have your quote request`,
      promise: (hours, id) =>
        `We will contact you within ${hours} hours with your personalised quote. Your reference is ${id}.`,
      pageLink:
        'See where your request stands, and answer our price when it arrives, on your own page:',
      needSooner: 'Need us sooner, or want to change something? We are open 24/7:',
      phone: 'Phone:',
      whatsapp: 'WhatsApp:',
      email: 'E-mail:',
      whatsappMessage: (id) => `Hi Bus4U, this is about my quote request ${id}.`,
    },
    footer: {
      phoneOrWhatsapp: (phone) => `Phone or WhatsApp: ${phone} (24/7). E-mail:`,
      email: 'E-mail:',
      licence: 'Operator licence',
    },
    estimate: {
      heading: 'The instant price you were shown',
      total: 'Total, VAT and every charge included',
      note: 'An indicative price from our current tariff; our quote confirms it.',
    },
    price: {
      subject: (revised, business, total, id) =>
        `${revised ? 'Your revised' : 'Your'} ${business} price: ${total} (${id})`,
      preview: (total, validUntil) => `Your price is ${total}, valid until ${validUntil}`,
      heading: (firstName, total) => `${firstName}, your price is ${total}`,
      total: (total, revised, vat) =>
        `${total}, ${vat ? 'VAT and every mandatory charge' : 'every mandatory charge'} included${revised ? '. This replaces the price we sent before' : ''}.`,
      vehicle: (vehicle) => `Vehicle: ${vehicle}.`,
      included: (included) => `What is included: ${included}`,
      validUntil: (date) => `The price stands until ${date}.`,
      noteAsWritten: null,
      howToAnswer:
        'To book, open your page, tick that you agree to our terms and press Accept. If it is not for you, you can decline there too.',
      link: 'Accept or decline on your page',
    },
    confirmation: {
      subject: (pickup, id) => `Booking confirmed: ${pickup} (${id})`,
      preview: (business, pickup) =>
        `Your ${business} journey on ${whenInSentence(pickup, 'en')} is booked`,
      heading: (firstName) => `Thank you, ${firstName}: your journey is booked`,
      booked: (pickup, from, to, vehicle) =>
        `We have your booking for ${whenInSentence(pickup, 'en')}, ${from} to ${to}, in ${vehicleInSentence(vehicle)}.`,
      fare: (fare, vat) =>
        `Agreed fare: ${fare}, ${vat ? 'VAT and every mandatory charge' : 'every mandatory charge'} included.`,
      calendar: 'The journey is attached as a calendar file. We will remind you the day before.',
      link: 'Your booking page',
    },
    reminder: {
      subject: (id) => `Reminder: your journey tomorrow (${id})`,
      preview: (business, time) => `Your ${business} pickup is ${tomorrowAt(time, 'en')}`,
      heading: (firstName) => `${firstName}, see you tomorrow`,
      pickup: (time, from) => `Your pickup is ${tomorrowAt(time, 'en')} from ${from}.`,
      changes:
        'If anything has changed, call or WhatsApp us straight away and we will sort it out.',
    },
    cancellation: {
      subject: (pickup, id) => `Booking cancelled: ${pickup} (${id})`,
      preview: (business, pickup) =>
        `Your ${business} booking for ${whenInSentence(pickup, 'en')} is cancelled`,
      heading: (firstName) => `${firstName}, your booking has been cancelled`,
      cancelled: (when, from, to) =>
        `We have cancelled your booking for ${whenInSentence(when, 'en')}, ${from} to ${to}.`,
      youCancelled: (when, from, to) =>
        `As you asked, we have cancelled your booking for ${whenInSentence(when, 'en')}, ${from} to ${to}.`,
      notPaid: (when, from, to) =>
        `We held your booking for ${whenInSentence(when, 'en')}, ${from} to ${to}, but no payment reached us in time, so the journey is no longer reserved for you and nothing has been taken.`,
      again: {
        operator:
          'If this is unexpected, or you would like to book again, call or WhatsApp us any time.',
        customer: 'If you would like to book again, call or WhatsApp us any time.',
        'not-paid': 'If you would still like the journey, call or WhatsApp us any time.',
      },
    },
    calendar: {
      title: (business, from, to) => `${business}: ${from} to ${to}`,
      booking: (business, reference) => `Your ${business} booking ${reference}`,
      pickup: (from) => `Pickup: ${from}`,
      destination: (to) => `Destination: ${to}`,
      passengers: (n) => `Passengers: ${n}`,
      fare: (fare) => `Agreed fare: ${fare}`,
      questions: (phone, email) =>
        `Questions? Call or WhatsApp us on ${phone} (24/7), or e-mail ${email}.`,
      alarm: CALENDAR_ALARM_TEXT,
    },
  },
  cy: {
    htmlLang: 'cy',
    languageName: 'Welsh',
    details: {
      reference: 'Cyfeirnod',
      service: 'Gwasanaeth',
      journey: 'Taith',
      pickupLocation: 'Man casglu',
      destination: 'Cyrchfan',
      pickup: 'Casglu',
      return: 'Dychwelyd',
      passengers: 'Teithwyr',
      specialRequirements: 'Gofynion arbennig',
      none: 'Dim',
      serviceNotChosen: 'Heb ddewis gwasanaeth',
    },
    directions: { 'one-way': 'Un ffordd', return: 'Yno ac yn ôl' },
    ack: {
      subject: (id, business) => `Mae eich cais am ddyfynbris ${id} gyda ni - ${business}`,
      preview: (id) => `Mae eich cais am ddyfynbris ${id} gyda ni`,
      heading: (firstName) => `Diolch, ${firstName}: mae eich cais am ddyfynbris gyda ni`,
      promise: (hours, id) =>
        `Byddwn yn cysylltu â chi o fewn ${hours} awr gyda'ch dyfynbris personol. Eich cyfeirnod yw ${id}.`,
      pageLink:
        "Gwelwch sut mae eich cais yn dod yn ei flaen, ac ymatebwch i'n pris pan fydd yn cyrraedd, ar eich tudalen eich hun:",
      needSooner: "Angen ni'n gynt, neu eisiau newid rhywbeth? Rydym ar agor 24/7:",
      phone: 'Ffôn:',
      whatsapp: 'WhatsApp:',
      email: 'E-bost:',
      whatsappMessage: (id) => `Helo Bus4U, rwy'n cysylltu ynglŷn â fy nghais am ddyfynbris ${id}.`,
    },
    footer: {
      phoneOrWhatsapp: (phone) => `Ffôn neu WhatsApp: ${phone} (24/7). E-bost:`,
      email: 'E-bost:',
      licence: 'Trwydded gweithredwr',
    },
    estimate: {
      heading: 'Y pris a ddangoswyd i chi ar y wefan',
      total: 'Cyfanswm, gan gynnwys TAW a phob tâl',
      note: "Pris bras o'n tariff presennol yw hwn; bydd ein dyfynbris yn ei gadarnhau.",
    },
    price: {
      subject: (revised, business, total, id) =>
        `${revised ? 'Eich pris diwygiedig' : 'Eich pris'} gan ${business}: ${total} (${id})`,
      preview: (total, validUntil) => `Eich pris yw ${total}, yn ddilys tan ${validUntil}`,
      heading: (firstName, total) => `${firstName}, eich pris yw ${total}`,
      total: (total, revised, vat) =>
        `${total}, gan gynnwys ${vat ? 'TAW a phob tâl gorfodol' : 'pob tâl gorfodol'}${revised ? ". Mae hwn yn cymryd lle'r pris a anfonwyd gennym o'r blaen" : ''}.`,
      vehicle: (vehicle) => `Cerbyd: ${vehicle}.`,
      included: (included) => `Beth sydd wedi'i gynnwys: ${included}`,
      validUntil: (date) => `Mae'r pris yn ddilys tan ${date}.`,
      noteAsWritten: "Dyma'r nodyn fel y'i hysgrifennwyd gan ein tîm; gall fod yn Saesneg.",
      howToAnswer:
        "I archebu, agorwch eich tudalen, ticiwch eich bod yn cytuno â'n telerau a phwyswch Derbyn. Os nad yw'n addas i chi, gallwch ei wrthod yno hefyd.",
      link: 'Derbyn neu wrthod ar eich tudalen',
    },
    confirmation: {
      subject: (pickup, id) => `Archeb wedi'i chadarnhau: ${pickup} (${id})`,
      preview: (business, pickup) =>
        `Mae eich taith gyda ${business} ${whenInSentence(pickup, 'cy')} wedi'i harchebu`,
      heading: (firstName) => `Diolch, ${firstName}: mae eich taith wedi'i harchebu`,
      booked: (pickup, from, to, vehicle) =>
        `Mae gennym eich archeb ar gyfer taith ${whenInSentence(pickup, 'cy')}. Man casglu: ${from}. Cyrchfan: ${to}. Cerbyd: ${vehicle}.`,
      fare: (fare, vat) =>
        `Y pris a gytunwyd: ${fare}, gan gynnwys ${vat ? 'TAW a phob tâl gorfodol' : 'pob tâl gorfodol'}.`,
      calendar:
        "Mae'r daith ynghlwm fel ffeil calendr. Byddwn yn anfon nodyn atgoffa atoch y diwrnod cynt.",
      link: 'Tudalen eich archeb',
    },
    reminder: {
      subject: (id) => `Nodyn atgoffa: eich taith yfory (${id})`,
      preview: (business, time) => `Bydd ${business} yn eich casglu ${tomorrowAt(time, 'cy')}`,
      heading: (firstName) => `${firstName}, welwn ni chi yfory`,
      pickup: (time, from) =>
        `Byddwn yn eich casglu ${tomorrowAt(time, 'cy')}. Man casglu: ${from}.`,
      changes:
        'Os oes unrhyw beth wedi newid, ffoniwch ni neu anfonwch neges WhatsApp ar unwaith a byddwn yn ei drefnu.',
    },
    cancellation: {
      subject: (pickup, id) => `Archeb wedi'i chanslo: ${pickup} (${id})`,
      preview: (business, pickup) =>
        `Mae eich archeb gyda ${business} ar gyfer taith ${whenInSentence(pickup, 'cy')} wedi'i chanslo`,
      heading: (firstName) => `${firstName}, mae eich archeb wedi'i chanslo`,
      cancelled: (when, from, to) =>
        `Rydym wedi canslo eich archeb ar gyfer taith ${whenInSentence(when, 'cy')}. Man casglu: ${from}. Cyrchfan: ${to}.`,
      youCancelled: (when, from, to) =>
        `Fel y gofynnoch, rydym wedi canslo eich archeb ar gyfer taith ${whenInSentence(when, 'cy')}. Man casglu: ${from}. Cyrchfan: ${to}.`,
      notPaid: (when, from, to) =>
        `Roeddem yn cadw eich archeb ar gyfer taith ${whenInSentence(when, 'cy')}, ond ni chyrhaeddodd unrhyw daliad mewn pryd, felly nid yw'r daith wedi'i chadw i chi bellach, ac nid ydym wedi cymryd unrhyw arian gennych. Man casglu: ${from}. Cyrchfan: ${to}.`,
      again: {
        operator:
          'Os nad oeddech yn disgwyl hyn, neu os hoffech archebu eto, ffoniwch ni neu anfonwch neges WhatsApp unrhyw bryd.',
        customer: 'Os hoffech archebu eto, ffoniwch ni neu anfonwch neges WhatsApp unrhyw bryd.',
        'not-paid':
          'Os hoffech y daith o hyd, ffoniwch ni neu anfonwch neges WhatsApp unrhyw bryd.',
      },
    },
    calendar: {
      title: (business, from, to) => `${business}: ${from} → ${to}`,
      booking: (business, reference) => `Eich archeb gyda ${business}, ${reference}`,
      pickup: (from) => `Man casglu: ${from}`,
      destination: (to) => `Cyrchfan: ${to}`,
      passengers: (n) => `Teithwyr: ${n}`,
      fare: (fare) => `Y pris a gytunwyd: ${fare}`,
      questions: (phone, email) =>
        `Cwestiynau? Ffoniwch ni neu anfonwch neges WhatsApp ar ${phone} (24/7), neu e-bostiwch ${email}.`,
      alarm: 'Mae eich taith gyda Bus4U yfory',
    },
  },
} satisfies Translations<EmailText>;

/**
 * The customer's language: that of the page the request was sent from. `current_page` is a path
 * from the form, but an API client may send a whole URL; anything unreadable is English.
 */
export function customerLocale(quote: { currentPage: string }): Locale {
  try {
    return localeFromPath(new URL(quote.currentPage, 'http://localhost').pathname);
  } catch {
    return 'en';
  }
}

/**
 * '2026-07-14' → 'Tuesday 14 July 2026' / 'Dydd Mawrth 14 Gorffennaf 2026': the form that stands
 * after a label. Inside a sentence use `dateInSentence` of welsh-in-sentence.ts.
 */
export function readableDateIn(date: string, locale: Locale): string {
  return standaloneDate(date, locale);
}
