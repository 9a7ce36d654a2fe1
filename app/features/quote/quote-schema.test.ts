import { describe, expect, it } from 'vitest';
import {
  fieldErrorsOf,
  makeQuoteFormSchema,
  makeQuoteRequestSchema,
  type QuoteFormInput,
  type QuoteRequestInput,
} from './quote-schema.ts';
import { localiseFieldErrors } from './quote-messages.ts';

// A Tuesday afternoon in summer; London is on BST (UTC+1).
const NOW = new Date('2026-07-14T13:00:00Z');
const formSchema = makeQuoteFormSchema(() => NOW);
const requestSchema = makeQuoteRequestSchema(() => NOW);

const validForm: QuoteFormInput = {
  serviceType: 'airport-transfer',
  journeyDirection: 'one-way',
  firstName: 'Megan',
  lastName: 'Jones',
  email: 'megan@example.com',
  countryCode: '+44',
  phone: '7700 900123',
  pickupLocation: 'Canton, Cardiff',
  destination: 'Bristol Airport',
  pickupDate: '2026-07-20',
  pickupTime: '05:30',
  passengers: 12,
  specialRequirements: '',
};

function formErrors(input: Partial<QuoteFormInput> & Record<string, unknown>, now = NOW) {
  const result = makeQuoteFormSchema(() => now).safeParse({ ...validForm, ...input });
  return result.success ? {} : localiseFieldErrors(fieldErrorsOf(result.error), 'en');
}

describe("QuoteFormSchema (the form's fields and messages)", () => {
  it('accepts a complete one-way request and trims text', () => {
    const result = formSchema.parse({ ...validForm, firstName: '  Megan ' });
    expect(result.firstName).toBe('Megan');
    expect(result.passengers).toBe(12);
  });

  it('defaults: one-way, +44, 16 passengers, no service type', () => {
    const { journeyDirection, countryCode, passengers, serviceType, ...rest } = validForm;
    void journeyDirection;
    void countryCode;
    void passengers;
    void serviceType;
    const result = formSchema.parse(rest);
    expect(result.journeyDirection).toBe('one-way');
    expect(result.countryCode).toBe('+44');
    expect(result.passengers).toBe(16);
    expect(result.serviceType).toBeUndefined();
  });

  it("treats an empty service type as none and refuses one that isn't offered", () => {
    expect(formErrors({ serviceType: '' as never })).toEqual({});
    expect(Object.keys(formErrors({ serviceType: 'helicopter' as never }))).toEqual([
      'serviceType',
    ]);
  });

  it.each(['firstName', 'lastName', 'pickupLocation', 'destination', 'pickupDate', 'pickupTime'])(
    "says 'Required' for an empty %s",
    (field) => {
      expect(formErrors({ [field]: '   ' })[field]).toBe('Required');
    },
  );

  it("says 'Invalid email' for an empty or malformed e-mail", () => {
    expect(formErrors({ email: '' }).email).toBe('Invalid email');
    expect(formErrors({ email: 'megan@' }).email).toBe('Invalid email');
    expect(formErrors({ email: ' megan@example.com ' })).toEqual({});
  });

  it("says 'Too short' below 10 characters after trimming", () => {
    expect(formErrors({ phone: '' }).phone).toBe('Too short');
    expect(formErrors({ phone: '  123456789  ' }).phone).toBe('Too short');
    expect(formErrors({ phone: '  1234567890  ' })).toEqual({});
  });

  it("says 'Required for return journey' for missing return details", () => {
    const errors = formErrors({ journeyDirection: 'return' });
    expect(errors.returnDate).toBe('Required for return journey');
    expect(errors.returnTime).toBe('Required for return journey');
    expect(
      formErrors({ journeyDirection: 'return', returnDate: '2026-07-27', returnTime: '18:00' }),
    ).toEqual({});
  });

  it('refuses a same-day return at or before the pickup time, and takes one after it', () => {
    const sameDay = { journeyDirection: 'return' as const, returnDate: '2026-07-20' };
    for (const returnTime of ['05:30', '04:00']) {
      expect(formErrors({ ...sameDay, returnTime }).returnTime).toBe(
        'On the same day, the return time must be after the pickup time',
      );
    }
    expect(formErrors({ ...sameDay, returnTime: '05:31' })).toEqual({});
    // The next day, any time will do.
    expect(
      formErrors({ journeyDirection: 'return', returnDate: '2026-07-21', returnTime: '04:00' }),
    ).toEqual({});
  });

  it('ignores return details on a one-way journey', () => {
    expect(formErrors({ returnDate: '', returnTime: '' })).toEqual({});
  });

  it('shows every error at once, the cross-field ones included', () => {
    const errors = formErrors({ firstName: '', journeyDirection: 'return' });
    expect(errors).toMatchObject({
      firstName: 'Required',
      returnDate: 'Required for return journey',
    });
  });

  it('accepts 1 and 100 passengers and refuses 0 and 101', () => {
    expect(formErrors({ passengers: 1 })).toEqual({});
    expect(formErrors({ passengers: 100 })).toEqual({});
    expect(formErrors({ passengers: 0 }).passengers).toBe('Passengers must be between 1 and 100');
    expect(formErrors({ passengers: 101 }).passengers).toBe('Passengers must be between 1 and 100');
    expect(formErrors({ passengers: 2.5 }).passengers).toBeDefined();
  });

  it('takes the passenger count from a number input string', () => {
    expect(formSchema.parse({ ...validForm, passengers: '8' }).passengers).toBe(8);
  });

  it('reads a passenger string strictly: digits only, no padding, hex or exponent', () => {
    for (const passengers of [' 16 ', '0x10', '1.6e1', '+16', '', '16.0']) {
      expect(formErrors({ passengers }).passengers).toBe('Passengers must be between 1 and 100');
    }
    for (const passengers of [true, [16]]) {
      expect(formErrors({ passengers }).passengers).toBe('Passengers must be between 1 and 100');
    }
  });

  it('takes pickup and return dates up to two calendar years ahead, not a day more', () => {
    expect(formErrors({ pickupDate: '2028-07-14' })).toEqual({});
    expect(formErrors({ pickupDate: '2028-07-15' }).pickupDate).toBe(
      'We take bookings up to 2 years ahead',
    );
    expect(formErrors({ pickupDate: '9999-12-31' }).pickupDate).toBe(
      'We take bookings up to 2 years ahead',
    );
    expect(
      formErrors({ journeyDirection: 'return', returnDate: '2028-07-15', returnTime: '18:00' })
        .returnDate,
    ).toBe('We take bookings up to 2 years ahead');
  });

  it('allows 2000 characters of special requirements, not 2001', () => {
    expect(formErrors({ specialRequirements: 'x'.repeat(2000) })).toEqual({});
    expect(formErrors({ specialRequirements: 'x'.repeat(2001) }).specialRequirements).toBe(
      'Maximum 2000 characters',
    );
    expect(formErrors({ specialRequirements: 'Two\nlines' })).toEqual({});
  });

  it('refuses impossible dates and times', () => {
    expect(formErrors({ pickupDate: '2026-02-30' }).pickupDate).toBe('Invalid date');
    expect(formErrors({ pickupTime: '25:00' }).pickupTime).toBe('Invalid time');
  });

  it('refuses line breaks and control characters in single-line fields', () => {
    expect(formErrors({ firstName: 'Megan\r\nBcc: x@y.z' }).firstName).toBe(
      'Must be a single line without control characters',
    );
  });

  it('strips control and bidirectional characters from text fields before anything else', () => {
    const result = formSchema.parse({
      ...validForm,
      destination: 'Bristol\u0000\u001b[31m',
      firstName: '\u202eMegan\u0007',
      specialRequirements: 'Two\u2066 child\u200f seats\nplease',
    });
    expect(result.destination).toBe('Bristol[31m');
    expect(result.firstName).toBe('Megan');
    expect(result.specialRequirements).toBe('Two child seats\nplease');
  });
});

