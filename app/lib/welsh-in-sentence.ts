/**
 * Dates, times and counts as they read inside a sentence, in both languages. Welsh mutates a date
 * that follows a preposition or stands as an adverbial ("ddydd Mawrth 14 Gorffennaf 2026", never
 * "ar Dydd Mawrth"), introduces only a clock time with "am" ("am 09:30", never "am 14 Gorff"), and
 * keeps a noun singular after a numeral ("dwy flynedd", "3 lle"). So sentences take a date
 * (YYYY-MM-DD) and a time (HH:MM) as separate values and word them here; a preformatted
 * "date, time" string is never dropped after a preposition.
 *
 * The day and month names are in calendar-date.ts, written out rather than asked of Intl.
 * Client-safe.
 */
import type { Locale } from './locale.ts';
import { MONTHS, partsOf, WEEKDAYS } from './calendar-date.ts';

/** An instant as London reads it (london-dates.ts `londonDateAndTime`): date and HH:MM time. */
export interface LondonMoment {
  date: string;
  time: string;
}

/** A journey's moment as the customer gave it: a London calendar date and, when known, a time. */
export interface DateAndTime {
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM, 24-hour, or null when no time was given. */
  time: string | null;
}

/**
 * The Welsh soft mutation of a word's first consonant (p→b, t→d, c→g, b→f, d→dd, g dropped, m→f,
 * ll→l, rh→r), as after "ar", "tan", "hyd at", "o" or in an adverbial of time. Not after
 * "erbyn": Welsh writes "erbyn dydd Llun 3 Mai". Other words are returned as they are. Capital
 * letters keep their case.
 */
export function softMutation(word: string): string {
  const rules: [string, string][] = [
    ['ll', 'l'],
    ['rh', 'r'],
    ['p', 'b'],
    ['t', 'd'],
    ['c', 'g'],
    ['b', 'f'],
    ['d', 'dd'],
    ['g', ''],
    ['m', 'f'],
  ];
  const lower = word.toLowerCase();
  // "ch", "ph" and "th" are letters of their own and never soft-mutate.
  if (/^(ch|ph|th)/.test(lower)) return word;
  for (const [from, to] of rules) {
    if (!lower.startsWith(from)) continue;
    const rest = word.slice(from.length);
    const upper = word[0] !== lower[0];
    const mutated = to + rest;
    return upper ? mutated.charAt(0).toUpperCase() + mutated.slice(1) : mutated;
  }
  return word;
}

/**
 * A date standing on its own, after a label or as a heading: "Tuesday 14 July 2026",
 * "Dydd Mawrth 14 Gorffennaf 2026" (the glossary's form).
 */
export function standaloneDate(isoDate: string, locale: Locale): string {
  const p = partsOf(isoDate);
  const weekday = WEEKDAYS[locale][p.weekday]!;
  const rest = `${p.day} ${MONTHS[locale][p.month]!} ${p.year}`;
  return locale === 'cy' ? `Dydd ${weekday} ${rest}` : `${weekday} ${rest}`;
}

/**
 * A date inside a sentence. Welsh: the adverbial form, soft-mutated and lower case, which also
 * follows a mutating preposition ("ddydd Mawrth 14 Gorffennaf 2026"; "tan ddydd Mawrth…"); the
 * sentence puts no "ar" before it. English: "Tuesday 14 July 2026", the sentence saying "on".
 */
export function dateInSentence(isoDate: string, locale: Locale): string {
  const text = standaloneDate(isoDate, locale);
  return locale === 'cy' ? softMutation(text.replace(/^Dydd/, 'dydd')) : text;
}

/** A clock time inside a sentence: "at 09:30", "am 09:30". */
export function atTime(time: string, locale: Locale): string {
  return locale === 'cy' ? `am ${time}` : `at ${time}`;
}

/**
 * A date and time inside a sentence: "Tuesday 14 July 2026 at 09:30" (after "on" or "for"),
 * "ddydd Mawrth 14 Gorffennaf 2026 am 09:30" (adverbial, no preposition before it).
 */
export function whenInSentence(when: DateAndTime, locale: Locale): string {
  const date = dateInSentence(when.date, locale);
  return when.time ? `${date} ${atTime(when.time, locale)}` : date;
}

/** A date and time after a label: "Tuesday 14 July 2026 at 09:30", "Dydd Mawrth … am 09:30". */
export function standaloneWhen(when: DateAndTime, locale: Locale): string {
  const date = standaloneDate(when.date, locale);
  return when.time ? `${date} ${atTime(when.time, locale)}` : date;
}

/**
 * A time then its date, after "until" / "tan": "09:30 on Tuesday 14 July 2026",
 * "09:30 ddydd Mawrth 14 Gorffennaf 2026" (so "tan 09:30 ddydd Mawrth…", never "tan 14 Gorff
 * 2026, 09:30").
 */
export function timeOnDate(when: LondonMoment, locale: Locale): string {
  const date = dateInSentence(when.date, locale);
  return locale === 'cy' ? `${when.time} ${date}` : `${when.time} on ${date}`;
}

/** The day-before reminder's moment: "tomorrow at 09:30", "yfory am 09:30". */
export function tomorrowAt(time: string, locale: Locale): string {
  return locale === 'cy' ? `yfory ${atTime(time, locale)}` : `tomorrow ${atTime(time, locale)}`;
}

// Welsh counts of years: "blwyddyn" is feminine, so "dwy", "tair" and "pedair" take their
// feminine forms and mutate it, and 5, 7, 8, 9 and 10 nasalise it ("pum mlynedd"). Beyond ten the
// product would say "o flynyddoedd" with the digits.
const WELSH_YEARS: Record<number, string> = {
  1: 'blwyddyn',
  2: 'dwy flynedd',
  3: 'tair blynedd',
  4: 'pedair blynedd',
  5: 'pum mlynedd',
  6: 'chwe blynedd',
  7: 'saith mlynedd',
  8: 'wyth mlynedd',
  9: 'naw mlynedd',
  10: 'deng mlynedd',
};

