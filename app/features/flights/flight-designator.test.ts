import { describe, expect, it } from 'vitest';
import { readFlightDesignator, spacedDesignator } from './flight-designator.ts';
import { FLIGHT_NUMBER_PROBLEMS } from './flight-number-text.ts';

function flight(input: string) {
  const reading = readFlightDesignator(input);
  if (!reading.ok) throw new Error(`${input} was refused: ${reading.problem}`);
  return reading.flight;
}

describe('readFlightDesignator', () => {
  it('reads a British Airways number however it is typed as one flight', () => {
    for (const typed of ['BA 1234', 'ba1234', 'BA1234', 'BAW1234', 'baw 1234', ' BA-1234 ']) {
      expect(flight(typed)).toEqual({
        designator: 'BA1234',
        ident: 'BAW1234',
        iata: 'BA',
        icao: 'BAW',
        number: '1234',
      });
    }
  });

  it('maps easyJet between EZY and U2 both ways', () => {
    expect(flight('EZY 6215')).toMatchObject({ designator: 'U26215', ident: 'EZY6215' });
    expect(flight('u2 6215')).toMatchObject({ designator: 'U26215', ident: 'EZY6215' });
  });

  it('maps Ryanair, Jet2, TUI and Loganair', () => {
    expect(flight('FR 123').ident).toBe('RYR123');
    expect(flight('LS 801').ident).toBe('EXS801');
    expect(flight('TOM 2464').designator).toBe('BY2464');
    expect(flight('LM 471').ident).toBe('LOG471');
  });

  it('keeps an airline it does not know as typed, asking by that code', () => {
    expect(flight('QF 1')).toEqual({
      designator: 'QF1',
      ident: 'QF1',
      iata: 'QF',
      icao: null,
      number: '1',
    });
    expect(flight('SIA 317')).toEqual({
      designator: 'SIA317',
      ident: 'SIA317',
      iata: null,
      icao: 'SIA',
      number: '317',
    });
  });

  it('drops leading zeros and keeps an operational suffix', () => {
    expect(flight('BA 0021').designator).toBe('BA21');
    expect(flight('BA 2490A')).toMatchObject({ designator: 'BA2490A', ident: 'BAW2490A' });
  });

  it('refuses an empty field as missing', () => {
    expect(readFlightDesignator('  ')).toEqual({ ok: false, problem: 'missing' });
  });

  it('refuses what is not a flight designator', () => {
    for (const typed of [
      'Heathrow',
      '1234',
      '12 345',
      'BA',
      'BA 12345',
      'BA 0000',
      'BAWX 12',
      '12 AB',
      'BA12 34X9',
      'my flight lands at 10',
    ]) {
      expect(readFlightDesignator(typed), typed).toEqual({
        ok: false,
        problem: 'not-a-flight-number',
      });
    }
  });
});

describe('spacedDesignator', () => {
  it('puts a space between the airline and the number', () => {
    expect(spacedDesignator('BA1234')).toBe('BA 1234');
    expect(spacedDesignator('U26215')).toBe('U2 6215');
    expect(spacedDesignator('SIA317')).toBe('SIA 317');
    expect(spacedDesignator('BA2490A')).toBe('BA 2490A');
  });
});

describe('the field messages', () => {
  it('say what to type in English and Welsh', () => {
    expect(FLIGHT_NUMBER_PROBLEMS.en['not-a-flight-number']).toBe(
      'Enter the flight number as it is on your booking: the airline’s code then the number, such as BA 1234 or EZY 6215',
    );
    expect(FLIGHT_NUMBER_PROBLEMS.cy.missing).toBe('Rhowch rif yr hediad, er enghraifft BA 1234');
  });
});