describe('date minimums in London time', () => {
  const pickupErrors = (pickupDate: string, now: Date) =>
    formErrors({ pickupDate }, now).pickupDate;

  it('allows a pickup 3 days back, not 4 (GMT, just before and after midnight)', () => {
    // 23:59 on 14 January in London (GMT): today is the 14th.
    const beforeMidnight = new Date('2026-01-14T23:59:00Z');
    expect(pickupErrors('2026-01-11', beforeMidnight)).toBeUndefined();
    expect(pickupErrors('2026-01-10', beforeMidnight)).toBe('Pickup date is too far in the past');
    // 00:01 on the 15th: the 11th is now 4 days back.
    const afterMidnight = new Date('2026-01-15T00:01:00Z');
    expect(pickupErrors('2026-01-12', afterMidnight)).toBeUndefined();
    expect(pickupErrors('2026-01-11', afterMidnight)).toBe('Pickup date is too far in the past');
  });

  it('uses BST in summer: 23:30 UTC is already the next day in London', () => {
    const lateUtc = new Date('2026-07-14T23:30:00Z'); // 00:30 on 15 July in London
    expect(pickupErrors('2026-07-12', lateUtc)).toBeUndefined();
    expect(pickupErrors('2026-07-11', lateUtc)).toBe('Pickup date is too far in the past');
    const earlierUtc = new Date('2026-07-14T22:30:00Z'); // 23:30 on 14 July in London
    expect(pickupErrors('2026-07-11', earlierUtc)).toBeUndefined();
  });

  it('refuses a return before the pickup date, allows the same day', () => {
    const trip = {
      journeyDirection: 'return' as const,
      pickupDate: '2026-07-20',
      returnTime: '18:00',
    };
    expect(formErrors({ ...trip, returnDate: '2026-07-20' })).toEqual({});
    expect(formErrors({ ...trip, returnDate: '2026-07-19' }).returnDate).toBe(
      'Return date cannot be before the pickup date',
    );
  });

  it('takes today as the return minimum when there is no pickup date', () => {
    const now = new Date('2026-07-14T23:30:00Z'); // 15 July in London
    const errors = (returnDate: string) =>
      formErrors(
        { journeyDirection: 'return', pickupDate: '', returnDate, returnTime: '10:00' },
        now,
      );
    expect(errors('2026-07-15').returnDate).toBeUndefined();
    expect(errors('2026-07-14').returnDate).toBe('Return date cannot be before the pickup date');
  });
});

