/**
 * Free text typed by people (names, special requirements, reasons, notes) is cleaned at the edge
 * before it is stored, so it never reaches an e-mail or the admin carrying characters that ring a
 * terminal bell, move a cursor or turn text around on screen.
 */

/**
 * C0 controls other than tab, line feed and carriage return (a textarea posts CRLF), DEL and the
 * C1 controls: none has a place in text a person typed.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;

/**
 * Bidirectional marks, embeddings, overrides and isolates: U+200E/U+200F (marks), U+202A–U+202E
 * (embeddings and overrides) and U+2066–U+2069 (isolates). Each can make text read differently
 * from what it says (an e-mail address or an amount shown backwards).
 */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** The NUL character, which PostgreSQL cannot store in text. */
const NUL = '\u0000';

/** The text without control and bidirectional characters. */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '').replace(BIDI_CONTROLS, '');
}

/** Whether the text holds a NUL: a sign it was not typed, so a form may refuse it outright. */
export function hasNul(text: string): boolean {
  return text.includes(NUL);
}
