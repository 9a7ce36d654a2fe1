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
  },
};