const validRequest: QuoteRequestInput = {
  name: 'Megan Jones',
  email: 'megan@example.com',
  phone: '+447700900123',
  pickupLocation: 'Canton, Cardiff',
  destination: 'Bristol Airport',
  pickupDate: '2026-07-20',
  pickupTime: '05:30',
  passengerCount: 12,
  journeyType: 'airport-transfer',
  journeyDirection: 'one-way',
  formVersion: 'pq1',
  current_page: '/book-online',
  attribution: {
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'summer',
    utm_term: null,
    utm_content: null,
    gclid: 'abc',
    fbclid: null,
    landing_page: '/book-online?gclid=abc',
    current_page: '/book-online',
    referrer: 'https://www.google.com/',
    initial_referrer: 'https://www.google.com/',
    traffic_source: 'google_ads',
  },
  website: '',
};

function requestErrors(input: Record<string, unknown>) {
  const result = requestSchema.safeParse({ ...validRequest, ...input });
  return result.success ? {} : localiseFieldErrors(fieldErrorsOf(result.error), 'en');
}

describe('QuoteRequestSchema (the POST /api/quotes body)', () => {
  it('accepts the e-mail function payload with attribution and an empty honeypot', () => {
    const request = requestSchema.parse(validRequest);
    expect(request.formVersion).toBe('pq1');
    expect(request.website).toBe('');
    expect(request.attribution?.traffic_source).toBe('google_ads');
  });

  it('uses the same messages as the form', () => {
    expect(requestErrors({ name: '' }).name).toBe('Required');
    expect(requestErrors({ email: 'nope' }).email).toBe('Invalid email');
    expect(requestErrors({ phone: '+44770090' }).phone).toBe('Too short');
    expect(requestErrors({ passengerCount: 0 }).passengerCount).toBeDefined();
    expect(requestErrors({ passengerCount: 101 }).passengerCount).toBeDefined();
    expect(requestErrors({ journeyDirection: 'return' }).returnDate).toBe(
      'Required for return journey',
    );
  });

  it("insists on formVersion 'pq1'", () => {
    expect(requestErrors({ formVersion: 'pq2' }).formVersion).toBeDefined();
  });

  it('drops return details from a one-way request', () => {
    const request = requestSchema.parse({
      ...validRequest,
      returnDate: '2026-07-27',
      returnTime: '18:00',
    });
    expect(request.returnDate).toBeUndefined();
    expect(request.returnTime).toBeUndefined();
  });

  it('caps free text', () => {
    expect(requestErrors({ name: 'x'.repeat(202) }).name).toBe('Too long');
    expect(requestErrors({ destination: 'x'.repeat(201) }).destination).toBe('Too long');
  });

  it('refuses CR/LF in single-line fields', () => {
    expect(requestErrors({ name: 'Megan\nJones' }).name).toBeDefined();
    expect(requestErrors({ current_page: '/x\r\nSet-Cookie: a=b' }).current_page).toBeDefined();
  });

  it('keeps a lenient attribution: trims, caps, drops unknown keys, never refuses', () => {
    const request = requestSchema.parse({
      ...validRequest,
      attribution: {
        utm_source: '  news\nletter  ',
        utm_campaign: 'x'.repeat(600),
        gclid: 42,
        evil: 'dropped',
        traffic_source: 'made_up',
        referrer: 'https://www.bing.com/search',
        initial_referrer: 'https://www.bing.com/search',
      },
    });
    expect(request.attribution).not.toHaveProperty('evil');
    expect(request.attribution?.utm_source).toBe('newsletter');
    expect(request.attribution?.utm_campaign).toHaveLength(500);
    expect(request.attribution?.gclid).toBeNull();
    // An unknown source is classified again from the record itself.
    expect(request.attribution?.traffic_source).toBe('bing_organic');
    expect(requestSchema.parse({ ...validRequest, attribution: 'junk' }).attribution).toBeNull();
    expect(requestSchema.parse({ ...validRequest, attribution: undefined }).attribution).toBeNull();
  });

  it('reads the honeypot as a string', () => {
    expect(requestSchema.parse({ ...validRequest, website: ' http://spam ' }).website).toBe(
      'http://spam',
    );
    const { website, attribution, ...withoutExtras } = validRequest;
    void website;
    void attribution;
    const bare = requestSchema.parse(withoutExtras);
    expect(bare.website).toBe('');
    expect(bare.attribution).toBeNull();
  });
});
