/**
 * Turns what a visitor typed ("14 Heol y Nant, Caerau, Cardiff CF5 5QZ") into the most specific
 * known place it names (Caerau). People type house addresses, so a match is looked for in every
 * run of words, not only in the whole text; a postcode anywhere in it is read first.
 *
 * Which place wins, in order:
 * 1. with a postcode, only places within POSTCODE_AGREES_MILES of its district's centre count,
 *    and the district itself is one of them: a word of an address ("Queen Street") never outranks
 *    the postcode around it;
 * 2. a kind that pins the spot down better: a terminal, station, venue or park, then a district
 *    of a city, then a town or postcode district (the smaller first; a postcode district counts
 *    as POSTCODE_DISTRICT_PEOPLE people);
 * 3. a name typed as it is spelt over one found by forgiving a typo ("cardif");
 * 4. a place that is a whole comma-separated part ("Caerau") over one found inside a part.
 * A name that is the start or end of a street ("Newport Road", "Heol y Nant") never counts, nor
 * a word that is usually part of an address ("Street", "Church") unless typed as a part alone.
 * When one name means several places (Ely in Cardiff and Ely in Cambridgeshire), the one nearest
 * the other places the text names wins; with none, the hand-listed one, then Wales, then the
 * larger town.
 */
import { greatCircleMiles } from '../distance/great-circle.ts';
import { getGazetteer, typoKey, type Gazetteer, type Place } from './gazetteer.server.ts';
import { normalisePlaceName } from './normalise-place-name.ts';
import { findPostcode } from './postcode.ts';
import { typingDistance, typosForgiven } from './typo.ts';

/** A place further than this from the typed postcode's district centre is not the one meant. */
export const POSTCODE_AGREES_MILES = 10;
/** How many people a postcode district stands for when set against a town (about 8,000 homes). */
export const POSTCODE_DISTRICT_PEOPLE = 20_000;

const STREET_WORDS = new Set([
  'road',
  'rd',
  'street',
  'st',
  'lane',
  'avenue',
  'ave',
  'close',
  'drive',
  'way',
  'crescent',
  'terrace',
  'court',
  'grove',
  'mews',
  'row',
  'walk',
  'place',
  'gardens',
  'square',
  'hill',
  'heol',
  'ffordd',
  'stryd',
  'lon',
]);

/** Words of addresses that are also the names of villages (Street in Somerset, Church in Lancashire). */
const ADDRESS_WORDS = new Set([
  ...STREET_WORDS,
  'church',
  'bridge',
  'chapel',
  'school',
  'hall',
  'house',
  'farm',
  'park',
  'green',
  'cross',
  'high',
  'castle',
  'station',
  'airport',
  'hotel',
  'manor',
]);

const KIND_RANK: Record<Place['kind'], number> = {
  airport: 0,
  station: 0,
  venue: 0,
  park: 0,
  depot: 0,
  district: 1,
  town: 2,
};

interface Candidate {
  places: Place[];
  wholePart: boolean;
  /** Found by forgiving a typo rather than as typed. */
  forgiven: boolean;
  /** Position of the part, then of the first word, for a stable order. */
  position: number;
}

export function matchPlace(text: string, gazetteer: Gazetteer = getGazetteer()): Place | null {
  const postcode = findPostcode(text, (district) => gazetteer.byPostcodeDistrict.has(district));
  const postcodePlace: Place | null = postcode
    ? { ...gazetteer.byPostcodeDistrict.get(postcode.district)!, name: postcode.display }
    : null;
  // The postcode becomes a part boundary, so "Cardiff CF10 2BY" leaves "Cardiff" a whole part.
  const rest = postcode ? text.replace(postcode.typed, ',') : text;

  const candidates = namesIn(rest, gazetteer);
  if (postcodePlace) {
    candidates.push({
      places: [postcodePlace],
      wholePart: true,
      forgiven: false,
      position: Number.MAX_SAFE_INTEGER,
    });
  }
  if (candidates.length === 0) return null;

  const resolved = candidates
    .map((candidate) => ({
      ...candidate,
      place: disambiguate(
        candidate.places,
        candidates.filter((c) => c !== candidate).flatMap((c) => c.places),
      ),
    }))
    .filter(
      ({ place }) =>
        !postcodePlace || greatCircleMiles(place, postcodePlace) <= POSTCODE_AGREES_MILES,
    );
  resolved.sort(
    (a, b) =>
      rank(a.place) - rank(b.place) ||
      Number(a.forgiven) - Number(b.forgiven) ||
      Number(b.wholePart) - Number(a.wholePart) ||
      people(a.place) - people(b.place) ||
      a.position - b.position,
  );
  return resolved[0]?.place ?? null;
}

