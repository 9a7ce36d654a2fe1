import { describe, expect, it } from 'vitest';
import {
  CALENDAR_EVENT_HOURS,
  CALENDAR_FILE_DEFAULT_NAME,
  CALENDAR_REMINDER_HOURS,
  CAROUSEL_AUTOPLAY_MS,
  INFO_CARDS,
  TOAST_CALENDAR_FAILED_TEXT,
  TOAST_CALENDAR_FAILED_TITLE,
  TOAST_CALENDAR_MISSING_TEXT,
  TOAST_CALENDAR_MISSING_TITLE,
  TOAST_CALENDAR_SUCCESS_TEXT,
  TOAST_CALENDAR_SUCCESS_TITLE,
  calendarFileName,
  slideLabel,
  whatsappEnquiryMessage,
} from './thanks-constants.ts';

describe('the numbers of /thanks', () => {
  it('are the literal values', () => {
    expect(CAROUSEL_AUTOPLAY_MS).toBe(3000);
    expect(CALENDAR_EVENT_HOURS).toBe(1);
    expect(CALENDAR_REMINDER_HOURS).toBe(24);
  });

  it('names the calendar file after the pickup date, or the default', () => {
    expect(CALENDAR_FILE_DEFAULT_NAME).toBe('bus4u-quote-reminder.ics');
    expect(calendarFileName('2026-07-14')).toBe('bus4u-journey-2026-07-14.ics');
    expect(calendarFileName(undefined)).toBe('bus4u-quote-reminder.ics');
    expect(calendarFileName('')).toBe('bus4u-quote-reminder.ics');
    expect(calendarFileName('../../etc')).toBe('bus4u-quote-reminder.ics');
  });
});

describe('the calendar toasts', () => {
  it('are word for word', () => {
    expect(TOAST_CALENDAR_SUCCESS_TITLE).toBe('Calendar Event Downloaded!');
    expect(TOAST_CALENDAR_SUCCESS_TEXT).toBe(
      'Open the file to add this journey to your calendar app.',
    );
    expect(TOAST_CALENDAR_MISSING_TITLE).toBe('Calendar Event Not Available');
    expect(TOAST_CALENDAR_MISSING_TEXT).toBe(
      "We couldn't create a calendar event. Please add your journey details manually to your calendar.",
    );
    expect(TOAST_CALENDAR_FAILED_TITLE).toBe('Download Failed');
    expect(TOAST_CALENDAR_FAILED_TEXT).toBe(
      'There was an error creating the calendar file. Please try again.',
    );
  });
});

describe('page copy', () => {
  it('has the three information cards', () => {
    expect(INFO_CARDS.map((c) => c.id)).toEqual(['whatsapp', 'spam', 'local']);
    expect(INFO_CARDS[0].text).toContain('verified');
    expect(INFO_CARDS[1].title).toContain('spam or junk');
    expect(INFO_CARDS[2].title).toBe('Not a broker: local since 2020');
  });

  it('labels slides "n of N"', () => {
    expect(slideLabel(0, 5)).toBe('1 of 5');
    expect(slideLabel(4, 5)).toBe('5 of 5');
  });

  it('prefills WhatsApp with the route and date when known', () => {
    expect(
      whatsappEnquiryMessage(
        { pickupLocation: 'Cardiff', destination: 'Heathrow Airport' },
        'Tuesday 14 July 2026',
      ),
    ).toBe(
      "Hi Bus4U, I've just sent a quote request for Cardiff to Heathrow Airport on Tuesday 14 July 2026. Could you help?",
    );
    expect(whatsappEnquiryMessage({ pickupLocation: 'Cardiff', destination: 'Bath' })).toBe(
      "Hi Bus4U, I've just sent a quote request for Cardiff to Bath. Could you help?",
    );
    expect(whatsappEnquiryMessage(null)).toBe(
      "Hi Bus4U, I'd like a quote for a minibus journey. Could you help?",
    );
    expect(whatsappEnquiryMessage({ pickupLocation: 'Cardiff' })).toBe(
      "Hi Bus4U, I'd like a quote for a minibus journey. Could you help?",
    );
  });
});
