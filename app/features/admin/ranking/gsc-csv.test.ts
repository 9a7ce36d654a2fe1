import { describe, expect, it } from 'vitest';
import { GSC_MAX_ROWS, parseGscCsv } from './gsc-csv.ts';

const HEADER = 'Top queries,Clicks,Impressions,CTR,Position';

function rows(text: string) {
  const result = parseGscCsv(text);
  if (!result.ok) throw new Error(result.error);
  return result.rows;
}

describe('parseGscCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks', () => {
    const text = [
      HEADER,
      '"minibus hire, cardiff",42,"1,200",3.5%,4.2',
      '"the ""best"" minibus",1,10,10%,2',
      '"two',
      'lines",0,5,0%,30',
    ].join('\n');
    expect(rows(text)).toEqual([
      { query: 'minibus hire, cardiff', clicks: 42, impressions: 1200, ctr: 0.035, position: 4.2 },
      { query: 'the "best" minibus', clicks: 1, impressions: 10, ctr: 0.1, position: 2 },
      { query: 'two\nlines', clicks: 0, impressions: 5, ctr: 0, position: 30 },
    ]);
  });

  it('ignores a byte order mark before the header', () => {
    expect(rows(`\uFEFF${HEADER}\nminibus hire cardiff,42,1200,3.5%,4.2`)).toHaveLength(1);
  });

  it('reads CRLF line endings and skips blank lines', () => {
    const text = `${HEADER}\r\nminibus hire cardiff,42,1200,3.5%,4.2\r\n\r\nmpv hire,1,10,10%,3\r\n`;
    expect(rows(text).map((r) => r.query)).toEqual(['minibus hire cardiff', 'mpv hire']);
  });

  it('names the line of a bad value, counting the lines a quoted cell spans', () => {
    const text = [HEADER, '"two', 'lines",0,5,0%,30', 'mpv hire,lots,55,0%,23.1'].join('\r\n');
    expect(parseGscCsv(text)).toEqual({
      ok: false,
      error: 'Line 4: Clicks "lots" is not a whole number.',
    });
  });

  it('names the line a broken quote starts on and returns nothing', () => {
    const text = [HEADER, 'minibus hire cardiff,42,1200,3.5%,4.2', '"never closed,1,2,3%,4'].join(
      '\n',
    );
    const result = parseGscCsv(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^Line 3: .*quoted cell is never closed/);
  });

  it('refuses an empty file and a header without the Search Console columns', () => {
    expect(parseGscCsv('')).toEqual({ ok: false, error: 'The file is empty.' });
    expect(parseGscCsv('\uFEFF\r\n')).toEqual({ ok: false, error: 'The file is empty.' });
    const header = parseGscCsv('Keyword,Clicks\nx,1');
    expect(!header.ok && header.error).toMatch(/^Line 1: .*missing Top queries/);
  });
});

describe('reading a Search Console export', () => {
  it('reads every row, with CTR as a fraction and thousands separators', () => {
    const result = parseGscCsv(
      `\uFEFF${HEADER}\r\nminibus hire cardiff,12,"1,240",0.97%,3.2\r\n"airport, transfer",0,15,0%,11\r\n\r\n`,
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          query: 'minibus hire cardiff',
          clicks: 12,
          impressions: 1240,
          ctr: 0.0097,
          position: 3.2,
        },
        { query: 'airport, transfer', clicks: 0, impressions: 15, ctr: 0, position: 11 },
      ],
    });
  });

  it('takes "Query" for the first column and any order of the others', () => {
    const result = parseGscCsv('Position,Query,CTR,Impressions,Clicks\n1,bus4u,50%,10,5\n');
    expect(result).toEqual({
      ok: true,
      rows: [{ query: 'bus4u', clicks: 5, impressions: 10, ctr: 0.5, position: 1 }],
    });
  });

  it('names the missing columns', () => {
    expect(parseGscCsv('Query,Clicks\nbus,1\n')).toEqual({
      ok: false,
      error:
        'Line 1: the header must name Top queries (or Query), Clicks, Impressions, CTR and Position; missing impressions, ctr, position.',
    });
  });

  it('names the first bad line and returns no rows', () => {
    const result = parseGscCsv(
      `${HEADER}\nfine,1,2,50%,1\n"two\nlines",1,2,50%,1\nbad,1.5,2,50%,1\nworse,x,2,50%,1\n`,
    );
    expect(result).toEqual({ ok: false, error: 'Line 5: Clicks "1.5" is not a whole number.' });
    expect(parseGscCsv(`${HEADER}\n,1,2,3%,1\n`)).toEqual({
      ok: false,
      error: 'Line 2: the query is empty.',
    });
    expect(parseGscCsv(`${HEADER}\nq,1,2,3%,0.5\n`)).toEqual({
      ok: false,
      error: 'Line 2: Position "0.5" is not a position (1 or more).',
    });
  });

  it('refuses an empty file, a broken quote and too many rows', () => {
    expect(parseGscCsv('')).toEqual({ ok: false, error: 'The file is empty.' });
    const broken = parseGscCsv(`${HEADER}\n"never closed,1,2,3%,1\n`);
    expect(broken.ok).toBe(false);
    const many = `${HEADER}\n${'q,1,2,3%,1\n'.repeat(GSC_MAX_ROWS + 1)}`;
    expect(parseGscCsv(many)).toEqual({
      ok: false,
      error: `The file has more than ${GSC_MAX_ROWS} rows.`,
    });
  });
});
