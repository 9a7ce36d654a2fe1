import { describe, expect, it } from 'vitest';
import * as C from './quote-constants.ts';

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
    expect(C.MESSAGE_REQUIRED).toBe('Required');
    expect(C.MESSAGE_INVALID_EMAIL).toBe('Invalid email');
    expect(C.MESSAGE_TOO_SHORT).toBe('Too short');
    expect(C.MESSAGE_REQUIRED_FOR_RETURN).toBe('Required for return journey');
    expect(C.TOAST_VALIDATION_TITLE).toBe('Validation Error');
    expect(C.TOAST_VALIDATION_TEXT).toBe('Please fill in all required fields correctly.');
    expect(C.TOAST_SUBMIT_FAILED_TITLE).toBe('Submission Failed');
    expect(C.TOAST_SUCCESS_TITLE).toBe('Quote Request Sent! ✅');
    expect(C.TOAST_SUCCESS_TEXT).toBe("We'll contact you within 24 hours with your quote.");
    expect(C.SUBMITTING_LABEL).toBe('Sending Your Request...');
    expect(C.SCROLL_HINT_TEXT).toBe('Please scroll down to complete all required fields');
    expect(C.RETURN_FLIGHT_TIME_LABEL).toBe('Return Flight Arrival Time *');
    expect(C.submitFailedFallbackText('029 2018 0456')).toBe('Please call us: 029 2018 0456');
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
