/**
 * A vehicle's name as it reads inside an English sentence, after "in": "a 16-seat minibus", "an
 * 8-seat minibus", "an 11-seat minibus", "a luxury MPV", "two 8-seat minibuses". The name is the
 * operator's own text ("16-Seat Minibus", as the fleet page titles it), so only the fleet's own
 * words are put in lower case; an acronym (MPV) or a make ("Mercedes Sprinter") stays as typed.
 * The article follows the sound of what comes first: "an" before 8, 11, 18 and 80-89 ("eight",
 * "eleven", "eighteen", "eighty"), before a vowel, and before an acronym whose first letter is
 * said with a vowel ("an MPV"); none before a count of vehicles. Client-safe.
 */

/** Title-case words of vehicle names that are ordinary nouns and adjectives mid-sentence. */
const COMMON_WORDS = new Set([
  'seat',
  'seats',
  'seater',
  'seaters',
  'minibus',
  'minibuses',
  'luxury',
  'coach',
  'coaches',
  'executive',
  'vehicle',
  'vehicles',
  'and',
]);

/** Counts that stand in place of the article: "two 8-seat minibuses". */
const COUNT_WORDS = new Set([
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
]);

/** Letters whose English name starts with a vowel sound: "an MPV", "an SUV". */
const VOWEL_SOUND_LETTERS = new Set([...'AEFHILMNORSX']);

/** A number said starting with a vowel: eight, eleven, eighteen, eighty, eight hundred… */
function numberTakesAn(digits: string): boolean {
  const n = digits.replace(/^0+/, '');
  if (n.startsWith('8')) return true;
  // Eleven and eighteen (and their thousands) are said as such only in a group of two digits.
  return n.length % 3 === 2 && (n.startsWith('11') || n.startsWith('18'));
}

/** The name with the fleet's ordinary words in lower case: "16-Seat Minibus" → "16-seat minibus". */
export function vehicleNameMidSentence(name: string): string {
  return name.replace(/\p{L}+/gu, (word) =>
    /^\p{Lu}\p{Ll}*$/u.test(word) &&
    (COMMON_WORDS.has(word.toLowerCase()) || COUNT_WORDS.has(word.toLowerCase()))
      ? word.toLowerCase()
      : word,
  );
}

/** The article for a phrase, by its sound; '' when it starts with a count of vehicles. */
export function articleFor(phrase: string): '' | 'a' | 'an' {
  const words = phrase.trim().split(/\s+/);
  const first = words[0] ?? '';
  if (COUNT_WORDS.has(first.toLowerCase())) return '';
  const digits = /^\d+/.exec(first)?.[0];
  if (digits) {
    // "2 × 16-seat minibus", "3 minibuses": a count; "8-seat minibus": a size.
    return first === digits && words.length > 1 ? '' : numberTakesAn(digits) ? 'an' : 'a';
  }
  const acronym = /^\p{Lu}{2,}\b/u.exec(first)?.[0];
  if (acronym) return VOWEL_SOUND_LETTERS.has(acronym[0]!) ? 'an' : 'a';
  return /^[aeio]/i.test(first) ? 'an' : 'a';
}

/**
 * "a 16-seat minibus", "an 8-seat minibus", "two 8-seat minibuses", and each vehicle of a list
 * with its own: "a 16-seat minibus and a luxury MPV".
 */
export function vehicleInSentence(name: string): string {
  return vehicleNameMidSentence(String(name).trim())
    .split(' and ')
    .map((words) => {
      const article = articleFor(words);
      return article ? `${article} ${words}` : words;
    })
    .join(' and ');
}
