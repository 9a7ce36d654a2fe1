import { describe, expect, it } from 'vitest';
import { greatCircleMiles } from '../distance/great-circle.ts';
import { getGazetteer } from './gazetteer.server.ts';
import { matchPlace } from './match-place.server.ts';
import { normalisePlaceName } from './normalise-place-name.ts';
import { findPostcode } from './postcode.ts';
import { typingDistance } from './typo.ts';
import { WELSH_NAMES } from './welsh-names.server.ts';

// A list of its own: the bench's inputs (scripts/bench/estimate-inputs.ts) are not repeated here.
const near = (typed: string, lat: number, lon: number, miles = 3) => {
  const place = matchPlace(typed);
  expect(place, typed).not.toBeNull();
  expect(greatCircleMiles(place!, { lat, lon }), `${typed} → ${place!.name}`).toBeLessThan(miles);
};

describe('postcodes, in any case and with or without the space', () => {
  it.each([
    ['CF14 4XW', 51.519, -3.202],
    ['cf144xw', 51.519, -3.202],
    ['Np20 2AB', 51.591, -3.005],
    ['SA1 8PH', 51.627, -3.939],
    ['sa18ph', 51.627, -3.939],
    ['BS8 1TH', 51.457, -2.617],
    ['EC1A 1BB', 51.52, -0.103],
    ['WC2N 5DU', 51.509, -0.125],
    ['NP7', 51.829, -3.009],
    ['cf62', 51.404, -3.308],
  ])('%s is priced at its district', (typed, lat, lon) => near(typed, lat, lon));

  it.each([
    ['Flat 2, 9 Bute Terrace, Cardiff CF10 2FE', 51.474, -3.176],
    ['22 Station Road, Llandaff North, Cardiff, CF14 2FF', 51.506, -3.218],
    ['3 High Street, Cowbridge CF71 7AE', 51.46, -3.442],
    ['The Old Rectory, Church Lane, Wenvoe CF5 6AA', 51.448, -3.264],
  ])('an address with a postcode: %s', (typed, lat, lon) => near(typed, lat, lon));

  it('lets the postcode overrule a word of the address that names a place far away', () => {
    // "Bridge Street" and "Street" are streets here, not the Somerset town; the postcode says Newport.
    near('4 Bridge Street, Newport NP20 4AL', 51.591, -3.005);
    near('10 Church Street, Street, NP20 1AA', 51.591, -3.005);
  });

  it('finds the postcode and its district but not a terminal number', () => {
    const known = (district: string) => ['CF24', 'M4'].includes(district);
    expect(findPostcode('cf243aa', known)).toMatchObject({ district: 'CF24', display: 'CF24 3AA' });
    expect(findPostcode('Heathrow T5', known)).toBeNull();
    expect(findPostcode('M4 junction 33', known)).toBeNull();
    expect(findPostcode('just off the M4', known)).toBeNull();
    expect(findPostcode('Roath CF24', known)).toMatchObject({ district: 'CF24', display: 'CF24' });
    expect(findPostcode('Somewhere', known)).toBeNull();
  });
});

describe('Welsh names of Welsh places', () => {
  it('points every Welsh name at a place the gazetteer holds in Wales', () => {
    const { byName } = getGazetteer();
    for (const [welsh, english] of WELSH_NAMES) {
      const places = byName.get(normalisePlaceName(welsh)) ?? [];
      expect(places.length, `${welsh} → ${english}`).toBeGreaterThan(0);
      expect(places.map((p) => p.name)).toContain(english);
    }
  });

  it.each([
    ['Hwlffordd', 'Haverfordwest'],
    ['Rhydaman', 'Ammanford'],
    ['Glynebwy', 'Ebbw Vale'],
    ['Casnewydd-ar-Wysg', 'Newport'],
    ['Sain Ffagan', 'St Fagans, Cardiff'],
    ['Treganna, Caerdydd', 'Canton, Cardiff'],
    ['Sblot, Caerdydd', 'Splott, Cardiff'],
    ['Dinbych-y-pysgod', 'Tenby'],
  ])('%s → %s', (typed, expected) => {
    expect(matchPlace(typed)?.name).toBe(expected);
  });

  it('reads Casnewydd-ar-Wysg as Newport in Gwent, not a Newport of England', () => {
    expect(matchPlace('Casnewydd-ar-Wysg')?.nation).toBe('WLS');
  });
});

describe('venues, schools and days out from South Wales', () => {
  it.each([
    ['Parc y Scarlets, Llanelli', 'Parc y Scarlets'],
    ['Chepstow races', 'Chepstow Racecourse'],
    ['Celtic Manor, Newport', 'Celtic Manor Resort'],
    ['Ysgol Glantaf', 'Ysgol Gyfun Gymraeg Glantaf'],
    ['Allianz Stadium Twickenham', 'Twickenham Stadium'],
    ['Heatherton', 'Heatherton World of Activities'],
    ['Harry Potter World', 'Warner Bros Studio Tour London'],
    ['Luton Airport', 'London Luton Airport'],
    ['Temple Meads', 'Bristol Temple Meads station'],
    ['The Mumbles', 'Mumbles'],
    ['Morriston', 'Morriston'],
  ])('%s → %s', (typed, expected) => {
    expect(matchPlace(typed)?.name).toBe(expected);
  });

  it('never takes "in Wales" for the Yorkshire village of Wales', () => {
    expect(matchPlace('Bishop of Llandaff Church in Wales High School')?.name).toBe(
      'Bishop of Llandaff Church in Wales High School',
    );
    expect(matchPlace('Cardiff, Wales')?.name).toBe('Cardiff');
  });
});

describe('typos forgiven', () => {
  it.each([
    ['Cardif Bay', 'Cardiff Bay, Cardiff'],
    ['Pontyprid', 'Pontypridd'],
    ['Abergavney', 'Abergavenny'],
    ['Caerfilly', 'Caerphilly'],
    ['Heathrow Termnal 5', 'Heathrow Terminal 5'],
    ['Chepstow Racecorse', 'Chepstow Racecourse'],
    ['Swnasea', 'Swansea'],
  ])('%s → %s', (typed, expected) => {
    expect(matchPlace(typed)?.name).toBe(expected);
  });

  it('forgives no slip in a short word, where it would be another place', () => {
    expect(matchPlace('Rhyll')?.name).toBe('Rhyl');
    expect(matchPlace('Zzyzx Qwerty')).toBeNull();
  });

  it('counts a swap of two letters as one slip', () => {
    expect(typingDistance('bristlo', 'bristol', 2)).toBe(1);
    expect(typingDistance('cardif', 'cardiff', 2)).toBe(1);
    expect(typingDistance('newport', 'swansea', 2)).toBe(3);
  });
});
