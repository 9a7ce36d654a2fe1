/**
 * Every text record of the quote journey, /thanks, the customer's page and the e-mails
 * is complete in Welsh (the `satisfies Translations<>` typing checks the keys; this checks that no
 * value is empty or left in English), and the Welsh is what the pages and messages use.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WHATSAPP_GENERAL_MESSAGES } from '#app/content/business.ts';
import {
  DEFAULT_PAYMENT_TERMS,
  type CancellationTier,
} from '#app/features/payments/payment-terms.ts';
import { PaymentBeforeAccept } from '#app/features/payments/ui/payment-before-accept.tsx';
import { ESTIMATE_TEXT } from '#app/features/pricing/estimate-panel.tsx';
import { BY_HAND_REASONS } from '#app/features/pricing/estimate-service.server.ts';
import { CUSTOMER_QUOTE_TEXT } from '#app/features/customer-quote/customer-quote-text.ts';
import { buildCalendarFile } from '#app/features/thanks/calendar.ts';
import { journeyDateLabel } from '#app/features/thanks/saved-enquiry.ts';
import { whatsappEnquiryMessage } from '#app/features/thanks/thanks-constants.ts';
import { THANKS_TEXT } from '#app/features/thanks/thanks-text.ts';
import { EMAIL_TEXT, customerLocale, readableDateIn } from '#app/lib/emails/email-text.ts';
import { FINAL_MONEY_TEXT } from '#app/features/payments/final-money-text.ts';
import { PLACE_COMBOBOX_TEXT } from '#app/features/pricing/place-combobox-text.ts';
import { buildCountryCodeOptions } from '#app/features/quote/country-codes.ts';
import { SERVICE_TYPE_LABELS, TOAST_VALIDATION_TEXT } from '#app/features/quote/quote-constants.ts';
import { parseQuoteFormPost } from '#app/features/quote/quote-form-post.server.ts';
import {
  emptyQuoteForm,
  fieldLabel,
  validateQuoteForm,
} from '#app/features/quote/quote-form-values.ts';
import {
  QUOTE_MESSAGES,
  localiseFieldErrors,
  localiseMessage,
} from '#app/features/quote/quote-messages.ts';
import { QUOTE_TEXT } from '#app/features/quote/quote-text.ts';
import { londonDate } from '../tests/support/dates.ts';

/**
 * A sample argument that reads as a text or a number and also carries a journey's date and time,
 * for the functions that word a date in the sentence themselves.
 */
function sampleArgument(value: string | number) {
  return Object.assign(typeof value === 'string' ? new String(value) : new Number(value), {
    date: '2026-07-14',
    time: '09:30',
  });
}

/** Every leaf of a text record with its path; functions are called with sample arguments. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    const sample = Array.from({ length: fn.length }, (_, i) => sampleArgument(i === 0 ? 'X' : 2));
    return leaves(fn(...sample), `${path}()`);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => leaves(v, path ? `${path}.${key}` : key));
  }
  return [[path, String(value)]];
}

/** Texts that are rightly the same in both languages: names, numbers and punctuation. */
const SAME_IN_BOTH = new Set([
  'phonePlaceholder',
  'whatsapp',
  'ack.whatsapp',
  'accept.agreeAfter',
  'contact.whatsapp',
  'calendar.title()',
  'calendar.passengers()',
  'slideLabel()',
]);

const RECORDS = {
  QUOTE_TEXT,
  QUOTE_MESSAGES,
  ESTIMATE_TEXT,
  BY_HAND_REASONS,
  THANKS_TEXT,
  CUSTOMER_QUOTE_TEXT,
  EMAIL_TEXT,
  FINAL_MONEY_TEXT,
  WHATSAPP_GENERAL_MESSAGES,
};

