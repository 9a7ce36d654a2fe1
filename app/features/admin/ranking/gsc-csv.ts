/**
 * Reads a Google Search Console performance export ("Queries.csv"): a header row naming Top
 * queries (or Query), Clicks, Impressions, CTR and Position, then one row per query. Either every
 * row is good and all are returned, or the first bad line is named and nothing is.
 */
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

/** RFC 4180 records with the line each starts on (a quoted cell may span lines). */
export function csvRecords(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      cells.push(cell);
      records.push({ line: start, cells });
      cells = [];
      cell = '';
      line++;
      start = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: start, cells });
  }
  return records.filter((r) => r.cells.some((c) => c.trim() !== ''));
}

function parseNumber(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

export function parseGscCsv(text: string): GscParseResult {
  const records = csvRecords(text);
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
