/**
 * Every place the estimate can price: the hand-listed places our pages name, then the towns and
 * villages of Great Britain from GeoNames (gb-places.json, written by scripts/build-gazetteer.ts;
 * GeoNames data, CC BY 4.0, https://www.geonames.org/). Server-only: the town list stays out of
 * the browser bundle.
 */
import gbPlaces from './gb-places.json' with { type: 'json' };
import { NAMED_PLACES, type AirportId, type PlaceKind } from './named-places.ts';
import { normalisePlaceName } from './normalise-place-name.ts';

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
  /** Listed by hand (the named places), as opposed to the GeoNames towns. */
  named: boolean;
}

export interface Gazetteer {
  places: Place[];
  /** Normalised name or alias → the places it may mean. */
  byName: Map<string, Place[]>;
  /** The longest name in words, so the matcher knows how far to look. */
  maxWords: number;
}

type GbPlaceRow = [string, number, number, number, string];

function buildGazetteer(): Gazetteer {
  const places: Place[] = [];
  const byName = new Map<string, Place[]>();
  let maxWords = 1;
  const add = (key: string, place: Place) => {
    const normalised = normalisePlaceName(key);
    if (!normalised) return;
    const list = byName.get(normalised) ?? [];
    if (!list.includes(place)) list.push(place);
    byName.set(normalised, list);
    maxWords = Math.max(maxWords, normalised.split(' ').length);
  };
  for (const named of NAMED_PLACES) {
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
  return { places, byName, maxWords };
}

let gazetteer: Gazetteer | undefined;

/** Built once, on first use (about 2,000 places). */
export function getGazetteer(): Gazetteer {
  gazetteer ??= buildGazetteer();
  return gazetteer;
}

export const GAZETTEER_CREDIT = gbPlaces.licence;
