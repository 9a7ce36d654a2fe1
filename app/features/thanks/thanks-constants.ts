/**
 * Every number and message of /thanks, written once. The page, the calendar
 * builder and the tests read them from here. Client-safe, and free of heavy imports: the page's
 * first load pulls this file in, the calendar builder (and the `ics` package) only on a click.
 */
import { BUSINESS, WHATSAPP_GENERAL_MESSAGES } from '#app/content/business.ts';
import type { Locale } from '#app/lib/locale.ts';
import { CALENDAR_REMINDER_HOURS } from '#app/lib/ics-text.ts';
import { QUOTE_REPLY_HOURS } from '#app/lib/quote-facts.ts';

// Numbers
export const CAROUSEL_AUTOPLAY_MS = 3000;

// Calendar file (docs/http-api.md); what the booking's .ics shares lives in app/lib/ics-text.ts.
export const CALENDAR_MIME_TYPE = 'text/calendar;charset=utf-8';
export const CALENDAR_PRODUCT_ID = '-//Bus4U//Journey reminder//EN';
export {
  CALENDAR_ALARM_TEXT,
  CALENDAR_EVENT_HOURS,
  CALENDAR_FILE_DEFAULT_NAME,
  CALENDAR_REMINDER_HOURS,
  calendarFileName,
} from '#app/lib/ics-text.ts';

// Toasts
export const TOAST_CALENDAR_SUCCESS_TITLE = 'Calendar Event Downloaded!';
export const TOAST_CALENDAR_SUCCESS_TEXT =
  'Open the file to add this journey to your calendar app.';
export const TOAST_CALENDAR_MISSING_TITLE = 'Calendar Event Not Available';
export const TOAST_CALENDAR_MISSING_TEXT =
  "We couldn't create a calendar event. Please add your journey details manually to your calendar.";
export const TOAST_CALENDAR_FAILED_TITLE = 'Download Failed';
export const TOAST_CALENDAR_FAILED_TEXT =
  'There was an error creating the calendar file. Please try again.';

// Page copy
export const THANKS_BADGE = 'Request received';
export const THANKS_TITLE = 'Thank you, your quote request has been sent';
export const THANKS_LEAD = `We have your details. A member of our Cardiff team will send you a personalised quote within ${QUOTE_REPLY_HOURS} hours. Need an answer sooner? We are open 24/7.`;
export const CALENDAR_HEADING = 'Your journey';
export const CALENDAR_BUTTON_LABEL = 'Add to my calendar';
export const CALENDAR_NOTE = `A one-hour event at your pickup time, with a reminder ${CALENDAR_REMINDER_HOURS} hours before.`;

export const NEXT_STEPS_HEADING = 'What happens next';
export const NEXT_STEPS = [
  'We check availability and plan the best vehicle for your group.',
  `Your personalised quote arrives within ${QUOTE_REPLY_HOURS} hours, by WhatsApp or e-mail.`,
  'Happy with it? Reply to confirm and your journey is booked.',
] as const;

export const INFO_CARDS = [
  {
    id: 'whatsapp',
    title: 'Watch for our WhatsApp message',
    text: `We usually reply on WhatsApp, from our verified ${BUSINESS.name} business account, so you can check it is really us.`,
  },
  {
    id: 'spam',
    title: 'Check your spam or junk folder',
    text: 'If our e-mail has not arrived, it may have been filtered. Mark it as safe so you see our reply.',
  },
  {
    id: 'local',
    title: `Not a broker: local since ${BUSINESS.localSince}`,
    text: `${BUSINESS.notABroker} We have been based in Cardiff since ${BUSINESS.localSince}.`,
  },
] as const;

export const FLEET_HEADING = 'The vehicles you could be travelling in';
export const FLEET_LEAD =
  'Clean, modern and driven by our own DBS-checked drivers, from a luxury MPV to a 16-seat minibus.';
export const CAROUSEL_LABEL = 'Our fleet';
export const BACK_HOME_LABEL = 'Back to Home';
export const CONTACT_HEADING = 'Ways to reach us';
export const CONTACT_LEAD = 'Our Cardiff team answers day and night, whichever way suits you.';
export const INFO_CARDS_LABEL = 'While you wait';
export const TESTIMONIALS_HEADING = 'What our passengers say';
export const LICENCE_HEADING = 'Licensed and accountable';

/** "1 of 5": the label of each slide (WAI-ARIA carousel pattern). */
export function slideLabel(index: number, total: number): string {
  return `${index + 1} of ${total}`;
}

/**
 * The WhatsApp text: names the route and the date when the visitor gave them, so our team can
 * find the request at once; otherwise the site's general message.
 */
export function whatsappEnquiryMessage(
  enquiry: { pickupLocation?: string; destination?: string } | null,
  dateLabel?: string,
  locale: Locale = 'en',
): string {
  const from = enquiry?.pickupLocation?.trim();
  const to = enquiry?.destination?.trim();
  if (!from || !to) return WHATSAPP_GENERAL_MESSAGES[locale];
  if (locale === 'cy') {
    return `Helo ${BUSINESS.name}, rydw i newydd anfon cais am ddyfynbris: ${from} → ${to}${dateLabel ? `, ${dateLabel}` : ''}. Allwch chi helpu?`;
  }
  const when = dateLabel ? ` on ${dateLabel}` : '';
  return `Hi ${BUSINESS.name}, I've just sent a quote request for ${from} to ${to}${when}. Could you help?`;
}
