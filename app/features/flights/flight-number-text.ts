/**
 * The field messages for a flight number, in both languages (Welsh follows
 * app/content/cy/glossary.md: "rhif yr hediad", "archeb"). Client-safe.
 */
import type { Translations } from '#app/lib/locale.ts';
import type { DesignatorReading } from './flight-designator.ts';

type Problem = Extract<DesignatorReading, { ok: false }>['problem'] | 'no-such-leg';

export const FLIGHT_NUMBER_PROBLEMS: Translations<Record<Problem, string>> = {
  en: {
    missing: 'Enter your flight number, such as BA 1234',
    'not-a-flight-number':
      'Enter the flight number as it is on your booking: the airline’s code then the number, such as BA 1234 or EZY 6215',
    'no-such-leg': 'This journey has no flight that way. Choose the flight you are asking about',
  },
  cy: {
    missing: 'Rhowch rif yr hediad, er enghraifft BA 1234',
    'not-a-flight-number':
      'Rhowch rif yr hediad fel y mae ar eich archeb: cod y cwmni hedfan ac yna’r rhif, er enghraifft BA 1234 neu EZY 6215',
    'no-such-leg':
      'Nid oes hediad y ffordd honno ar y daith hon. Dewiswch yr hediad rydych chi’n holi amdano',
  },
};

/** Why a flight that reads as one is refused, with the flight and the date as people read them. */
export interface FlightRefusalText {
  notOnDate: (flight: string, day: string) => string;
  wrongAirport: (
    leg: 'outbound' | 'return',
    flight: string,
    day: string,
    theirs: string,
    ours: string,
  ) => string;
}

export const FLIGHT_REFUSALS: Translations<FlightRefusalText> = {
  en: {
    notOnDate: (flight, day) =>
      `We can’t find flight ${flight} on ${day}. Check the number and the date on your booking`,
    wrongAirport: (leg, flight, day, theirs, ours) =>
      `${flight} on ${day} ${leg === 'return' ? 'lands at' : 'leaves from'} ${theirs}, not ${ours}. Check the number, or tell us if the airport has changed`,
  },
  cy: {
    notOnDate: (flight, day) =>
      `Allwn ni ddim dod o hyd i hediad ${flight} ar ${day}. Gwiriwch y rhif a’r dyddiad ar eich archeb`,
    wrongAirport: (leg, flight, day, theirs, ours) =>
      `Mae ${flight} ar ${day} yn ${leg === 'return' ? 'glanio mewn maes' : 'gadael o faes'} awyr arall: ${theirs}, nid ${ours}. Gwiriwch y rhif, neu rhowch wybod i ni os yw’r maes awyr wedi newid`,
  },
};
