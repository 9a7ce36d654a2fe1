/**
 * The ranking tracker's Search Console import against real databases: a good export (either
 * header spelling) is imported for the chosen date; a malformed one is refused naming the line,
 * and nothing of it is stored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseGscCsv } from '#app/features/admin/ranking/gsc-csv.ts';
import { rankingAction } from '#app/features/admin/ranking/ranking-actions.server.ts';
import { addKeyword, listKeywordSeries } from '#app/features/admin/ranking/ranking.server.ts';
import { asAppDb, type AppDb } from '#server/platform/db/app-db.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { databasePerSuite } from '../support/lifecycle.ts';

const GOOD = [
  'Top queries,Clicks,Impressions,CTR,Position',
  'minibus hire cardiff,42,1200,3.5%,4.2',
  '"cardiff to heathrow minibus",7,300,2.33%,8',
  'mpv hire cardiff,0,55,0%,23.1',
].join('\r\n');

const BAD = [
  'Query,Clicks,Impressions,CTR,Position',
  'minibus hire cardiff,42,1200,3.5%,4.2',
  'cardiff to heathrow minibus,7,300,2.33%,8',
  'mpv hire cardiff,lots,55,0%,23.1',
].join('\n');

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

function importForm(csv: string, date: string, addNew = false): FormData {
  const form = new FormData();
  form.set('intent', 'import');
  form.set('date', date);
  form.set('file', new File([csv], 'Queries.csv', { type: 'text/csv' }));
  if (addNew) form.set('addNew', 'yes');
  return form;
}

describe('the Search Console CSV reader', () => {
  it('reads both header spellings and turns CTR into a fraction', () => {
    const good = parseGscCsv(GOOD);
    expect(good.ok && good.rows[0]).toEqual({
      query: 'minibus hire cardiff',
      clicks: 42,
      impressions: 1200,
      ctr: 0.035,
      position: 4.2,
    });
    expect(parseGscCsv(GOOD.replace('Top queries', 'Query')).ok).toBe(true);
  });
  it('names the line of the first bad row, and a bad header', () => {
    expect(parseGscCsv(BAD)).toEqual({
      ok: false,
      error: 'Line 4: Clicks "lots" is not a whole number.',
    });
    const header = parseGscCsv('Keyword,Clicks\nx,1');
    expect(!header.ok && header.error).toMatch(
      /^Line 1: .*missing Top queries, impressions, ctr, position/,
    );
  });
});

describe.each(DATABASE_KINDS)('ranking import on %s', (kind) => {
  const database = databasePerSuite(kind);
  let db: AppDb;

  beforeAll(async () => {
    db = asAppDb(database.handle.db);
    await addKeyword(db, 'Minibus hire Cardiff', '/minibus-hire-cardiff');
    await addKeyword(db, 'mpv hire cardiff', '/mpv-cardiff');
  });

  it('imports a good export for tracked keywords and skips the rest', async () => {
    const result = await rankingAction(db, importForm(GOOD, '2026-06-01'));
    expect(result).toEqual({
      ok: true,
      message: 'Imported 2 positions for 2026-06-01; 1 untracked queries skipped.',
    });
    const series = await listKeywordSeries(db);
    const minibus = series.find((k) => k.keyword === 'minibus hire cardiff')!;
    expect(minibus.points).toEqual([
      { date: '2026-06-01', position: 4.2, clicks: 42, source: 'gsc' },
    ]);
  });

  it('adds untracked queries when asked, and a second date makes a series', async () => {
    await rankingAction(db, importForm(GOOD.replace('4.2', '3.1'), '2026-06-08', true));
    const series = await listKeywordSeries(db);
    expect(series.map((k) => k.keyword)).toContain('cardiff to heathrow minibus');
    const minibus = series.find((k) => k.keyword === 'minibus hire cardiff')!;
    expect(minibus.points.map((p) => p.position)).toEqual([4.2, 3.1]);
  });

  it('refuses a malformed file naming the line, and stores nothing from it', async () => {
    const before = await database.query(`select * from ranking_positions order by id`);
    const result = await rankingAction(db, importForm(BAD, '2026-06-15', true));
    expect(result).toEqual({
      ok: false,
      message: 'Nothing imported. Line 4: Clicks "lots" is not a whole number.',
    });
    expect(await database.query(`select * from ranking_positions order by id`)).toEqual(before);
  });

  it('refuses a keyword id that is no number or too large for its column, and changes nothing', async () => {
    const keywords = await database.query(`select id from ranking_keywords order by id`);
    const positions = await database.query(`select * from ranking_positions order by id`);
    for (const keywordId of ['99999999999999999999', '1e0', '']) {
      expect(await rankingAction(db, form({ intent: 'delete-keyword', keywordId }))).toEqual({
        ok: false,
        message: 'Choose a keyword to remove.',
      });
      expect(
        await rankingAction(
          db,
          form({ intent: 'add-position', keywordId, date: '2026-06-22', position: '3' }),
        ),
      ).toEqual({ ok: false, message: 'Choose a keyword, a date and a position of 1 or more.' });
    }
    expect(await database.query(`select id from ranking_keywords order by id`)).toEqual(keywords);
    expect(await database.query(`select * from ranking_positions order by id`)).toEqual(positions);
  });

  it('rolls the whole import back when the database refuses one row', async () => {
    const before = await database.query(`select count(*)::int as n from ranking_positions`);
    // Position 0.5 passes the reader's shape check only if forced; call the importer directly.
    const { importGscRows } = await import('#app/features/admin/ranking/ranking.server.ts');
    await expect(
      importGscRows(
        db,
        [
          { query: 'mpv hire cardiff', clicks: 1, impressions: 2, ctr: 0.5, position: 2 },
          { query: 'minibus hire cardiff', clicks: 1, impressions: 2, ctr: 0.5, position: 0.5 },
        ],
        { date: '2026-06-20', addNew: false },
      ),
    ).rejects.toThrow();
    expect(await database.query(`select count(*)::int as n from ranking_positions`)).toEqual(
      before,
    );
  });
});
