/**
 * The .ics file of /thanks (spec §3 "Calendar event", CONTRACT): one VEVENT at the pickup date and
 * time in Europe/London, lasting an hour, with a display alarm 24 hours before. Pure apart from
 * the `ics` package, which is why this module is only ever imported dynamically (on a click):
 * `ics` and its validator weigh more than the rest of the page's script.
 */
import { createEvent, type EventAttributes } from 'ics';
import { BUSINESS } from '#app/content/business.ts';
import { QUOTE_REPLY_HOURS, SERVICE_TYPE_LABELS } from '#app/features/quote/quote-constants.ts';
import { londonOffset } from '#app/features/quote/quote-dates.ts';
import { isDatedEnquiry, journeyDateLabel, type SavedEnquiry } from './saved-enquiry.ts';
import {
  CALENDAR_ALARM_TEXT,
  CALENDAR_EVENT_HOURS,
  CALENDAR_PRODUCT_ID,
  CALENDAR_REMINDER_HOURS,
  calendarFileName,
} from './thanks-constants.ts';

/** Spec §3 "Calendar event". */
export interface CalendarEvent {
  title: string;
  description: string;
  location?: string;
  startDate: Date;
  endDate: Date;
}

export type CalendarFileResult =
  | { ok: true; fileName: string; content: string; event: CalendarEvent }
  | { ok: false; reason: 'missing-details' | 'error'; error?: unknown };

const HOUR_MS = 3_600_000;

/**
 * RFC 5545 TEXT allows no control characters but HTAB; a bare CR would end the content line in
 * some readers even though `ics` escapes CRLF and LF. Line breaks become LF (escaped to \n by
 * `ics`), other controls are dropped, so no value can start a property of its own.
 */
export function cleanText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .trim()
  );
}

/** The UTC instant of a London wall-clock date and time, right on either side of a clock change. */
export function londonInstant(date: string, time: string): Date {
  const offset = londonOffset(date, time);
  return new Date(`${date}T${time}:00${offset}`);
}

export function calendarEventFromEnquiry(enquiry: SavedEnquiry): CalendarEvent | null {
  if (!isDatedEnquiry(enquiry)) return null;
  const from = enquiry.pickupLocation ? cleanText(enquiry.pickupLocation) : '';
  const to = enquiry.destination ? cleanText(enquiry.destination) : '';
  const title =
    from && to
      ? `${BUSINESS.name}: ${from} to ${to}`
      : `${BUSINESS.name}: ${to ? `journey to ${to}` : 'your journey'}`;
  const details = [
    `Your ${BUSINESS.name} journey (quote requested)`,
    enquiry.journeyType ? `Service: ${SERVICE_TYPE_LABELS[enquiry.journeyType]}` : '',
    enquiry.passengers ? `Passengers: ${enquiry.passengers}` : '',
    `Pickup: ${from || 'to be confirmed'} at ${enquiry.pickupTime} on ${journeyDateLabel(enquiry.pickupDate)}`,
    to ? `Destination: ${to}` : '',
  ].filter(Boolean);
  const contact = [
    `Your personalised quote arrives within ${QUOTE_REPLY_HOURS} hours.`,
    `Questions? Call or WhatsApp us on ${BUSINESS.phone.display} (24/7), or e-mail ${BUSINESS.email}.`,
  ];
  const startDate = londonInstant(enquiry.pickupDate, enquiry.pickupTime);
  return {
    title,
    description: [...details, '', ...contact].join('\n'),
    ...(from ? { location: from } : {}),
    startDate,
    endDate: new Date(startDate.getTime() + CALENDAR_EVENT_HOURS * HOUR_MS),
  };
}

/** FNV-1a: a short stable hash, so downloading the same journey twice updates one event. */
function shortHash(value: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const encoder = new TextEncoder();

/**
 * Folds one content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character: `ics`
 * folds at 75 characters, which overruns the limit as soon as a value holds 'ŵ' or '✈'.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // continuation lines start with a space, which counts
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Undoes any folding (CRLF followed by a space or tab), then folds every line by octets. */
export function refold(ics: string): string {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => (line ? foldLine(line) : line))
    .join('\r\n');
}

export function buildCalendarFile(
  enquiry: SavedEnquiry,
  now: Date = new Date(),
): CalendarFileResult {
  const event = calendarEventFromEnquiry(enquiry);
  if (!event) return { ok: false, reason: 'missing-details' };
  // DTSTAMP: `ics` reads `timestamp` (default Date.now()) but leaves it out of its types.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: CALENDAR_PRODUCT_ID,
    method: 'PUBLISH',
    uid: `bus4u-${enquiry.pickupDate}-${enquiry.pickupTime?.replace(':', '')}-${shortHash(
      [enquiry.email, enquiry.pickupLocation, enquiry.destination].join('|'),
    )}@bus4u`,
    timestamp: now.getTime(),
    title: event.title,
    description: event.description,
    ...(event.location ? { location: event.location } : {}),
    // A UTC instant, computed with London's offset on the day: every calendar app agrees on it,
    // with no VTIMEZONE block to get wrong.
    start: event.startDate.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: CALENDAR_EVENT_HOURS },
    status: 'TENTATIVE',
    busyStatus: 'BUSY',
    alarms: [
      {
        action: 'display',
        description: CALENDAR_ALARM_TEXT,
        trigger: { hours: CALENDAR_REMINDER_HOURS, before: true },
      },
    ],
  };
  try {
    const { error, value } = createEvent(attributes);
    if (error || !value) return { ok: false, reason: 'error', error };
    return {
      ok: true,
      fileName: calendarFileName(enquiry.pickupDate),
      content: refold(value),
      event,
    };
  } catch (error) {
    return { ok: false, reason: 'error', error };
  }
}
