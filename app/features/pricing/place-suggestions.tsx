/**
 * The no-JavaScript type-ahead for the pickup and destination (PlaceCombobox takes over once
 * hydrated): a native <datalist> of the places our pages name
 * (airports and terminals, stations, venues, theme parks, Cardiff's districts). Native on purpose:
 * it works before hydration, the browser gives it combobox keyboard and screen-reader behaviour,
 * and free text (a house address) is always allowed. Only these 70 names reach the browser; the
 * town gazetteer stays on the server, which matches whatever is typed.
 */
import { NAMED_PLACES } from './places/named-places.ts';

export const PLACE_SUGGESTIONS_ID = 'bus4u-place-suggestions';

const SUGGESTIONS = NAMED_PLACES.filter((p) => p.kind !== 'depot').map((p) => p.name);

export function PlaceSuggestions() {
  return (
    <datalist id={PLACE_SUGGESTIONS_ID}>
      {SUGGESTIONS.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
