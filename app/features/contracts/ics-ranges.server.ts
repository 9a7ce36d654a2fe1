/**
 * Reads a council's or school's iCalendar (.ics) file into calendar ranges, with ical.js. An
 * all-day event's DTEND is the day after its last (RFC 5545 3.6.1: the end is excluded), so the
 * range ends the day before it; an all-day event without an end is that one day. An event with
 * times counts on every London day it touches. Recurring events are read as their first instance:
 * term and holiday files list each range as its own event.
 */
import ICAL from 'ical.js';
import { addDays, londonDateAndTime } from '#app/lib/london-dates.ts';
import type { TermRange } from './journey-dates.ts';
import type { TermRangeKind } from './contracts-schema.server.ts';

export interface ImportedRange extends TermRange {
  label: string | null;
}

export const ICS_MESSAGES = {
  unreadable: 'That file could not be read as an iCalendar (.ics) file.',
  empty: 'That file has no events with dates.',
} as const;

/** The file's events as ranges of the kind the operator said it lists, or why not. */
export function rangesFromIcs(
  text: string,
  kind: TermRangeKind,
): { ok: true; ranges: ImportedRange[] } | { ok: false; message: string } {
  let component: ICAL.Component;
  try {
    component = new ICAL.Component(ICAL.parse(text));
  } catch {
    return { ok: false, message: ICS_MESSAGES.unreadable };
  }
  const ranges: ImportedRange[] = [];
  for (const vevent of component.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    const start = event.startDate;
    if (!start) continue;
    const label = event.summary?.trim() || null;
    if (start.isDate) {
      const firstDay = start.toString();
      const end = event.endDate;
      const lastDay = end && end.compare(start) > 0 ? addDays(end.toString(), -1) : firstDay;
      ranges.push({ kind, firstDay, lastDay, label });
    } else {
      const startsAt = start.toJSDate();
      const endsAt = event.endDate?.toJSDate() ?? startsAt;
      const firstDay = londonDateAndTime(startsAt).date;
      const lastInstant = endsAt > startsAt ? new Date(endsAt.getTime() - 1) : startsAt;
      ranges.push({ kind, firstDay, lastDay: londonDateAndTime(lastInstant).date, label });
    }
  }
  if (ranges.length === 0) return { ok: false, message: ICS_MESSAGES.empty };
  return { ok: true, ranges: ranges.sort((a, b) => a.firstDay.localeCompare(b.firstDay)) };
}
