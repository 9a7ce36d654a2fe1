import { describe, expect, it } from 'vitest';
import { ICS_MESSAGES, rangesFromIcs } from './ics-ranges.server.ts';

/** As a council publishes its school holidays: all-day events, each DTEND the day after. */
const HOLIDAYS_ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Example Council//Term Dates//EN',
  'BEGIN:VEVENT',
  'UID:half-term-2026@example.org',
  'DTSTAMP:20260601T090000Z',
  'DTSTART;VALUE=DATE:20261026',
  'DTEND;VALUE=DATE:20261031',
  'SUMMARY:Autumn half-term',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:inset-2026@example.org',
  'DTSTAMP:20260601T090000Z',
  'DTSTART;VALUE=DATE:20261120',
  'SUMMARY:INSET day',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

describe('rangesFromIcs', () => {
  it("reads an all-day event's end as excluded, and one without an end as its one day", () => {
    expect(rangesFromIcs(HOLIDAYS_ICS, 'holiday')).toEqual({
      ok: true,
      ranges: [
        {
          kind: 'holiday',
          firstDay: '2026-10-26',
          lastDay: '2026-10-30',
          label: 'Autumn half-term',
        },
        { kind: 'holiday', firstDay: '2026-11-20', lastDay: '2026-11-20', label: 'INSET day' },
      ],
    });
  });

  it('takes the kind the operator says the file lists', () => {
    const result = rangesFromIcs(HOLIDAYS_ICS, 'term');
    expect(result.ok && result.ranges.map((r) => r.kind)).toEqual(['term', 'term']);
  });

  it('refuses a file that is not iCalendar, or has no events', () => {
    expect(rangesFromIcs('Term dates: see the website', 'term')).toEqual({
      ok: false,
      message: 'That file could not be read as an iCalendar (.ics) file.',
    });
    expect(rangesFromIcs('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR', 'term')).toEqual({
      ok: false,
      message: ICS_MESSAGES.empty,
    });
  });
});
