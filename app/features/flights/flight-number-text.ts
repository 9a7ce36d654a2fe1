/**
 * The field messages for a flight number, in both languages (Welsh follows
 * app/content/cy/glossary.md: "rhif yr hediad", "archeb"). Client-safe.
 */
import type { Translations } from '#app/lib/locale.ts';
import type { DesignatorReading } from './flight-designator.ts';

type Problem = Extract<DesignatorReading, { ok: false }>['problem'];

export const FLIGHT_NUMBER_PROBLEMS: Translations<Record<Problem, string>> = {
  en: {
    missing: 'Enter your flight number, such as BA 1234',
    'not-a-flight-number':
      'Enter the flight number as it is on your booking: the airline’s code then the number, such as BA 1234 or EZY 6215',
  },
  cy: {
    missing: 'Rhowch rif yr hediad, er enghraifft BA 1234',
    'not-a-flight-number':
      'Rhowch rif yr hediad fel y mae ar eich archeb: cod y cwmni hedfan ac yna’r rhif, er enghraifft BA 1234 neu EZY 6215',
  },
};
