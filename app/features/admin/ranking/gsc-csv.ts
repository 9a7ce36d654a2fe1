/**
 * Reads a Google Search Console performance export ("Queries.csv"): a header row naming Top
 * queries (or Query), Clicks, Impressions, CTR and Position, then one row per query. Either every
 * row is good and all are returned, or the first bad line is named and nothing is.
 */
import { CsvError, parse } from 'csv-parse/sync';

/** The largest export the tracker reads (a Search Console export of 1,000 queries is ~60 KB). */
export const GSC_FILE_MAX_BYTES = 2 * 1024 * 1024;

export interface GscRow {
  query: string;
  clicks: number;
  impressions: number;
  /** A fraction: "12.5%" becomes 0.125. */
  ctr: number;
  position: number;
}

export type GscParseResult = { ok: true; rows: GscRow[] } | { ok: false; error: string };

export const GSC_MAX_ROWS = 5000;
const QUERY_HEADERS = ['top queries', 'query', 'queries'];

type CsvRecords = { line: number; cells: string[] }[];

/** What csv-parse's error codes mean to someone who exported the file. */
const CSV_ERRORS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted cell has text after its closing quote',
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'the row has a different number of cells',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted cell has text after its closing quote',
};

/**
 * RFC 4180 records (csv-parse) with the line each starts on: a quoted cell may span lines, and
 * csv-parse counts the line a record ends on. A byte order mark, CRLF and blank lines are fine;
 * a quote inside an unquoted cell is kept as text, as spreadsheets write it.
 */
function csvRecords(
  text: string,
): { ok: true; records: CsvRecords } | { ok: false; error: string } {
  try {
    // One line ending: csv-parse counts a CRLF inside a quoted cell as two lines, which would
    // put every later line number one out. With `info`, csv-parse returns each record with its
    // info, which its typings do not say.
    const parsed = parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    const records = parsed
      .map(({ record, info }) => ({
        line: info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0),
        cells: record,
      }))
      .filter((r) => r.cells.some((c) => c.trim() !== ''));
    return { ok: true, records };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines;
    const what = CSV_ERRORS[error.code] ?? 'it is not valid CSV';
    return { ok: false, error: `Line ${line ?? 1}: the file cannot be read: ${what}.` };
  }
}

function parseNumber(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

export function parseGscCsv(text: string): GscParseResult {
  const read = csvRecords(text);
  if (!read.ok) return read;
  const records = read.records;
  const header = records[0];
  if (!header) return { ok: false, error: 'The file is empty.' };
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const column = {
    query: names.findIndex((n) => QUERY_HEADERS.includes(n)),
    clicks: names.indexOf('clicks'),
    impressions: names.indexOf('impressions'),
    ctr: names.indexOf('ctr'),
    position: names.indexOf('position'),
  };
  const missing = Object.entries(column)
    .filter(([, index]) => index === -1)
    .map(([name]) => (name === 'query' ? 'Top queries' : name));
  if (missing.length > 0) {
    return {
      ok: false,
      error: `Line ${header.line}: the header must name Top queries (or Query), Clicks, Impressions, CTR and Position; missing ${missing.join(', ')}.`,
    };
  }
  if (records.length - 1 > GSC_MAX_ROWS) {
    return { ok: false, error: `The file has more than ${GSC_MAX_ROWS} rows.` };
  }
  const rows: GscRow[] = [];
  for (const record of records.slice(1)) {
    const cell = (index: number) => (record.cells[index] ?? '').trim();
    const fail = (what: string) => ({ ok: false as const, error: `Line ${record.line}: ${what}` });
    const query = cell(column.query);
    if (!query) return fail('the query is empty.');
    const clicks = parseNumber(cell(column.clicks));
    if (clicks === null || clicks < 0 || !Number.isInteger(clicks)) {
      return fail(`Clicks "${cell(column.clicks)}" is not a whole number.`);
    }
    const impressions = parseNumber(cell(column.impressions));
    if (impressions === null || impressions < 0 || !Number.isInteger(impressions)) {
      return fail(`Impressions "${cell(column.impressions)}" is not a whole number.`);
    }
    const ctrText = cell(column.ctr);
    const ctrValue = parseNumber(ctrText.replace(/%$/, ''));
    if (ctrValue === null || ctrValue < 0) return fail(`CTR "${ctrText}" is not a percentage.`);
    const ctr = ctrText.endsWith('%') ? ctrValue / 100 : ctrValue;
    const position = parseNumber(cell(column.position));
    if (position === null || position < 1) {
      return fail(`Position "${cell(column.position)}" is not a position (1 or more).`);
    }
    rows.push({ query, clicks, impressions, ctr, position });
  }
  return { ok: true, rows };
}