describe('the Welsh text records are complete', () => {
  for (const [name, record] of Object.entries(RECORDS)) {
    it(`${name}: the same texts in both languages, none empty, the Welsh written out`, () => {
      const en = leaves(record.en);
      const cy = leaves(record.cy);
      expect(cy.map(([path]) => path)).toEqual(en.map(([path]) => path));
      const english = new Map(en);
      for (const [path, text] of cy) {
        expect(text.trim(), `${name}.cy.${path}`).not.toBe('');
        if (!SAME_IN_BOTH.has(path) && english.get(path)!.length > 3) {
          expect(text, `${name}.cy.${path} is still English`).not.toBe(english.get(path));
        }
      }
    });
  }

  it("keeps the spec's English word for word", () => {
    expect(QUOTE_TEXT.en.toastValidationTitle).toBe('Validation Error');
    expect(TOAST_VALIDATION_TEXT).toBe('Please fill in all required fields correctly.');
    expect(QUOTE_TEXT.en.submitting).toBe('Sending Your Request...');
    expect(SERVICE_TYPE_LABELS['stag-hen']).toBe('Stag & Hen Party');
    expect(QUOTE_TEXT.en.returnFlightNote).toContain('We track your flight');
    expect(QUOTE_TEXT.cy.submitting).toBe('Yn anfon eich cais...');
  });
});

describe('Welsh field messages', () => {
  it('puts every message the schema raises into Welsh, naming the field where it helps', () => {
    expect(localiseMessage('required', 'cy', 'firstName')).toBe('Rhowch eich enw cyntaf');
    expect(localiseMessage('required', 'cy', 'specialRequirements')).toBe(
      "Mae angen llenwi'r maes hwn",
    );
    expect(localiseMessage('invalidEmail', 'cy')).toBe(
      'Rhowch gyfeiriad e-bost dilys, fel enw@enghraifft.com',
    );
    expect(localiseMessage('tooShort', 'cy')).toBe(
      "Mae'r rhif ffôn yn rhy fyr: rhowch y rhif llawn",
    );
    expect(localiseMessage('requiredForReturn', 'cy')).toBe(
      'Mae angen hwn ar gyfer taith yno ac yn ôl',
    );
  });

  it("gives English pages the spec's words, and passes zod's own wording through", () => {
    expect(localiseMessage('required', 'en', 'firstName')).toBe('Required');
    expect(localiseFieldErrors({ email: 'invalidEmail', phone: 'tooShort' }, 'en')).toEqual({
      email: 'Invalid email',
      phone: 'Too short',
    });
    // Text that is no key of ours (zod's wording for a body of the wrong shape) is kept as it is.
    expect(localiseMessage('Invalid input', 'cy')).toBe('Invalid input');
    // A key inherited from Object.prototype is no message.
    expect(localiseMessage('toString', 'en')).toBe('toString');
  });

  it('validates the empty form with Welsh messages on a Welsh page', () => {
    const result = validateQuoteForm(emptyQuoteForm(), 'cy');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      firstName: 'Rhowch eich enw cyntaf',
      lastName: 'Rhowch eich cyfenw',
      email: 'Rhowch gyfeiriad e-bost dilys, fel enw@enghraifft.com',
      phone: "Mae'r rhif ffôn yn rhy fyr: rhowch y rhif llawn",
      pickupLocation: 'Rhowch y man casglu',
      destination: 'Rhowch eich cyrchfan',
    });
    const english = validateQuoteForm(emptyQuoteForm());
    expect(english.ok ? null : english.errors.firstName).toBe('Required');
  });

  it('answers a refused POST /cy/quote in Welsh and stores a good one as from /cy/quote', () => {
    const refused = parseQuoteFormPost({ firstName: '', passengers: 'lots' }, {}, 'cy');
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.state.errors.firstName).toBe('Rhowch eich enw cyntaf');
      expect(refused.state.errors.passengers).toBe('Rhaid i nifer y teithwyr fod rhwng 1 a 100');
    }
    const pickupDate = londonDate(20);
    const stored = parseQuoteFormPost(
      {
        firstName: 'Elin',
        lastName: 'Morgan',
        email: 'elin@example.com',
        countryCode: '+44',
        phone: '07700 900789',
        pickupLocation: 'Pontcanna',
        destination: 'Castell Coch',
        pickupDate,
        pickupTime: '11:15',
        passengers: '10',
      },
      {},
      'cy',
    );
    expect(stored.ok && stored.request.current_page).toBe('/cy/quote');
  });

  it('labels the fields in Welsh, the flight time included', () => {
    expect(fieldLabel('pickupLocation', { serviceType: '' }, 'cy')).toBe('Man casglu');
    expect(fieldLabel('returnTime', { serviceType: 'airport-transfer' }, 'cy')).toBe(
      'Amser glanio eich hediad yn ôl',
    );
    expect(fieldLabel('returnTime', { serviceType: 'airport-transfer' })).toBe(
      'Return Flight Arrival Time',
    );
  });

  it('names the countries of the calling codes in Welsh', () => {
    const [home] = buildCountryCodeOptions(['GB', 'DE'], 'cy-GB');
    expect(home).toEqual({ value: '+44', label: 'Y Deyrnas Unedig (+44)' });
  });
});

