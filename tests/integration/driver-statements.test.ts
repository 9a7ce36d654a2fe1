/**
 * The quote's statement sent to the driver as a statement planned once (driver-statements.server.ts):
 * on PGlite its arguments travel as SQL literals, so what a visitor types must arrive exactly as
 * typed, however it is quoted, and the statement is prepared once and executed many times.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverOf, sqlLiteral } from '#server/outbox/driver-statements.server.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases.ts';

const AWKWARD = [
  "O'Brien",
  "Robert'); drop table quote_requests; --",
  'back\\slash and \\x41 and \\\\ two',
  '$1 $$ dollar $tag$ quoting $tag$',
  'Siân Ellis – “quoted” 🚌',
  'line one\nline two\ttab',
  "'",
  '',
];

describe.each(DATABASE_KINDS)('a statement planned once, on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.query('create table awkward (n integer, t text, j jsonb, b boolean, k integer)');
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('stores every value exactly, statement after statement', async () => {
    const driver = driverOf(database.handle.db);
    expect(driver).toBeDefined();
    const text =
      'with w as (insert into awkward (n, t, j, b, k) values ($1, $2, $3, $4, $5) returning n) select n from w';
    for (const [n, value] of AWKWARD.entries()) {
      const json = JSON.stringify({ value });
      const { rows } = await driver!.executeSql(text, [n, value, json, n % 2 === 0, -n]);
      expect(rows).toEqual([{ n }]);
    }
    const stored = await database.query<{
      n: number;
      t: string;
      j: unknown;
      b: boolean;
      k: number;
    }>('select n, t, j, b, k from awkward order by n');
    if (kind === 'pglite') {
      // Prepared once in PGlite's one session, executed eight times.
      const [prepared] = await database.query<{ n: number }>(
        `select count(*)::int as n from pg_prepared_statements where name like 'outbox\\_%'`,
      );
      expect(prepared!.n).toBe(1);
    }
    expect(stored).toEqual(
      AWKWARD.map((value, n) => ({ n, t: value, j: { value }, b: n % 2 === 0, k: -n || 0 })),
    );
  });

  it('answers NULL for null and undefined', async () => {
    const driver = driverOf(database.handle.db)!;
    await driver.executeSql('insert into awkward (n, t, j) values ($1, $2, $3)', [
      100,
      null,
      undefined,
    ]);
    const [row] = await database.query<{ t: unknown; j: unknown }>(
      'select t, j from awkward where n = 100',
    );
    expect(row).toEqual({ t: null, j: null });
  });
});

describe('SQL literals for EXECUTE', () => {
  it('refuses what the statement never sends rather than guess', () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow(TypeError);
    expect(() => sqlLiteral(Number.POSITIVE_INFINITY)).toThrow(TypeError);
    expect(() => sqlLiteral({ toString: () => "1'" })).toThrow(TypeError);
    expect(() => sqlLiteral(10n)).toThrow(TypeError);
  });

  it('writes numbers, booleans and NULL as themselves', () => {
    expect(sqlLiteral(12)).toBe('12');
    expect(sqlLiteral(-3)).toBe('(-3)');
    expect(sqlLiteral(true)).toBe('TRUE');
    expect(sqlLiteral(null)).toBe('NULL');
  });
});
