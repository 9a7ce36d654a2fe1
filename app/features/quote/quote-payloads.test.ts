import { describe, expect, it } from 'vitest';
import {
  buildEnquiryDetails,
  buildPartnerPayload,
  buildQuotePayload,
  type PartnerSource,
} from './quote-payloads.ts';
import { makeQuoteFormSchema, type QuoteForm } from './quote-schema.ts';

const NOW = new Date('2026-07-01T10:00:00Z');
const form = (input: Record<string, unknown> = {}): QuoteForm =>
  makeQuoteFormSchema(() => NOW).parse({
    serviceType: 'airport-transfer',
    journeyDirection: 'one-way',
    firstName: 'Megan',
    lastName: 'Jones',
    email: 'megan@example.com',
    countryCode: '+44',
    phone: '7700 900 123',
    pickupLocation: 'Canton, Cardiff',
    destination: 'Bristol Airport',
    pickupDate: '2026-07-14',
    pickupTime: '09:30',
    passengers: 12,
    specialRequirements: '',
    ...input,
  });

describe('buildQuotePayload (the POST /api/quotes body)', () => {
  it('builds a one-way payload', () => {
    expect(buildQuotePayload(form(), '/book-online')).toEqual({
      name: 'Megan Jones',
      email: 'megan@example.com',
      phone: '+447700900123',
      pickupLocation: 'Canton, Cardiff',
      destination: 'Bristol Airport',
      pickupDate: '2026-07-14',
      pickupTime: '09:30',
      passengerCount: 12,
      journeyType: 'airport-transfer',
      journeyDirection: 'one-way',
      formVersion: 'pq1',
      current_page: '/book-online',
    });
  });

  it('adds return details and special requirements only when there are some', () => {
    const payload = buildQuotePayload(
      form({
        journeyDirection: 'return',
        returnDate: '2026-07-21',
        returnTime: '18:45',
        specialRequirements: 'Two child seats',
      }),
      '/',
    );
    expect(payload).toMatchObject({
      journeyDirection: 'return',
      returnDate: '2026-07-21',
      returnTime: '18:45',
      specialRequirements: 'Two child seats',
    });
  });

  it('omits return details on a one-way trip even if typed, and no service type when none', () => {
    const payload = buildQuotePayload(
      form({ returnDate: '2026-07-21', returnTime: '18:45', serviceType: '' }),
      '/',
    );
    expect(payload).not.toHaveProperty('returnDate');
    expect(payload).not.toHaveProperty('returnTime');
    expect(payload).not.toHaveProperty('specialRequirements');
    expect(payload).not.toHaveProperty('journeyType');
  });
});

const stored: PartnerSource = {
  name: 'Megan Jones',
  email: 'megan@example.com',
  phone: '+447700900123',
  pickupLocation: 'Canton, Cardiff',
  destination: 'Bristol Airport',
  pickupDate: '2026-07-14',
  pickupTime: '09:30',
  returnDate: null,
  returnTime: null,
  passengerCount: 12,
  journeyType: 'airport-transfer',
  journeyDirection: 'one-way',
  specialRequirements: null,
};

describe('buildPartnerPayload (the partner forward body)', () => {
  it("has exactly the partner's keys, with London time in summer", () => {
    expect(buildPartnerPayload(stored)).toEqual({
      customer_name: 'Megan Jones',
      customer_email: 'megan@example.com',
      customer_phone: '+447700900123',
      pickup_location: 'Canton, Cardiff',
      dropoff_location: 'Bristol Airport',
      pickup_datetime: '2026-07-14T09:30:00+01:00',
      passengers: 12,
      notes: 'Service: Airport Transfer\nJourney: One-way',
    });
  });

  it('uses 12:00 when there is no time, and GMT in winter', () => {
    expect(buildPartnerPayload({ ...stored, pickupTime: null }).pickup_datetime).toBe(
      '2026-07-14T12:00:00+01:00',
    );
    expect(
      buildPartnerPayload({ ...stored, pickupDate: '2026-12-01', pickupTime: '' }).pickup_datetime,
    ).toBe('2026-12-01T12:00:00+00:00');
  });

  it('gives an instant Date can read back', () => {
    const { pickup_datetime } = buildPartnerPayload(stored);
    expect(new Date(pickup_datetime).toISOString()).toBe('2026-07-14T08:30:00.000Z');
  });

  it('writes return details and special requirements into the notes', () => {
    const { notes } = buildPartnerPayload({
      ...stored,
      journeyType: 'wedding',
      journeyDirection: 'return',
      returnDate: '2026-07-15',
      returnTime: '01:00',
      specialRequirements: 'Ribbons on the bus\nPlease arrive early',
    });
    expect(notes).toBe(
      [
        'Service: Wedding',
        'Journey: Return',
        'Return: 2026-07-15 at 01:00',
        'Special requirements: Ribbons on the bus\nPlease arrive early',
      ].join('\n'),
    );
  });

  it('leaves the service out when none was chosen', () => {
    expect(buildPartnerPayload({ ...stored, journeyType: null }).notes).toBe('Journey: One-way');
  });
});

describe('buildEnquiryDetails (localStorage enquiryDetails)', () => {
  it('keeps what /thanks reads', () => {
    const details = buildEnquiryDetails(buildQuotePayload(form(), '/'));
    expect(details).toEqual({
      email: 'megan@example.com',
      pickupDate: '2026-07-14',
      pickupTime: '09:30',
      pickupLocation: 'Canton, Cardiff',
      destination: 'Bristol Airport',
      journeyType: 'airport-transfer',
      passengers: 12,
    });
  });

  it('keeps the way back of a return journey, and only of a return', () => {
    const back = {
      journeyDirection: 'return' as const,
      returnDate: '2026-07-21',
      returnTime: '17:00',
    };
    expect(buildEnquiryDetails(buildQuotePayload(form(back), '/'))).toMatchObject({
      returnDate: '2026-07-21',
      returnTime: '17:00',
    });
    expect(
      buildEnquiryDetails(buildQuotePayload(form({ ...back, journeyDirection: 'one-way' }), '/')),
    ).not.toHaveProperty('returnDate');
  });

  it('has a null journeyType without a service type', () => {
    expect(buildEnquiryDetails(buildQuotePayload(form({ serviceType: '' }), '/')).journeyType).toBe(
      null,
    );
  });
});
