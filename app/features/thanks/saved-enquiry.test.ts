import { describe, expect, it } from 'vitest';
import {
  ENQUIRY_DETAILS_STORAGE_KEY,
  hasPickupDateAndTime,
  isDatedEnquiry,
  journeyDateLabel,
  parseSavedEnquiry,
} from './saved-enquiry.ts';

const SAVED = {
  email: 'megan@example.com',
  pickupDate: '2026-07-14',
  pickupTime: '18:45',
  pickupLocation: 'Canton, Cardiff',
  destination: 'Heathrow Airport',
  journeyType: 'airport-transfer',
  passengers: 12,
};

describe('parseSavedEnquiry', () => {
  it('reads the key the quote dialog writes', () => {
    expect(ENQUIRY_DETAILS_STORAGE_KEY).toBe('enquiryDetails');
    expect(parseSavedEnquiry(JSON.stringify(SAVED))).toEqual(SAVED);
  });

  it('reads the way back of a return journey', () => {
    const back = { ...SAVED, returnDate: '2026-07-21', returnTime: '17:00' };
    expect(parseSavedEnquiry(JSON.stringify(back))).toEqual(back);
  });

  it('returns null for nothing, bad JSON and non-objects', () => {
    for (const raw of [null, '', '{', '"text"', '[1,2]', 'null', '42', '{}']) {
      expect(parseSavedEnquiry(raw)).toBeNull();
    }
  });

  it('keeps only fields of the right type', () => {
    const parsed = parseSavedEnquiry(
      JSON.stringify({
        ...SAVED,
        email: 7,
        journeyType: 'space-shuttle',
        passengers: -2,
        destination: '   ',
        extra: 'ignored',
      }),
    );
    expect(parsed).toEqual({
      pickupDate: '2026-07-14',
      pickupTime: '18:45',
      pickupLocation: 'Canton, Cardiff',
    });
  });

  it('keeps a null service type out (the visitor chose none)', () => {
    expect(parseSavedEnquiry(JSON.stringify({ ...SAVED, journeyType: null }))).not.toHaveProperty(
      'journeyType',
    );
  });
});

describe('calendar eligibility', () => {
  it('shows the calendar only with both a pickup date and a pickup time', () => {
    expect(hasPickupDateAndTime(parseSavedEnquiry(JSON.stringify(SAVED)))).toBe(true);
    expect(hasPickupDateAndTime({ ...SAVED, pickupTime: undefined } as never)).toBe(false);
    expect(hasPickupDateAndTime({ pickupTime: '10:00' })).toBe(false);
    expect(hasPickupDateAndTime(null)).toBe(false);
  });

  it('builds only from a real date and an HH:MM time', () => {
    expect(isDatedEnquiry({ pickupDate: '2026-07-14', pickupTime: '18:45' })).toBe(true);
    expect(isDatedEnquiry({ pickupDate: '2026-02-30', pickupTime: '18:45' })).toBe(false);
    expect(isDatedEnquiry({ pickupDate: '2026-07-14', pickupTime: '6pm' })).toBe(false);
    expect(isDatedEnquiry(null)).toBe(false);
  });
});

describe('journeyDateLabel', () => {
  it('writes the date as a British reader expects, whatever the time zone', () => {
    expect(journeyDateLabel('2026-07-14')).toBe('Tuesday 14 July 2026');
    expect(journeyDateLabel('2026-03-29')).toBe('Sunday 29 March 2026');
    expect(journeyDateLabel('2026-13-01')).toBeUndefined();
    expect(journeyDateLabel(undefined)).toBeUndefined();
  });
});
