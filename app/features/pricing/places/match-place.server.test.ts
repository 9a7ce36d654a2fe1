import { describe, expect, it } from 'vitest';
import { BUSINESS } from '#app/content/business.ts';
import { matchPlace } from './match-place.server.ts';

describe('matchPlace: the most specific known place a typed address names', () => {
  it.each([
    ['14 Heol y Nant, Caerau, Cardiff', 'Caerau, Cardiff'],
    ['Caerau', 'Caerau, Cardiff'],
    ['Cardiff', 'Cardiff'],
    ['cardiff central', 'Cardiff Central station'],
    ['Cardiff Central Station', 'Cardiff Central station'],
    ['Heathrow T5', 'Heathrow Terminal 5'],
    ['London Heathrow Terminal 2', 'Heathrow Terminal 2'],
    ['Heathrow', 'Heathrow Airport'],
    ['Gatwick North Terminal', 'Gatwick North Terminal'],
    ['Gatwick South', 'Gatwick South Terminal'],
    ['Manchester Airport T3', 'Manchester Airport Terminal 3'],
    ['Manchester', 'Manchester'],
    ['Bristol Airport', 'Bristol Airport'],
    ['Cardiff Airport, Rhoose', 'Cardiff Airport'],
    ['Principality Stadium, Westgate Street, Cardiff', 'Principality Stadium'],
    ['Motorpoint Arena', 'Utilita Arena Cardiff'],
    ['Alton Towers', 'Alton Towers'],
    ['Oakwood', 'Oakwood Theme Park'],
    ['12 Newport Road, Cardiff', 'Cardiff'],
    ['12 Newport Road, Roath, Cardiff', 'Roath, Cardiff'],
    ['Penarth, Vale of Glamorgan', 'Penarth'],
    ['Ely, Cardiff', 'Ely, Cardiff'],
    ['Ely, Cambridge', 'Ely'],
    ['St. Fagans', 'St Fagans, Cardiff'],
    ['Saint Fagans', 'St Fagans, Cardiff'],
    ['PONTYPRIDD', 'Pontypridd'],
    ['Bargoed', 'Bargoed'],
    // The depot's own address, as business.ts holds it (written out nowhere else).
    [
      `${BUSINESS.address.building}, ${BUSINESS.address.street}`,
      `${BUSINESS.name} depot, ${BUSINESS.address.street}`,
    ],
  ])('%s → %s', (typed, expected) => {
    expect(matchPlace(typed)?.name).toBe(expected);
  });

  it('tells Ely in Cardiff from Ely in Cambridgeshire by the other place named', () => {
    expect(matchPlace('Ely, Cardiff')?.lat).toBeCloseTo(51.48, 1);
    expect(matchPlace('Ely, Cambridge')?.lat).toBeCloseTo(52.4, 1);
  });

  it.each([['14 Acacia Avenue'], [''], ['   '], ['Narnia'], ['Paris, France']])(
    'knows no place in %j',
    (typed) => {
      expect(matchPlace(typed)).toBeNull();
    },
  );
});
