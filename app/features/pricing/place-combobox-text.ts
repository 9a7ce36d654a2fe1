/**
 * The place combobox's own words: the name of its list and what the polite live region says when
 * the list changes. The labels, hints and placeholders stay with the quote form's fields.
 */
import type { Translations } from '#app/lib/locale.ts';
import { placesSuggested } from '#app/lib/welsh-in-sentence.ts';

interface PlaceComboboxText {
  listLabel: string;
  /** Read out (politely) when the list opens or changes. */
  count: (n: number) => string;
  /** Read out when nothing matches: whatever they typed is still fine. */
  none: string;
}

export const PLACE_COMBOBOX_TEXT = {
  en: {
    listLabel: 'Suggested places',
    count: (n) => `${placesSuggested(n, 'en')}. Use the up and down arrows to choose one.`,
    none: 'No suggestions. You can type any address.',
  },
  cy: {
    listLabel: 'Lleoedd a awgrymir',
    count: (n) =>
      `${placesSuggested(n, 'cy')}. Defnyddiwch y saethau i fyny ac i lawr i ddewis un.`,
    none: 'Dim awgrymiadau. Gallwch deipio unrhyw gyfeiriad.',
  },
} satisfies Translations<PlaceComboboxText>;
