import { describe, expect, it } from 'vitest';
import { BUSINESS } from '#app/content/business.ts';
import {
  buildCalendarFile,
  calendarEventFromEnquiry,
  cleanText,
  foldLine,
  londonInstant,
} from './calendar.ts';
import type { SavedEnquiry } from './saved-enquiry.ts';

interface Property {
  name: string;
  params: string;
  value: string;
}

/** RFC 5545 §3.1 read back: unfold, then split each line into name, parameters and value. */
function parseIcs(ics: string): Property[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      // The first unquoted colon ends the name and parameters (values may contain colons).
      let quoted = false;
      let at = -1;
      for (let i = 0; i < line.length; i++) {
        if (line[i] === '"') quoted = !quoted;
        if (line[i] === ':' && !quoted) {
          at = i;
          break;
        }
      }
      const head = line.slice(0, at);
      const [name = '', ...params] = head.split(';');
      return { name, params: params.join(';'), value: line.slice(at + 1) };
    });
}

/** TEXT values unescaped (RFC 5545 §3.3.11). */
function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** The properties of the first component named `name`, nested components left out. */
function component(props: Property[], name: string): Property[] {
  const start = props.findIndex((p) => p.name === 'BEGIN' && p.value === name);
  const out: Property[] = [];
  let depth = 0;
  for (const p of props.slice(start + 1)) {
    if (p.name === 'END' && p.value === name && depth === 0) break;
    if (p.name === 'BEGIN') depth++;
    else if (p.name === 'END') depth--;
    else if (depth === 0) out.push(p);
  }
  return out;
}

const field = (props: Property[], name: string) => props.filter((p) => p.name === name);

const ENQUIRY: SavedEnquiry = {
  email: 'megan@example.com',
  pickupDate: '2026-07-14',
  pickupTime: '09:30',
  pickupLocation: 'Cardiff',
  destination: 'Heathrow Airport',
  journeyType: 'airport-transfer',
  passengers: 12,
};
const NOW = new Date('2026-06-01T10:00:00Z');

function build(enquiry: SavedEnquiry) {
  const result = buildCalendarFile(enquiry, NOW);
  if (!result.ok) throw new Error(`no file: ${result.reason}`);
  return result;
}

