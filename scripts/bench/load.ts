/**
 * The load bench's tools (autocannon): unique quote bodies, the bare endpoint on the same schema
 * and database (bare-endpoint.ts, the ceiling), and every 201's id looked up in the database. The
 * quote API's own burst, against a baseline commit, is burst.ts. It never fails on a number.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { plainDayAhead } from '../../tests/support/dates.ts';
import { freePort } from '../lib/server.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const API_SECONDS = 10;
export const API_CONNECTIONS = 50;
/**
 * The quote API's floor is what the business needs (docs/decisions/010): at 50 connections, every
 * answer within 300 ms (p99) and every 201 stored. Its share of the bare insert is shown only.
 */
export const TARGETS = { apiP99Ms: 300, staticShareOfNginx: 0.25 };

export interface CannonFigures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
}

export function figures(result: autocannon.Result): CannonFigures {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

export function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Places a burst's requests start from: each request names another (with a house number). */
const STREETS = ['Cathedral Road, Canton', 'Albany Road, Roath', 'Clive Street, Grangetown'];

/** A valid quote request, different every time: its name, e-mail and pickup place. */
export function quoteBody(n: number): string {
  const pickup = plainDayAhead(30);
  return JSON.stringify({
    name: `Load Test ${n}`,
    email: `load${n}@example.com`,
    phone: '+447700900123',
    pickupLocation: `${1 + (n % 300)} ${STREETS[n % STREETS.length]}, Cardiff`,
    destination: 'Bristol Airport',
    pickupDate: pickup,
    pickupTime: '05:30',
    passengerCount: 1 + (n % 100),
    journeyType: 'airport-transfer',
    journeyDirection: 'one-way',
    formVersion: 'pq1',
    current_page: '/book-online',
    attribution: null,
    website: '',
  });
}

/** Requests made so far in this process: no two of a run share a name, e-mail or place. */
let sent = 0;

/** POSTs unique quotes for `seconds`, returning the figures and every id answered 201. */
export async function loadQuotes(url: string, seconds: number, connections: number) {
  const ids: string[] = [];
  const result = await cannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/quotes',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: quoteBody(sent++),
        }),
        onResponse: (status, body) => {
          if (status === 201) ids.push((JSON.parse(body) as { id: string }).id);
        },
      },
    ],
  });
  return { result, ids };
}

interface Target {
  url: string;
  /** Every stored quote id; the target is stopped first when it owns an embedded database. */
  storedIds(): Promise<Set<string>>;
  stop(): Promise<void>;
}

export async function withPostgresDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `bus4u_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

export async function postgresIds(databaseUrl: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from quote_requests');
    return new Set(rows.map((r) => r.id));
  } finally {
    await client.end();
  }
}

export async function pgliteIds(dataDir: string): Promise<Set<string>> {
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<{ id: string }>('select id from quote_requests');
    return new Set(rows.map((r) => r.id));
  } finally {
    await db.close();
  }
}

async function startBare(databaseUrl?: string): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bus4u-bench-bare-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/bare-endpoint.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => d.toString().includes('bare ready') && resolve());
    child.once('exit', (code) => reject(new Error(`bare endpoint exited (${code})`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    storedIds: async () => {
      if (databaseUrl) return postgresIds(databaseUrl);
      await stop();
      return pgliteIds(dataDir);
    },
    stop: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiRow {
  database: string;
  endpoint: string;
  figures: CannonFigures;
  created: number;
  missing: number;
}

async function measure(database: string, endpoint: string, target: Target): Promise<ApiRow> {
  try {
    // A short warm-up, so the JIT and the connection pool are not part of the figure.
    await loadQuotes(target.url, 2, 10);
    const { result, ids } = await loadQuotes(target.url, API_SECONDS, API_CONNECTIONS);
    const stored = await target.storedIds();
    return {
      database,
      endpoint,
      figures: figures(result),
      created: ids.length,
      missing: ids.filter((id) => !stored.has(id)).length,
    };
  } finally {
    await target.stop();
  }
}

/** The ceiling: the bare insert on each database (the quote API's burst is in burst.ts). */
export async function runApiBench(): Promise<ApiRow[]> {
  const rows: ApiRow[] = [];
  console.log('Load: the bare insert on PGlite…');
  rows.push(await measure('PGlite', 'bare insert (ceiling)', await startBare()));
  console.log('Load: the bare insert on PostgreSQL…');
  await withPostgresDatabase(async (url) =>
    rows.push(await measure('PostgreSQL', 'bare insert (ceiling)', await startBare(url))),
  );
  return rows;
}

/** The bare insert on each database: what one statement per request allows on this machine. */
export function apiTable(rows: ApiRow[]): string {
  const lines = [
    `${API_CONNECTIONS} connections, ${API_SECONDS} s, unique bodies, one insert per request.`,
    '',
    '| database | endpoint | req/s | p50 ms | p99 ms | non-2xx | errors | 201s | 201s not stored |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const f = row.figures;
    lines.push(
      `| ${row.database} | ${row.endpoint} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.non2xx} | ${f.errors} | ${row.created} | ${row.missing} |`,
    );
  }
  return lines.join('\n');
}
