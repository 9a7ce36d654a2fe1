import { describe, expect, it } from 'vitest';
import { addDays, londonToday } from '#app/lib/london-dates.ts';
import { PASSENGERS_DEFAULT } from './quote-constants.ts';
import {
  clampPassengers,
  emptyQuoteForm,
  fieldLabel,
  orderedErrors,
  readQuoteFormValues,
  startingValues,
  validateQuoteForm,
  type QuoteFormValues,
} from './quote-form-values.ts';

const inAMonth = addDays(londonToday(new Date()), 30);
const filled = (overrides: Partial<QuoteFormValues> = {}): QuoteFormValues => ({
  ...emptyQuoteForm(),
  firstName: 'Megan',
  lastName: 'Jones',
  email: 'megan@example.com',
  phone: '07700 900123',
  pickupLocation: 'Canton, Cardiff',
  destination: 'Heathrow Airport',
  pickupDate: inAMonth,
  pickupTime: '09:30',
  ...overrides,
});

describe("emptyQuoteForm (the form's defaults)", () => {
  it('starts one-way, +44 and 16 passengers', () => {
    const values = emptyQuoteForm();
    expect(values.journeyDirection).toBe('one-way');
    expect(values.countryCode).toBe('+44');
    expect(values.passengers).toBe(PASSENGERS_DEFAULT);
    expect(values.serviceType).toBe('');
  });
});

describe('validateQuoteForm (one message per field)', () => {
  it('gives every required field its message when empty', () => {
    const result = validateQuoteForm(emptyQuoteForm());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Invalid email',
      phone: 'Too short',
      pickupLocation: 'Required',
      destination: 'Required',
      pickupDate: 'Required',
      pickupTime: 'Required',
    });
  });

  it('asks for the return date and time on a return journey only', () => {
    const oneWay = validateQuoteForm(filled());
    expect(oneWay.ok).toBe(true);
    const result = validateQuoteForm(filled({ journeyDirection: 'return' }));
    expect(result.ok ? {} : result.errors).toEqual({
      returnDate: 'Required for return journey',
      returnTime: 'Required for return journey',
    });
  });

  it('accepts a complete return journey', () => {
    const result = validateQuoteForm(
      filled({
        journeyDirection: 'return',
        returnDate: addDays(inAMonth, 7),
        returnTime: '18:45',
      }),
    );
    expect(result.ok).toBe(true);
  });
});

describe('orderedErrors', () => {
  it('lists errors in the order of the form', () => {
    expect(orderedErrors({ phone: 'a', pickupLocation: 'b', firstName: 'c' })).toEqual([
      ['pickupLocation', 'b'],
      ['firstName', 'c'],
      ['phone', 'a'],
    ]);
  });
});

describe('fieldLabel', () => {
  it('calls the return time a flight arrival time for airport transfers', () => {
    expect(fieldLabel('returnTime', { serviceType: 'airport-transfer' })).toBe(
      'Return Flight Arrival Time',
    );
    expect(fieldLabel('returnTime', { serviceType: 'wedding' })).toBe('Return Time');
  });
});

describe('clampPassengers (1 to 100)', () => {
  it.each([
    [0, 1],
    [-5, 1],
    [1, 1],
    [42, 42],
    [100, 100],
    [101, 100],
    [7.6, 8],
    [Number.NaN, PASSENGERS_DEFAULT],
  ])('%s becomes %s', (input, expected) => {
    expect(clampPassengers(input)).toBe(expected);
  });
});

describe('startingValues (draft and preset)', () => {
  it('fills the preset into a fresh form', () => {
    const values = startingValues(
      { serviceType: 'airport-transfer', destination: 'Heathrow' },
      null,
    );
    expect(values.serviceType).toBe('airport-transfer');
    expect(values.destination).toBe('Heathrow');
    expect(values.passengers).toBe(PASSENGERS_DEFAULT);
  });

  it('keeps what the visitor typed over a new preset', () => {
    const draft = { values: filled({ destination: 'Wembley' }), preset: {} };
    const values = startingValues({ destination: 'Heathrow', serviceType: 'wedding' }, draft);
    expect(values.destination).toBe('Wembley');
    expect(values.firstName).toBe('Megan');
    expect(values.serviceType).toBe('wedding');
  });

  it('replaces a value the last preset had put there', () => {
    const draft = {
      values: filled({ destination: 'Heathrow', serviceType: 'airport-transfer' }),
      preset: { destination: 'Heathrow', serviceType: 'airport-transfer' as const },
    };
    const values = startingValues({ destination: 'Gatwick' }, draft);
    expect(values.destination).toBe('Gatwick');
    expect(values.serviceType).toBe('airport-transfer');
  });
});

describe('readQuoteFormValues (a form posted without JavaScript)', () => {
  it('reads an unknown service or direction as none and one-way, and keeps what was typed', () => {
    const { values } = readQuoteFormValues({
      firstName: ['Two', 'Values'],
      lastName: 'Davies',
      passengers: '7',
      serviceType: 'rocket',
      journeyDirection: 'sideways',
    });
    expect(values).toMatchObject({
      serviceType: '',
      journeyDirection: 'one-way',
      firstName: '',
      lastName: 'Davies',
    });
  });

  it('takes plain digits for passengers and keeps the default country code when none is posted', () => {
    expect(readQuoteFormValues({ passengers: '12', countryCode: '' })).toEqual({
      values: { ...emptyQuoteForm(), passengers: 12 },
      passengersValid: true,
    });
    expect(readQuoteFormValues({ passengers: '1e1' }).passengersValid).toBe(false);
  });
});