describe('buildCalendarFile', () => {
  it('makes one VEVENT with the title, description, location, 1-hour duration and -24h alarm', () => {
    const file = build(ENQUIRY);
    expect(file.fileName).toBe('bus4u-journey-2026-07-14.ics');
    const props = parseIcs(file.content);
    expect(props[0]).toMatchObject({ name: 'BEGIN', value: 'VCALENDAR' });
    expect(props.at(-1)).toMatchObject({ name: 'END', value: 'VCALENDAR' });
    expect(props.filter((p) => p.name === 'BEGIN' && p.value === 'VEVENT')).toHaveLength(1);

    const event = component(props, 'VEVENT');
    expect(unescapeText(field(event, 'SUMMARY')[0]!.value)).toBe(
      'Bus4U: Cardiff to Heathrow Airport',
    );
    expect(unescapeText(field(event, 'LOCATION')[0]!.value)).toBe('Cardiff');
    const description = unescapeText(field(event, 'DESCRIPTION')[0]!.value);
    for (const expected of [
      'Service: Airport Transfer',
      'Passengers: 12',
      'Pickup: Cardiff at 09:30 on Tuesday 14 July 2026',
      'Destination: Heathrow Airport',
      'within 24 hours',
      BUSINESS.phone.display,
      BUSINESS.email,
    ]) {
      expect(description).toContain(expected);
    }
    // 09:30 in London in July is 08:30 UTC (BST).
    expect(field(event, 'DTSTART')).toEqual([
      { name: 'DTSTART', params: '', value: '20260714T083000Z' },
    ]);
    expect(field(event, 'DURATION')[0]!.value).toBe('PT1H');
    expect(field(event, 'DTEND')).toEqual([]);
    expect(field(event, 'UID')).toHaveLength(1);
    expect(field(event, 'DTSTAMP')[0]!.value).toBe('20260601T100000Z');

    const alarm = component(props, 'VALARM');
    expect(field(alarm, 'ACTION')[0]!.value).toBe('DISPLAY');
    expect(field(alarm, 'TRIGGER')[0]!.value).toBe('-PT24H');
    expect(field(alarm, 'DESCRIPTION')[0]!.value).toBe('Your Bus4U journey is tomorrow');

    expect(file.event.endDate.getTime() - file.event.startDate.getTime()).toBe(3_600_000);
  });

  it('ends every line with CRLF', () => {
    const { content } = build(ENQUIRY);
    expect(content.endsWith('\r\n')).toBe(true);
    expect(content.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes commas, semicolons, backslashes and new lines (RFC 5545 §3.3.11)', () => {
    const pickupLocation = 'Flat 2; 10 Heol y Bont, Canton\\Treganna\nCardiff';
    const props = parseIcs(build({ ...ENQUIRY, pickupLocation }).content);
    const event = component(props, 'VEVENT');
    const location = field(event, 'LOCATION')[0]!.value;
    expect(location).toBe('Flat 2\\; 10 Heol y Bont\\, Canton\\\\Treganna\\nCardiff');
    expect(unescapeText(location)).toBe(pickupLocation);
    expect(unescapeText(field(event, 'SUMMARY')[0]!.value)).toBe(
      `Bus4U: ${pickupLocation} to Heathrow Airport`,
    );
  });

  it('lets no crafted value inject a property', () => {
    const attacks = [
      'Cardiff\r\nDTSTART:20200101T000000Z\r\nATTENDEE:mailto:evil@example.com',
      'Cardiff\nATTENDEE;CN=x:mailto:evil@example.com',
      'Cardiff\rDTSTART:20200101T000000Z',
      'Cardiff\u000bEND:VEVENT\u0000',
    ];
    for (const attack of attacks) {
      const { content } = build({ ...ENQUIRY, pickupLocation: attack, destination: attack });
      const props = parseIcs(content);
      expect(field(props, 'DTSTART')).toHaveLength(1);
      expect(field(props, 'DTSTART')[0]!.value).toBe('20260714T083000Z');
      expect(field(props, 'ATTENDEE')).toHaveLength(0);
      expect(props.filter((p) => p.name === 'END' && p.value === 'VEVENT')).toHaveLength(1);
      // eslint-disable-next-line no-control-regex -- looking for control characters is the point
      expect(content).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
      expect(content.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    }
  });

  it('folds every line at 75 octets, never inside a multi-byte character', () => {
    const place = 'Caerffili – Llandaf ✈ '.repeat(12);
    const { content } = build({ ...ENQUIRY, pickupLocation: place, destination: place });
    const lines = content.split('\r\n');
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    const event = component(parseIcs(content), 'VEVENT');
    expect(unescapeText(field(event, 'LOCATION')[0]!.value)).toBe(place.trim());
  });

  it('puts the pickup at the right UTC instant on both sides of the March clock change', () => {
    // Clocks go forward at 01:00 UTC on Sunday 29 March 2026.
    const start = (date: string) =>
      field(parseIcs(build({ ...ENQUIRY, pickupDate: date }).content), 'DTSTART')[0]!.value;
    expect(start('2026-03-28')).toBe('20260328T093000Z');
    expect(start('2026-03-29')).toBe('20260329T083000Z');
  });

  it('puts the pickup at the right UTC instant on both sides of the October clock change', () => {
    // Clocks go back at 01:00 UTC on Sunday 25 October 2026.
    const start = (date: string) =>
      field(parseIcs(build({ ...ENQUIRY, pickupDate: date }).content), 'DTSTART')[0]!.value;
    expect(start('2026-10-24')).toBe('20261024T083000Z');
    expect(start('2026-10-25')).toBe('20261025T093000Z');
  });

  it('reports missing details rather than inventing a date or a time', () => {
    expect(buildCalendarFile({ ...ENQUIRY, pickupTime: undefined }, NOW)).toEqual({
      ok: false,
      reason: 'missing-details',
    });
    expect(buildCalendarFile({ ...ENQUIRY, pickupDate: '2026-02-30' }, NOW)).toMatchObject({
      ok: false,
      reason: 'missing-details',
    });
    expect(buildCalendarFile({ ...ENQUIRY, pickupTime: 'soon' }, NOW)).toMatchObject({
      ok: false,
      reason: 'missing-details',
    });
  });

  it('keeps the same UID for the same journey, so a second download updates the event', () => {
    const uid = (e: SavedEnquiry) => field(parseIcs(build(e).content), 'UID')[0]!.value;
    expect(uid(ENQUIRY)).toBe(uid({ ...ENQUIRY }));
    expect(uid(ENQUIRY)).not.toBe(uid({ ...ENQUIRY, pickupTime: '10:00' }));
  });
});

describe('calendarEventFromEnquiry', () => {
  it('gives the event its title, place and times, an hour long', () => {
    const event = calendarEventFromEnquiry(ENQUIRY)!;
    expect(event.title).toBe('Bus4U: Cardiff to Heathrow Airport');
    expect(event.location).toBe('Cardiff');
    expect(event.startDate.toISOString()).toBe('2026-07-14T08:30:00.000Z');
    expect(event.endDate.toISOString()).toBe('2026-07-14T09:30:00.000Z');
  });

  it('still titles the event without the places', () => {
    const event = calendarEventFromEnquiry({ pickupDate: '2026-12-01', pickupTime: '07:00' })!;
    expect(event.title).toBe('Bus4U: your journey');
    expect(event.location).toBeUndefined();
    expect(event.startDate.toISOString()).toBe('2026-12-01T07:00:00.000Z');
  });
});

describe('helpers', () => {
  it('londonInstant reads London wall-clock time', () => {
    expect(londonInstant('2026-01-15', '23:30').toISOString()).toBe('2026-01-15T23:30:00.000Z');
    expect(londonInstant('2026-06-15', '00:15').toISOString()).toBe('2026-06-14T23:15:00.000Z');
  });

  it('cleanText turns any line break into LF and drops other controls', () => {
    expect(cleanText(' a\r\nb\rc\u0007d\te ')).toBe('a\nb\ncd\te');
  });

  it('foldLine leaves short lines alone and starts continuations with a space', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(100)}`);
    const [first, second] = folded.split('\r\n');
    expect(first).toHaveLength(75);
    expect(second).toBe(` ${'x'.repeat(112 - 75)}`);
  });
});
