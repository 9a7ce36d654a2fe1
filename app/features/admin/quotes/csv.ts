/**
 * CSV writing (RFC 4180) that is safe to open in a spreadsheet: a cell that a spreadsheet could
 * read as a formula is prefixed with an apostrophe, so a quote request cannot smuggle a formula
 * (OWASP "CSV injection") into the operator's Excel.
 */

// A tab, CR or LF first makes some spreadsheets look past it for a formula.
const LEADING_CONTROL = /^[\t\r\n]/;
const FORMULA_STARTERS = new Set(['=', '+', '-', '@']);

/**
 * True when the cell's first visible character is = + - @ or a look-alike of one. Spreadsheets
 * (Excel with East Asian input, among others) treat the full-width ＝＋－＠ and the small-form
 * ﹦﹢﹣﹫ as the ASCII ones; NFKC folds exactly those compatibility forms onto ASCII, so one
 * normalisation covers the whole family. Leading spaces, ideographic ones included, are looked
 * past as spreadsheets do.
 */
function startsLikeFormula(text: string): boolean {
  if (LEADING_CONTROL.test(text)) return true;
  const first = text.trimStart().codePointAt(0);
  if (first === undefined) return false;
  return FORMULA_STARTERS.has(String.fromCodePoint(first).normalize('NFKC'));
}

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (startsLikeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
