/**
 * The .ics file of /thanks (docs/http-api.md): one VEVENT at the pickup date and
 * time in Europe/London, lasting an hour, with a display alarm 24 hours before. Pure apart from
 * the `ics` package, which is why this module is only ever imported dynamically (on a click):
 * `ics` and its validator weigh more than the rest of the page's script.
 */
import { createEvent, type EventAttributes } from 'ics';
import { cleanText, refold } from '#app/lib/ics-text.ts';
import type { Locale } from '#app/lib/locale.ts';
import { londonOffset } from '#app/lib/london-dates.ts';
import { SERVICE_TYPE_TEXT } from '#app/lib/service-types.ts';
import { isDatedEnquiry, type SavedEnquiry } from './saved-enquiry.ts';
import {
  CALENDAR_EVENT_HOURS,
  CALENDAR_PRODUCT_ID,
  CALENDAR_REMINDER_HOURS,
  calendarFileName,
} from './thanks-constants.ts';
import { THANKS_TEXT } from './thanks-text.ts';

export { cleanText, foldLine } from '#app/lib/ics-text.ts';

/** The journey's calendar event, as the .ics of /thanks carries it (docs/http-api.md). */
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

/** The UTC instant of a London wall-clock date and time, right on either side of a clock change. */
export function londonInstant(date: string, time: string): Date {
  const offset = londonOffset(date, time);
  return new Date(`${date}T${time}:00${offset}`);
}

/** The event in the page's language: Welsh words and a cy-GB date on /cy/thanks. */
export function calendarEventFromEnquiry(
  enquiry: SavedEnquiry,
  locale: Locale = 'en',
): CalendarEvent | null {
  if (!isDatedEnquiry(enquiry)) return null;
  const t = THANKS_TEXT[locale].ics;
  const from = enquiry.pickupLocation ? cleanText(enquiry.pickupLocation) : '';
  const to = enquiry.destination ? cleanText(enquiry.destination) : '';
  const title = from && to ? t.title(from, to) : to ? t.titleTo(to) : t.titleOnly;
  const details = [
    t.intro,
    enquiry.journeyType ? t.service(SERVICE_TYPE_TEXT[locale][enquiry.journeyType]) : '',
    enquiry.passengers ? t.passengers(enquiry.passengers) : '',
    t.pickup(from || t.toBeConfirmed, { date: enquiry.pickupDate, time: enquiry.pickupTime }),
    to ? t.destination(to) : '',
  ].filter(Boolean);
  const contact = [t.quoteArrives, t.questions];
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

export function buildCalendarFile(
  enquiry: SavedEnquiry,
  now: Date = new Date(),
  locale: Locale = 'en',
): CalendarFileResult {
  const event = calendarEventFromEnquiry(enquiry, locale);
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
        description: THANKS_TEXT[locale].ics.alarm,
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
