/**
 * The server's PostgreSQL client (server/platform/db/preparing-pg-client.server.ts) answers as
 * node-postgres does, while it keeps each statement with parameters prepared on its connection.
 * Run on the local PostgreSQL server, in temporary tables of the test's own connections.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/platform/db/client.server.ts';
import { PreparingClient } from '#server/platform/db/preparing-pg-client.server.ts';
import { POSTGRES_ADMIN_URL } from '../support/databases.ts';

let preparing: PreparingClient;
let plain: pg.Client;

beforeAll(async () => {
  preparing = new PreparingClient({ connectionString: POSTGRES_ADMIN_URL });
  plain = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await Promise.all([preparing.connect(), plain.connect()]);
  const schema = `create temporary table trips (
    id serial primary key,
    name text not null,
    seats int not null check (seats > 0),
    stops jsonb,
    leaves timestamptz
  )`;
  await Promise.all([preparing.query(schema), plain.query(schema)]);
});

afterAll(async () => {
  await Promise.all([preparing.end(), plain.end()]);
});

async function preparedCount(): Promise<number> {
  const { rows } = (await preparing.query(
    'select count(*)::int as count from pg_prepared_statements',
  )) as pg.QueryResult<{ count: number }>;
  return rows[0]!.count;
}

/** What both clients answer alike: the rows and the command, not the timing or the connection. */
const answer = (result: pg.QueryResult) => ({
  rows: result.rows as unknown[],
  command: result.command,
  rowCount: result.rowCount,
});

describe('the server PostgreSQL client', () => {
  it('answers as node-postgres does, values bound as parameters and never spliced in', async () => {
    const insert =
      'insert into trips (name, seats, stops, leaves) values ($1, $2, $3, $4) returning *';
    const values = [
      "O'Brien's stag; drop table trips; --",
      16,
      JSON.stringify({ via: ['Cardiff Central', 'Bristol Airport'] }),
      new Date('2026-12-24T05:30:00Z'),
    ];
    for (let run = 0; run < 3; run++) {
      expect(answer(await preparing.query(insert, values))).toEqual(
        answer(await plain.query(insert, values)),
      );
    }
    const select = { text: 'select name, seats from trips where seats = $1', rowMode: 'array' };
    expect(answer(await preparing.query({ ...select, values: [16] }))).toEqual(
      answer(await plain.query({ ...select, values: [16] })),
    );
  });

  it('prepares a statement with parameters once, and leaves one without them as it is', async () => {
    const before = await preparedCount();
    for (let run = 0; run < 5; run++) await preparing.query('select $1::int + 1 as next', [run]);
    expect(await preparedCount()).toBe(before + 1);
    // As Drizzle sends its queries: one config object, values inside.
    for (let run = 0; run < 3; run++) {
      await preparing.query({ text: 'select $1::text as label', values: [`run ${run}`] });
    }
    expect(await preparedCount()).toBe(before + 2);
    // Several statements in one text run only unnamed, in the simple protocol.
    const results = (await preparing.query('select 1 as a; select 2 as b')) as unknown as
      pg.QueryResult[] | pg.QueryResult;
    expect(Array.isArray(results) ? results.map((r) => r.rows) : results.rows).toEqual([
      [{ a: 1 }],
      [{ b: 2 }],
    ]);
    expect(await preparedCount()).toBe(before + 2);
  });

  it('refuses a bad value with PostgreSQL’s error, and the statement serves after a rollback', async () => {
    const insert = 'insert into trips (name, seats) values ($1, $2)';
    await preparing.query('begin');
    await preparing.query(insert, ['School trip', 30]);
    await expect(preparing.query(insert, ['No seats', -1])).rejects.toMatchObject({
      code: '23514',
    });
    await preparing.query('rollback');
    await preparing.query(insert, ['Wedding', 8]);
    const { rows } = (await preparing.query(
      'select name from trips where name = any($1) order by name',
      [['School trip', 'Wedding']],
    )) as pg.QueryResult<{ name: string }>;
    expect(rows).toEqual([{ name: 'Wedding' }]);
  });

  it('is the client of the server’s database pools', async () => {
    const database = await openDatabase({ databaseUrl: POSTGRES_ADMIN_URL, dataDir: '' });
    try {
      const client = await database.pool!.connect();
      expect(client).toBeInstanceOf(PreparingClient);
      client.release();
    } finally {
      await database.close();
    }
  });
});
