/**
 * The server's PGlite (server/platform/db/serving-pglite.server.ts) answers exactly as PGlite
 * does, while it keeps each statement prepared and starts each transaction on its own turn of the
 * event loop. Run on a real PGlite in memory.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PREPARED_STATEMENT_LIMIT,
  ServingPGlite,
} from '#server/platform/db/serving-pglite.server.ts';

let serving: ServingPGlite;
let plain: PGlite;

beforeAll(async () => {
  [serving, plain] = await Promise.all([ServingPGlite.open('memory://'), PGlite.create()]);
  const schema = `create table trips (
    id serial primary key,
    name text not null,
    seats int not null check (seats > 0),
    stops jsonb,
    leaves timestamptz,
    tags text[]
  )`;
  await Promise.all([serving.exec(schema), plain.exec(schema)]);
});

afterAll(async () => {
  await Promise.all([serving.close(), plain.close()]);
});

async function preparedCount(): Promise<number> {
  const { rows } = await serving.query<{ count: number }>(
    'select count(*)::int as count from pg_prepared_statements',
  );
  return rows[0]!.count;
}

describe('the server PGlite', () => {
  it('answers every query as PGlite does, values bound as parameters and never spliced in', async () => {
    const insert =
      'insert into trips (name, seats, stops, leaves, tags) values ($1, $2, $3, $4, $5) returning *';
    const values = [
      "O'Brien's stag; drop table trips; --",
      16,
      { via: ['Cardiff Central', 'Bristol Airport'], luggage: true },
      new Date('2026-12-24T05:30:00Z'),
      ['airport', "it's late"],
    ];
    for (let run = 0; run < 3; run++) {
      expect(await serving.query(insert, values)).toEqual(await plain.query(insert, values));
    }
    const select = 'select * from trips where seats = $1 order by id';
    expect(await serving.query(select, [16])).toEqual(await plain.query(select, [16]));
    // The caller's own parsers win over PGlite's, as they do in PGlite (Drizzle relies on this).
    const asText = { parsers: { 1184: (value: string) => `as sent: ${value}` } };
    expect(await serving.query(select, [16], asText)).toEqual(
      await plain.query(select, [16], asText),
    );
    expect(await serving.query('select $1::int is null as missing', [null])).toEqual(
      await plain.query('select $1::int is null as missing', [null]),
    );
  });

  it('prepares a statement once however often it runs, and keeps no more than its limit', async () => {
    const before = await preparedCount();
    for (let run = 0; run < 5; run++) await serving.query('select $1::int + 1 as next', [run]);
    expect(await preparedCount()).toBe(before + 1);

    for (let n = 0; n <= PREPARED_STATEMENT_LIMIT; n++) {
      await serving.query(`select ${n}::int as n, $1::text as label`, ['limit']);
    }
    expect(await preparedCount()).toBe(PREPARED_STATEMENT_LIMIT);
  });

  it('refuses a bad statement with PostgreSQL’s error and goes on answering', async () => {
    await expect(
      serving.query('insert into trips (name, seats) values ($1, $2)', ['Empty', 0]),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(serving.query('selec nothing')).rejects.toMatchObject({ code: '42601' });
    const { rows } = await serving.query<{ ok: number }>('select 1 as ok');
    expect(rows).toEqual([{ ok: 1 }]);
  });

  it('rolls a failed transaction back whole, and its prepared statements still serve', async () => {
    const insert = 'insert into trips (name, seats) values ($1, $2)';
    const count = async () =>
      (await serving.query<{ n: number }>('select count(*)::int as n from trips')).rows[0]!.n;
    const before = await count();
    await expect(
      serving.transaction(async (tx) => {
        await tx.query(insert, ['School trip', 30]);
        await tx.query(insert, ['No seats', -1]);
      }),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await count()).toBe(before);

    await serving.transaction(async (tx) => {
      await tx.query(insert, ['Wedding', 8]);
    });
    expect(await count()).toBe(before + 1);
  });

  it('copies to and from a Blob as PGlite does', async () => {
    const copied = await serving.query("copy (select 'Barry Island' as stop) to '/dev/blob'");
    expect(await copied.blob?.text()).toBe('Barry Island\n');
    await serving.exec('create table stops (name text)');
    await serving.transaction(async (tx) => {
      await tx.query("copy stops from '/dev/blob'", [], { blob: new Blob(['Penarth\n']) });
    });
    expect((await serving.query('select name from stops')).rows).toEqual([{ name: 'Penarth' }]);
  });

  it('lets the event loop take a turn before each transaction and statement waiting its go', async () => {
    const order: string[] = [];
    await Promise.all([
      serving.transaction(async () => {
        order.push('first transaction');
        // Stands for a socket to read: work queued for the loop while the first one runs.
        setImmediate(() => order.push('the loop'));
      }),
      serving.transaction(async () => {
        order.push('second transaction');
        setImmediate(() => order.push('the loop again'));
      }),
      serving.query('select 1').then(() => order.push('a statement')),
    ]);
    expect(order).toEqual([
      'first transaction',
      'the loop',
      'second transaction',
      'the loop again',
      'a statement',
    ]);
  });
});