describe('Welsh /thanks, calendar file and WhatsApp texts', () => {
  const enquiry = {
    email: 'elin@example.com',
    pickupDate: '2026-12-05',
    pickupTime: '09:30',
    pickupLocation: 'Pontcanna',
    destination: 'Castell Coch',
    journeyType: 'wedding' as const,
    passengers: 10,
  };

  it('writes the journey date in cy-GB, as the glossary does', () => {
    expect(journeyDateLabel('2026-12-05', 'cy')).toBe('Dydd Sadwrn 5 Rhagfyr 2026');
    expect(journeyDateLabel('2026-12-05')).toBe('Saturday 5 December 2026');
  });

  it('builds the calendar file in Welsh', () => {
    const result = buildCalendarFile(enquiry, new Date('2026-11-01T10:00:00Z'), 'cy');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const ics = result.content.replace(/\r\n[ \t]/g, '');
    expect(result.fileName).toBe('bus4u-journey-2026-12-05.ics');
    expect(ics).toContain('Gwasanaeth: Priodas');
    // The date and time follow a label, never a preposition that would have to mutate them.
    expect(ics).toContain('Man casglu: Pontcanna. Dyddiad: Dydd Sadwrn 5 Rhagfyr 2026\\, am 09:30');
    expect(ics).toContain("(cais am ddyfynbris wedi'i anfon)");
    expect(ics).not.toMatch(/ ar Dydd /);
    expect(ics).toContain('DESCRIPTION:Mae eich taith gyda Bus4U yfory');
    expect(ics).not.toContain('Your Bus4U');
  });

  it('prefills WhatsApp in Welsh on Welsh pages', () => {
    expect(whatsappEnquiryMessage(null, undefined, 'cy')).toBe(WHATSAPP_GENERAL_MESSAGES.cy);
    expect(whatsappEnquiryMessage(enquiry, 'Dydd Sadwrn 5 Rhagfyr 2026', 'cy')).toBe(
      'Helo Bus4U, rydw i newydd anfon cais am ddyfynbris: Pontcanna → Castell Coch, Dydd Sadwrn 5 Rhagfyr 2026. Allwch chi helpu?',
    );
    expect(whatsappEnquiryMessage(null)).toBe(
      "Hi Bus4U, I'd like a quote for a minibus journey. Could you help?",
    );
  });
});

describe('the customer language of a stored request', () => {
  it('is Welsh for a page under /cy, by path or by URL, and English otherwise', () => {
    expect(customerLocale({ currentPage: '/cy/quote' })).toBe('cy');
    expect(customerLocale({ currentPage: '/cy' })).toBe('cy');
    expect(customerLocale({ currentPage: 'https://www.bus4u.test/cy/book-online?x=1' })).toBe('cy');
    expect(customerLocale({ currentPage: '/cymru-trips' })).toBe('en');
    expect(customerLocale({ currentPage: '/book-online' })).toBe('en');
    expect(customerLocale({ currentPage: 'http://[bad' })).toBe('en');
  });
});

