import { describe, expect, it } from 'vitest';
import * as C from './quote-constants.ts';
import { QUOTE_MESSAGES } from './quote-messages.ts';
import { QUOTE_TEXT } from './quote-text.ts';

// The spec's literal values, stated here on their own so a changed constant shows up as a diff.
describe('quote constants (limits, payload, timings and messages)', () => {
  it('has the limits and defaults', () => {
    expect(C.PASSENGERS_MIN).toBe(1);
    expect(C.PASSENGERS_MAX).toBe(100);
    expect(C.PASSENGERS_DEFAULT).toBe(16);
    expect(C.SPECIAL_REQUIREMENTS_MAX).toBe(2000);
    expect(C.PHONE_MIN_LENGTH).toBe(10);
    expect(C.DEFAULT_COUNTRY_CODE).toBe('+44');
    expect(C.PICKUP_DATE_MAX_DAYS_PAST).toBe(3);
    expect(C.FORM_VERSION).toBe('pq1');
    expect(C.PARTNER_DEFAULT_TIME).toBe('12:00');
  });

  it('has the timings', () => {
    expect(C.REDIRECT_TO_THANKS_MS).toBe(100);
    expect(C.SCROLL_HINT_HIDE_PX).toBe(50);
    expect(C.QUOTE_REPLY_HOURS).toBe(24);
    expect(C.URGENT_TRIP_DAYS).toBe(5);
  });

  it('has the messages word for word', () => {
    expect(QUOTE_MESSAGES.en.required).toBe('Required');
    expect(QUOTE_MESSAGES.en.invalidEmail).toBe('Invalid email');
    expect(QUOTE_MESSAGES.en.tooShort).toBe('Too short');
    expect(QUOTE_MESSAGES.en.requiredForReturn).toBe('Required for return journey');
    expect(QUOTE_TEXT.en.toastValidationTitle).toBe('Validation Error');
    expect(C.TOAST_VALIDATION_TEXT).toBe('Please fill in all required fields correctly.');
    expect(QUOTE_TEXT.en.toastSubmitFailedTitle).toBe('Submission Failed');
    expect(QUOTE_TEXT.en.toastSuccessTitle).toBe('Quote Request Sent! ✅');
    expect(QUOTE_TEXT.en.toastSuccessText).toBe(
      "We'll contact you within 24 hours with your quote.",
    );
    expect(QUOTE_TEXT.en.submitting).toBe('Sending Your Request...');
    expect(QUOTE_TEXT.en.scrollHint).toBe('Please scroll down to complete all required fields');
    expect(QUOTE_TEXT.en.returnFlightTimeLabel).toBe('Return Flight Arrival Time *');
    expect(QUOTE_TEXT.en.submitFailedFallback('029 2018 0456')).toBe(
      'Please call us: 029 2018 0456',
    );
  });

  it('labels every service type', () => {
    expect(Object.keys(C.SERVICE_TYPE_LABELS)).toEqual([
      'airport-transfer',
      'corporate',
      'school-transport',
      'wedding',
      'stag-hen',
      'sporting-event',
      'other',
    ]);
  });
});
