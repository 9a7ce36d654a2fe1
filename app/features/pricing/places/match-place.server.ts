/**
 * Turns what a visitor typed ("14 Heol y Nant, Caerau, Cardiff") into the most specific known place
 * it names (Caerau). People type house addresses, so a match is looked for in every run of words,
 * not only in the whole text.
 *
 * Which place wins, in order:
 * 1. a kind that pins the spot down better: a terminal, station, venue or park, then a district,
 *    then a town (smaller towns before larger ones);
 * 2. a place that is a whole comma-separated part ("Caerau") over one found inside a part;
 * 3. a name that is the start of a street ("Newport Road") never counts as a place at all.
 * When one name means several places (Ely in Cardiff and Ely in Cambridgeshire), the one nearest
 * the other places the text names wins; with none, the hand-listed one, then Wales, then the
 * larger town.
 */
import { greatCircleMiles } from '../distance/great-circle.ts';
import { getGazetteer, type Gazetteer, type Place } from './gazetteer.server.ts';
import { normalisePlaceName } from './normalise-place-name.ts';

const STREET_WORDS = new Set([
  'road',
  'rd',
  'street',
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
  'heol',
  'ffordd',
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
  /** Position of the part, then of the first word, for a stable order. */
  position: number;
  words: number;
}

export function matchPlace(text: string, gazetteer: Gazetteer = getGazetteer()): Place | null {
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
        const places = gazetteer.byName.get(name);
        if (!places) continue;
        const next = words[start + length];
        if (next !== undefined && STREET_WORDS.has(next)) continue;
        // "heol y nant": a Welsh street word before the name makes it a street too.
        const previous = words[start - 1];
        if (previous !== undefined && STREET_WORDS.has(previous)) continue;
        candidates.push({
          places,
          wholePart: length === words.length,
          position: partIndex * 1000 + start,
          words: length,
        });
        start += length - 1;
        break;
      }
    }
  });
  if (candidates.length === 0) return null;

  const resolved = candidates.map((candidate) => ({
    ...candidate,
    place: disambiguate(
      candidate.places,
      candidates.filter((c) => c !== candidate).flatMap((c) => c.places),
    ),
  }));
  resolved.sort(
    (a, b) =>
      KIND_RANK[a.place.kind] - KIND_RANK[b.place.kind] ||
      Number(b.wholePart) - Number(a.wholePart) ||
      (a.place.population ?? 0) - (b.place.population ?? 0) ||
      a.position - b.position,
  );
  return resolved[0]!.place;
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
