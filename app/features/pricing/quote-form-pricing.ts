/**
 * What pricing lends the quote form: the place field (combobox, with its no-script suggestions)
 * and the instant price. The /quote route and app/quote-dialog.tsx pass it in as the form's slots.
 */
import { InstantPrice } from './instant-price.tsx';
import { PlaceCombobox } from './place-combobox.tsx';
import { PlaceSuggestions } from './place-suggestions.tsx';

export const QUOTE_FORM_PRICING = {
  PlaceInput: PlaceCombobox,
  PlaceList: PlaceSuggestions,
  Estimate: InstantPrice,
};