/**
 * A number of years in a sentence: "2 years"; "dwy flynedd" in words, the noun singular. Welsh
 * `afterSoftMutation` gives the form after "hyd at", "am" or "tan": "ddwy flynedd", "flwyddyn".
 */
export function yearsCount(n: number, locale: Locale, afterSoftMutation = false): string {
  if (locale === 'en') return `${n} ${n === 1 ? 'year' : 'years'}`;
  const words = WELSH_YEARS[n] ?? `${n} o flynyddoedd`;
  return afterSoftMutation ? softMutation(words) : words;
}

/**
 * How many places the combobox suggests: "1 place suggested", "3 places suggested"; Welsh keeps
 * "lle" singular after the number, but the verb agrees with it: "1 lle wedi'i awgrymu",
 * "3 lle wedi'u hawgrymu".
 */
export function placesSuggested(n: number, locale: Locale): string {
  if (locale === 'en') return `${n} ${n === 1 ? 'place' : 'places'} suggested`;
  return `${n} lle ${n === 1 ? "wedi'i awgrymu" : "wedi'u hawgrymu"}`;
}

// Welsh counts of days and hours, and the "na" / "nag" of "more than" before them.
//
// "diwrnod" is masculine: "dau" soft-mutates it, and with digits Welsh writes the mutation the
// spoken numeral causes ("2 ddiwrnod", as "2 flynedd"). The nasal mutation of the older written
// language ("pum niwrnod", "saith niwrnod") is left out, as the site's other counts write it
// ("7 diwrnod yr wythnos", "cyfnod ailfeddwl 14 diwrnod"). "awr" begins with a vowel and never
// mutates after a number. One unit is said without the figure ("fwy na diwrnod", "fwy nag awr"),
// as Welsh says it; English keeps "1 day".

/**
 * A number of days in a sentence: "1 day", "2 days"; Welsh "diwrnod", "2 ddiwrnod",
 * "3 diwrnod", the noun singular after every number.
 */
export function daysCount(n: number, locale: Locale): string {
  if (locale === 'en') return `${n} ${n === 1 ? 'day' : 'days'}`;
  if (n === 1) return 'diwrnod';
  return n === 2 ? '2 ddiwrnod' : `${n} diwrnod`;
}

/** A number of hours in a sentence: "1 hour", "2 hours"; Welsh "awr", "2 awr", "36 awr". */
export function hoursCount(n: number, locale: Locale): string {
  if (locale === 'en') return `${n} ${n === 1 ? 'hour' : 'hours'}`;
  return n === 1 ? 'awr' : `${n} awr`;
}

const DIGIT_WORDS = ['dim', 'un', 'dau', 'tri', 'pedwar', 'pump', 'chwech', 'saith', 'wyth', 'naw'];

// Below twenty a count of time is read the traditional way, whose first word differs from the
// decimal one for 10 to 19 ("un ar ddeg", "deuddeg", "pymtheg", "un ar bymtheg", "deunaw").
const TEENS = [
  'deg',
  'un ar ddeg',
  'deuddeg',
  'tri ar ddeg',
  'pedwar ar ddeg',
  'pymtheg',
  'un ar bymtheg',
  'dau ar bymtheg',
  'deunaw',
  'pedwar ar bymtheg',
];

/**
 * The first word of a whole number read aloud in Welsh: 8 "wyth", 11 "un ar ddeg", 12 "deuddeg",
 * 20 "dau ddeg", 85 "wyth deg pump", 100 "cant", 800 "wyth cant", 1000 "mil", 8000 "wyth mil".
 * Only the first word matters here: it decides the form of the word before the number.
 */
function firstWelshWord(n: number): string {
  if (n < 10) return DIGIT_WORDS[n]!;
  if (n < 20) return TEENS[n - 10]!;
  if (n < 100) return DIGIT_WORDS[Math.floor(n / 10)]!;
  if (n < 1000) return n < 200 ? 'cant' : DIGIT_WORDS[Math.floor(n / 100)]!;
  if (n < 1_000_000) return n < 2000 ? 'mil' : firstWelshWord(Math.floor(n / 1000));
  return n < 2_000_000 ? 'miliwn' : firstWelshWord(Math.floor(n / 1_000_000));
}

/**
 * "na" or "nag" before the words that follow, as Welsh reads them: "nag" before a vowel, which a
 * figure has when it is read "un", "wyth" or "un ar ddeg" ("nag awr", "nag 8 diwrnod",
 * "nag 11 awr", "nag 80 awr"), "na" otherwise ("na diwrnod", "na 2 ddiwrnod", "na 12 awr").
 */
export function naOrNag(following: string): 'na' | 'nag' {
  const figure = /^\d[\d,]*/.exec(following);
  const word = figure ? firstWelshWord(Number(figure[0].replaceAll(',', ''))) : following;
  return /^[aeiouwyâêîôûŵŷáéíóúàèìòùäëïöüẅÿ]/i.test(word) ? 'nag' : 'na';
}

/**
 * "more than" a span in a sentence: "more than 2 days"; Welsh "mwy na 2 ddiwrnod", "mwy nag awr".
 * Welsh `afterSoftMutation` gives the adverbial form that follows a verb: "Canslo fwy na…".
 */
export function moreThan(span: string, locale: Locale, afterSoftMutation = false): string {
  if (locale === 'en') return `more than ${span}`;
  return `${afterSoftMutation ? 'fwy' : 'mwy'} ${naOrNag(span)} ${span}`;
}
