/**
 * CSV writing (RFC 4180) that is safe to open in a spreadsheet: a cell starting with = + - @ (or a
 * tab or carriage return) is prefixed with an apostrophe, so a quote request cannot smuggle a
 * formula (OWASP "CSV injection") into the operator's Excel.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
