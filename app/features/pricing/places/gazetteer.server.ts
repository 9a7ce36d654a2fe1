/**
 * Every place the estimate can price: the hand-listed places our pages name (named-places.ts) and
 * the others people type (more-places.server.ts), the towns and villages of Great Britain from
 * GeoNames (gb-places.json, written by scripts/build-gazetteer.ts; GeoNames data, CC BY 4.0,
 * https://www.geonames.org/) with the Welsh names of Welsh places (welsh-names.server.ts), and
 * the centre of every postcode district (gb-postcode-districts.json, written by
 * scripts/build-postcode-districts.ts; Ordnance Survey data, Open Government Licence v3.0).
 * Server-only: none of it reaches the browser bundle.
 */
import gbPlaces from './gb-places.json' with { type: 'json' };
import gbPostcodeDistricts from './gb-postcode-districts.json' with { type: 'json' };
import { MORE_PLACES } from './more-places.server.ts';
import { NAMED_PLACES, type AirportId, type PlaceKind } from './named-places.ts';
import { normalisePlaceName } from './normalise-place-name.ts';
import { WELSH_NAMES } from './welsh-names.server.ts';

export interface Place {
  id: string;
  name: string;
  kind: PlaceKind;
  lat: number;
  lon: number;
  /** Towns only: how many people live there (the smaller, the more specific a match). */
  population?: number;
  /** Towns only: ENG, WLS or SCT. */
  nation?: string;
  airport?: AirportId;
  /** Listed by hand (the named places), as opposed to the GeoNames towns and the postcodes. */
  named: boolean;
  /** Set on a postcode district's centre ("CF10"); its kind is 'district'. */
  postcodeDistrict?: string;
}

export interface Gazetteer {
  places: Place[];
  /** Normalised name or alias → the places it may mean. */
  byName: Map<string, Place[]>;
  /** The names again, by number of words and first letter ("2:b"), for forgiving a typo. */
  namesForTypos: Map<string, string[]>;
  /** Postcode district ("CF10") → its centre. */
  byPostcodeDistrict: Map<string, Place>;
  /** The longest name in words, so the matcher knows how far to look. */
  maxWords: number;
}

/**
 * Words that name a country, never a place to drive to: GeoNames' village of Wales (South
 * Yorkshire) must not answer "St Teilo's Church in Wales High School" or "Cardiff, Wales".
 */
export const NEVER_A_PLACE = new Set([
  'wales',
  'cymru',
  'england',
  'scotland',
  'uk',
  'united kingdom',
  'great britain',
  'britain',
  'gb',
]);

type GbPlaceRow = [string, number, number, number, string];
type DistrictRow = [string, number, number];

function buildGazetteer(): Gazetteer {
  const places: Place[] = [];
  const byName = new Map<string, Place[]>();
  const add = (key: string, place: Place) => {
    const normalised = normalisePlaceName(key);
    if (!normalised || NEVER_A_PLACE.has(normalised)) return;
    const list = byName.get(normalised) ?? [];
    if (!list.includes(place)) list.push(place);
    byName.set(normalised, list);
  };
  for (const named of [...NAMED_PLACES, ...MORE_PLACES]) {
    const place: Place = { ...named, named: true };
    places.push(place);
    add(named.name, place);
    for (const alias of named.aliases ?? []) add(alias, place);
  }
  for (const [name, lat, lon, population, nation] of gbPlaces.places as GbPlaceRow[]) {
    const place: Place = {
      id: `geonames:${nation}:${name}`,
      name,
      kind: 'town',
      lat,
      lon,
      population,
      nation,
      named: false,
    };
    places.push(place);
    add(name, place);
  }
  for (const [welsh, english] of WELSH_NAMES) {
    const targets = byName.get(normalisePlaceName(english)) ?? [];
    // The Welsh place of that name: Newport in Gwent, not the Newports of England.
    const inWales = targets.filter((p) => p.named || p.nation === 'WLS');
    for (const place of inWales) add(welsh, place);
  }
  const byPostcodeDistrict = new Map<string, Place>();
  for (const [district, lat, lon] of gbPostcodeDistricts.districts as DistrictRow[]) {
    const place: Place = {
      id: `postcode:${district}`,
      name: district,
      kind: 'district',
      lat,
      lon,
      named: false,
      postcodeDistrict: district,
    };
    places.push(place);
    byPostcodeDistrict.set(district, place);
  }
  const namesForTypos = new Map<string, string[]>();
  let maxWords = 1;
  for (const name of byName.keys()) {
    const words = name.split(' ').length;
    maxWords = Math.max(maxWords, words);
    const key = typoKey(words, name);
    const list = namesForTypos.get(key) ?? [];
    list.push(name);
    namesForTypos.set(key, list);
  }
  return {
    places,
    byName,
    namesForTypos,
    byPostcodeDistrict,
    maxWords,
  };
}

/** Where a name waits to be compared with a typo: its number of words and its first letter. */
export function typoKey(words: number, name: string): string {
  return `${words}:${name[0]}`;
}

let gazetteer: Gazetteer | undefined;

/**
 * Built once, on first use (about 4,600 places and 2,750 postcode districts, a few ms), and said
 * so: once per process, since the quote API and the pages share this module (one server build).
 */
export function getGazetteer(): Gazetteer {
  if (!gazetteer) {
    const started = performance.now();
    gazetteer = buildGazetteer();
    const ms = Math.round(performance.now() - started);
    console.log(`Places for the estimate: ${gazetteer.places.length} ready in ${ms} ms`);
  }
  return gazetteer;
}

export const GAZETTEER_CREDIT = `${gbPlaces.licence}; postcode districts: ${gbPostcodeDistricts.licence}`;
