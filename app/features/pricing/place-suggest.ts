/**
 * What the place combobox offers for what has been typed: the places our pages name (airports and
 * terminals, stations, venues, theme parks, Cardiff's districts), found by the start of any word
 * of their name or of another way people write them. Client-side and synchronous on purpose: these
 * 70 names already ship with the form, so suggestions cost no request and no waiting. The town
 * gazetteer (about 2,000 names) stays on the server, which matches any typed text when it prices.
 */
import { NAMED_PLACES } from './places/named-places.ts';
import { normalisePlaceName } from './places/normalise-place-name.ts';

/** At most this many rows: a phone shows them all without scrolling past the field. */
export const MAX_PLACE_SUGGESTIONS = 8;
/** One letter matches too much to help; two narrow it to a handful. */
export const MIN_SUGGEST_LENGTH = 2;

interface Candidate {
  name: string;
  /** The name first, then its aliases, each normalised. */
  keys: string[];
}

const CANDIDATES: Candidate[] = NAMED_PLACES.filter((p) => p.kind !== 'depot').map((p) => ({
  name: p.name,
  keys: [p.name, ...(p.aliases ?? [])].map(normalisePlaceName),
}));

/** 0: the name starts with it; 1: a word of the name does; 2: an alias or its word does. */
function rank(candidate: Candidate, query: string): number | null {
  const [name, ...aliases] = candidate.keys;
  if (name!.startsWith(query)) return 0;
  if (name!.includes(` ${query}`)) return 1;
  if (aliases.some((alias) => alias.startsWith(query) || alias.includes(` ${query}`))) return 2;
  return null;
}

export function suggestPlaces(typed: string): string[] {
  const query = normalisePlaceName(typed);
  if (query.length < MIN_SUGGEST_LENGTH) return [];
  return CANDIDATES.map((candidate, order) => ({ candidate, order, rank: rank(candidate, query) }))
    .filter(
      (hit): hit is { candidate: Candidate; order: number; rank: number } => hit.rank !== null,
    )
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, MAX_PLACE_SUGGESTIONS)
    .map((hit) => hit.candidate.name);
}
