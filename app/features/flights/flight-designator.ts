/**
 * A flight number as people type it (`BA 1234`, `ba1234`, `BAW1234`, `EZY 6215`, `U2 8041`), read
 * as the designator it names: an airline code (two characters as IATA gives them, or three letters
 * as ICAO does) and a flight number of one to four digits, with an optional operational suffix
 * letter. Stored in one form however it was typed, so the same flight is never two flights; asked
 * of the flight data provider by the ICAO ident it prefers where the airline is one we know.
 * Pure and client-safe.
 */

/** IATA code to ICAO code of the airlines flying most often from and to the airports we serve. */
export const AIRLINE_CODES: Readonly<Record<string, string>> = {
  BA: 'BAW', // British Airways
  U2: 'EZY', // easyJet
  FR: 'RYR', // Ryanair
  LS: 'EXS', // Jet2.com
  BY: 'TOM', // TUI Airways
  VS: 'VIR', // Virgin Atlantic
  EI: 'EIN', // Aer Lingus
  LM: 'LOG', // Loganair
  W9: 'WUK', // Wizz Air UK
  W6: 'WZZ', // Wizz Air
  KL: 'KLM', // KLM
  AF: 'AFR', // Air France
  LH: 'DLH', // Lufthansa
  IB: 'IBE', // Iberia
  VY: 'VLG', // Vueling
  TK: 'THY', // Turkish Airlines
  EK: 'UAE', // Emirates
  QR: 'QTR', // Qatar Airways
  EY: 'ETD', // Etihad
  AA: 'AAL', // American Airlines
  UA: 'UAL', // United
  DL: 'DAL', // Delta
};

const IATA_OF_ICAO: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(AIRLINE_CODES).map(([iata, icao]) => [icao, iata]),
);

/**
 * The airline code then the number. Three letters are tried first (ICAO); two characters, not
 * both digits, are IATA. A designator's number is at most four digits.
 */
const DESIGNATOR = /^(?:([A-Z]{3})|([A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]))([0-9]{1,4})([A-Z]?)$/;

export interface FlightDesignator {
  /** The form kept and shown: IATA where the airline is known (what boarding passes print). */
  designator: string;
  /** What the provider is asked for: ICAO where the airline is known, else as typed. */
  ident: string;
  /** The airline's IATA code, when typed or known. */
  iata: string | null;
  /** The airline's ICAO code, when typed or known. */
  icao: string | null;
  /** The flight number without leading zeros (BA 0021 is BA21). */
  number: string;
}

export type DesignatorReading =
  | { ok: true; flight: FlightDesignator }
  | { ok: false; problem: 'missing' | 'not-a-flight-number' };

/** Spaces, hyphens and dots people put between the airline and the number, and case. */
function compact(input: string): string {
  return input.replace(/[\s.\-–]+/g, '').toUpperCase();
}

export function readFlightDesignator(input: string): DesignatorReading {
  const typed = compact(input);
  if (typed === '') return { ok: false, problem: 'missing' };
  const match = DESIGNATOR.exec(typed);
  if (!match) return { ok: false, problem: 'not-a-flight-number' };
  const [, icaoTyped, iataTyped, digits, suffix] = match;
  const number = `${String(Number(digits))}${suffix ?? ''}`;
  if (number.startsWith('0')) return { ok: false, problem: 'not-a-flight-number' };
  const icao = icaoTyped ?? AIRLINE_CODES[iataTyped!] ?? null;
  const iata = iataTyped ?? IATA_OF_ICAO[icaoTyped!] ?? null;
  const airlineShown = iata ?? icao!;
  const airlineAsked = icao ?? iata!;
  return {
    ok: true,
    flight: {
      designator: `${airlineShown}${number}`,
      ident: `${airlineAsked}${number}`,
      iata,
      icao,
      number,
    },
  };
}

/** `BA1234` as people read it on a page or in an e-mail: `BA 1234`. */
export function spacedDesignator(designator: string): string {
  return designator.replace(/^([A-Z0-9]{2,3}?)(\d+[A-Z]?)$/, '$1 $2');
}
