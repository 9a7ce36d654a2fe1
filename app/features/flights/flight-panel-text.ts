/**
 * The words of the flight panel on the customer's page, in both languages (Welsh follows
 * app/content/cy/glossary.md: "rhif yr hediad", "dilyn eich hediad"). Client-safe.
 */
import type { Translations } from '#app/lib/locale.ts';
import type { FlightLeg } from './flight-check.ts';

export interface FlightPanelText {
  heading: string;
  intro: string;
  legLabel: (leg: FlightLeg, airport: string, day: string) => string;
  hint: string;
  save: string;
  saved: (designator: string) => string;
  status: string;
  expected: (time: string) => string;
  history: string;
  /** A departure's suggested pickup: when it leaves, the time to be there, the drive, the pickup. */
  suggestion: (departs: string, checkIn: string, drive: string, pickup: string) => string;
  /** Why a departure's pickup does not follow a delay. */
  delayNote: string;
}

/** A span of minutes in words: "3 hours", "1 hour 40 minutes"; "3 awr", "1 awr 40 munud". */
export function minutesInWords(total: number, locale: 'en' | 'cy'): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const parts: string[] = [];
  if (locale === 'cy') {
    // A Welsh noun after a numeral stays singular: "2 awr", "40 munud".
    if (hours) parts.push(`${hours} awr`);
    if (minutes || !hours) parts.push(`${minutes} munud`);
  } else {
    if (hours) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
    if (minutes || !hours) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  }
  return parts.join(' ');
}

export const FLIGHT_PANEL_TEXT: Translations<FlightPanelText> = {
  en: {
    heading: 'Your flights',
    intro:
      'Tell us your flight numbers and we will follow your flights, so your driver meets you when you land, not when you were due to.',
    legLabel: (leg, airport, day) =>
      leg === 'return'
        ? `Flight number landing at ${airport} on ${day}`
        : `Flight number leaving from ${airport} on ${day}`,
    hint: 'As it is on your booking, such as BA 1234 or EZY 6215',
    save: 'Save flight number',
    saved: (designator) => `Saved: ${designator}`,
    status: 'Latest from the airline',
    expected: (time) => `expected at ${time}`,
    history: 'Every update from the airline',
    suggestion: (departs, checkIn, drive, pickup) =>
      `Your flight is due to leave at ${departs}. To be at the airport ${checkIn} before, with about ${drive} on the road, we suggest a pickup at ${pickup}. If that differs from your booking, reply to your booking e-mail or call us.`,
    delayNote:
      'If the flight is delayed we still pick you up at the booked time, because check-in usually closes on schedule.',
  },
  cy: {
    heading: 'Eich hediadau',
    intro:
      'Rhowch rifau eich hediadau i ni a byddwn yn dilyn eich hediadau, fel bod eich gyrrwr yn eich cwrdd pan fyddwch yn glanio, nid pan oeddech i fod i lanio.',
    legLabel: (leg, airport, day) =>
      leg === 'return'
        ? `Rhif yr hediad sy’n glanio yn ${airport} ar ${day}`
        : `Rhif yr hediad sy’n gadael ${airport} ar ${day}`,
    hint: 'Fel y mae ar eich archeb, er enghraifft BA 1234 neu EZY 6215',
    save: 'Cadw rhif yr hediad',
    saved: (designator) => `Wedi’i gadw: ${designator}`,
    status: 'Y diweddaraf gan y cwmni hedfan',
    expected: (time) => `disgwylir am ${time}`,
    history: 'Pob diweddariad gan y cwmni hedfan',
    suggestion: (departs, checkIn, drive, pickup) =>
      `Mae disgwyl i’ch hediad adael am ${departs}. I fod yn y maes awyr ${checkIn} cyn hynny, gyda thua ${drive} ar y ffordd, rydym yn awgrymu eich casglu am ${pickup}. Os yw hynny’n wahanol i’ch archeb, atebwch e-bost eich archeb neu ffoniwch ni.`,
    delayNote:
      'Os bydd yr hediad yn hwyr, byddwn ni’n dal i’ch casglu ar yr amser a archebwyd, gan fod y ddesg gofrestru fel arfer yn cau ar amser.',
  },
};