function rank(place: Place): number {
  return place.postcodeDistrict ? KIND_RANK.town : KIND_RANK[place.kind];
}

function people(place: Place): number {
  return place.postcodeDistrict ? POSTCODE_DISTRICT_PEOPLE : (place.population ?? 0);
}

/** Every run of words in the text that names a known place, longest first at each start. */
function namesIn(text: string, gazetteer: Gazetteer): Candidate[] {
  const parts = text
    .split(/[,;\n]+/)
    .map(normalisePlaceName)
    .filter(Boolean);
  const candidates: Candidate[] = [];
  parts.forEach((part, partIndex) => {
    const words = part.split(' ');
    for (let start = 0; start < words.length; start++) {
      // Longest first, so "cardiff central" is taken before "cardiff" at the same start.
      for (let length = Math.min(gazetteer.maxWords, words.length - start); length > 0; length--) {
        const name = words.slice(start, start + length).join(' ');
        const wholePart = length === words.length;
        if (ADDRESS_WORDS.has(name) && !wholePart) continue;
        let places = gazetteer.byName.get(name);
        let forgiven = false;
        if (!places) {
          const near = nearestName(name, length, gazetteer);
          places = near ? gazetteer.byName.get(near) : undefined;
          forgiven = true;
        }
        if (!places) continue;
        const next = words[start + length];
        if (next !== undefined && STREET_WORDS.has(next)) continue;
        // "heol y nant": a Welsh street word before the name makes it a street too.
        const previous = words[start - 1];
        if (previous !== undefined && STREET_WORDS.has(previous)) continue;
        candidates.push({ places, wholePart, forgiven, position: partIndex * 1000 + start });
        start += length - 1;
        break;
      }
    }
  });
  return candidates;
}

/** Typo searches already made, so a repeated text costs a map look-up. Bounded, oldest out. */
const nearestCache = new Map<string, string | null>();
const NEAREST_CACHE_SIZE = 5000;

/**
 * The known name this run of words is a typo of, if exactly one is nearest. Only names of the
 * same number of words and the same first letter are tried: people rarely slip on the first
 * letter, and it keeps the search to a few hundred names.
 */
function nearestName(typed: string, words: number, gazetteer: Gazetteer): string | null {
  const limit = typosForgiven(typed.length);
  if (limit === 0) return null;
  // A slip is forgiven in the letters only: "terminal 2" is never a typo of "terminal 5".
  const numbers = digitsOf(typed);
  const key = `${words}:${typed}`;
  const cached = nearestCache.get(key);
  if (cached !== undefined) return cached;
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const name of gazetteer.namesForTypos.get(typoKey(words, typed)) ?? []) {
    if (Math.abs(name.length - typed.length) > limit) continue;
    if (digitsOf(name) !== numbers) continue;
    const distance = typingDistance(typed, name, limit);
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  if (nearestCache.size >= NEAREST_CACHE_SIZE) {
    nearestCache.delete(nearestCache.keys().next().value!);
  }
  nearestCache.set(key, best);
  return best;
}

function digitsOf(text: string): string {
  return text.replace(/\D+/g, ' ').trim();
}

function disambiguate(options: Place[], context: Place[]): Place {
  if (options.length === 1) return options[0]!;
  if (context.length > 0) {
    const nearest = (place: Place) =>
      Math.min(...context.map((other) => greatCircleMiles(place, other)));
    return [...options].sort((a, b) => nearest(a) - nearest(b))[0]!;
  }
  return [...options].sort(
    (a, b) =>
      Number(b.named) - Number(a.named) ||
      Number(b.nation === 'WLS') - Number(a.nation === 'WLS') ||
      (b.population ?? 0) - (a.population ?? 0),
  )[0]!;
}