describe('dates and numbers inside Welsh sentences', () => {
  const cy = EMAIL_TEXT.cy;
  const pickup = { date: '2026-07-14', time: '09:30' };
  const sentences = [
    cy.confirmation.preview('Bus4U', pickup),
    cy.confirmation.booked(pickup, 'Canton', 'Heathrow', 'Bws mini 16 sedd'),
    cy.reminder.preview('Bus4U', '09:30'),
    cy.reminder.pickup('09:30', 'Canton'),
    cy.cancellation.preview('Bus4U', pickup),
    cy.cancellation.cancelled(pickup, 'Canton', 'Heathrow'),
    cy.cancellation.notPaid(pickup, 'Canton', 'Heathrow'),
  ];

  it('words the date in the sentence, never "ar Dydd" nor a date after "am"', () => {
    expect(readableDateIn('2026-07-14', 'cy')).toBe('Dydd Mawrth 14 Gorffennaf 2026');
    for (const sentence of sentences) {
      expect(sentence).not.toMatch(/\bar (gyfer )?[Dd]ydd\b/);
      expect(sentence).not.toMatch(/\bam \d{1,2} \p{L}/u);
      expect(sentence).not.toContain('Dydd');
    }
    expect(cy.confirmation.preview('Bus4U', pickup)).toBe(
      "Mae eich taith gyda Bus4U ddydd Mawrth 14 Gorffennaf 2026 am 09:30 wedi'i harchebu",
    );
    expect(cy.confirmation.booked(pickup, 'Canton', 'Heathrow', 'Bws mini 16 sedd')).toBe(
      'Mae gennym eich archeb ar gyfer taith ddydd Mawrth 14 Gorffennaf 2026 am 09:30. Man casglu: Canton. Cyrchfan: Heathrow. Cerbyd: Bws mini 16 sedd.',
    );
    expect(cy.reminder.preview('Bus4U', '09:30')).toBe('Bydd Bus4U yn eich casglu yfory am 09:30');
    expect(cy.reminder.pickup('09:30', 'Canton')).toBe(
      'Byddwn yn eich casglu yfory am 09:30. Man casglu: Canton.',
    );
  });

  it('agrees the noun and verb with the number', () => {
    expect(QUOTE_MESSAGES.cy.dateTooFar).toBe(
      'Rydym yn derbyn archebion hyd at ddwy flynedd ymlaen llaw',
    );
    expect(PLACE_COMBOBOX_TEXT.cy.count(1)).toMatch(/^1 lle wedi'i awgrymu\./);
    expect(PLACE_COMBOBOX_TEXT.cy.count(3)).toMatch(/^3 lle wedi'u hawgrymu\./);
  });
});

describe('the cancellation terms in Welsh', () => {
  /** The terms the customer reads before accepting, as the page renders them. */
  function termsText(tiers: CancellationTier[], locale: 'en' | 'cy'): string {
    const plan = {
      dueNowPence: 12_500,
      balancePence: 37_500,
      balanceDueDate: '2026-07-07',
      wholeFareBecause: null,
    };
    const html = renderToStaticMarkup(
      createElement(PaymentBeforeAccept, { view: { plan, holdHours: 48, tiers }, locale }),
    );
    return html.replaceAll('&#x27;', "'");
  }

  it('counts the default tiers as Welsh reads them: "2 ddiwrnod", never "2 diwrnod"', () => {
    const cy = termsText(DEFAULT_PAYMENT_TERMS.cancellationTiers, 'cy');
    expect(cy).toMatch(/Canslo fwy na 7 diwrnod cyn /);
    expect(cy).toMatch(/Canslo 2 ddiwrnod neu fwy cyn /);
    expect(cy).not.toMatch(/\b2 diwrnod\b/);
    const en = termsText(DEFAULT_PAYMENT_TERMS.cancellationTiers, 'en');
    expect(en).toContain('Cancelled more than 7 days before the pickup');
    expect(en).toContain('Cancelled 2 days or more before the pickup');
  });

  it('says one day or hour without the figure, and "nag" before a vowel', () => {
    const tiers: CancellationTier[] = [
      { notice: 'more-than', hours: 8 * 24, keepPercent: 0 },
      { notice: 'more-than', hours: 24, keepPercent: 25 },
      { notice: 'more-than', hours: 1, keepPercent: 50 },
      { notice: 'at-least', hours: 0, keepPercent: 100 },
    ];
    const cy = termsText(tiers, 'cy');
    expect(cy).toMatch(/Canslo fwy nag 8 diwrnod cyn /);
    expect(cy).toMatch(/Canslo fwy na diwrnod cyn /);
    expect(cy).toMatch(/Canslo fwy nag awr cyn /);
    expect(cy).not.toMatch(/\bna 1\b|\bna 8\b/);
    expect(termsText(tiers, 'en')).toContain('Cancelled more than 1 day before the pickup');
  });
});
