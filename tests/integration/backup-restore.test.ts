/**
 * The restore drill of docs/deploy.md ("Backups") on PGlite: `npm run backup` while
 * the server runs and takes requests, then with it stopped; `npm run restore` into a fresh data
 * directory; every row of every table (the app's, pg-boss's, the migrations') comes back.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningServerPid } from '#server/platform/db/pglite-backup.server.ts';
import { postQuote, quoteBody, waitFor } from '../support/quote-app.ts';
import { startDevServer, type RunningServer } from '../../scripts/lib/server.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const NPM_COMMAND_LIMIT_MS = 240_000;

function npm(args: string[], env: Record<string, string>) {
  const result = spawnSync('npm', ['run', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    // spawnSync blocks the event loop, so vitest's own limit could never end a hung command.
    timeout: NPM_COMMAND_LIMIT_MS,
    killSignal: 'SIGKILL',
    env: { ...process.env, ...env },
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

/** Every table's row count and a digest of its rows, by schema-qualified name. */
async function snapshot(dataDir: string): Promise<Record<string, string>> {
  const pglite = await PGlite.create(join(dataDir, 'pglite'));
  try {
    const { rows: tables } = await pglite.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       order by 1`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await pglite.query<{ n: number; digest: string | null }>(
        `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest
         from ${name} t`,
      );
      result[name] = `${rows[0]!.n} rows, ${rows[0]!.digest ?? 'empty'}`;
    }
    return result;
  } finally {
    await pglite.close();
  }
}

function onlyFile(dir: string): string {
  const files = readdirSync(dir).filter((f) => f.endsWith('.tar.gz'));
  expect(files).toHaveLength(1);
  return join(dir, files[0]!);
}

// Each step starts a Node process or opens a database: slow on a busy machine, so this raises
// the suite's default limit rather than adding one.
describe('backup and restore on PGlite', { timeout: 300_000 }, () => {
  const dirs: string[] = [];
  const tempDir = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `bus4u-${name}-`));
    dirs.push(dir);
    return dir;
  };
  let server: RunningServer | undefined;
  let dataDir: string;
  const ids: string[] = [];

  beforeAll(async () => {
    dataDir = tempDir('live');
    server = await startDevServer({ DATA_DIR: dataDir });
    for (const name of ['Megan Jones', 'Rhys Evans', 'Carys Price']) {
      const response = await postQuote(server.url, quoteBody({ name }));
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
  });

  afterAll(async () => {
    await server?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('copies the database while the server runs, and the server carries on', async () => {
    const out = tempDir('backup-live');
    const backup = npm(['backup', '--', '--out', out], { DATA_DIR: dataDir });
    expect(backup.status, backup.output).toBe(0);
    // The running server made the copy; the command never opened the directory itself. (Its log
    // line can reach this process a moment after the file is in place.)
    await waitFor(
      async () => (server!.output().includes('backup: wrote') ? true : undefined),
      undefined,
      'the server to log the backup',
    );
    expect((await fetch(`${server!.url}/healthz`)).status).toBe(200);
    expect((await postQuote(server!.url, quoteBody({ name: 'After Backup' }))).status).toBe(201);

    const restored = tempDir('restored-live');
    const restore = npm(['restore', '--', onlyFile(out)], { DATA_DIR: restored });
    expect(restore.status, restore.output).toBe(0);
    const pglite = await PGlite.create(join(restored, 'pglite'));
    const { rows } = await pglite.query<{ id: string; name: string }>(
      'select id, name from quote_requests order by name',
    );
    await pglite.close();
    // Everything acknowledged before the backup, nothing after it.
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(rows.map((r) => r.name)).toEqual(['Carys Price', 'Megan Jones', 'Rhys Evans']);
  });

  it('keeps every row of every table through a backup and restore with the server stopped', async () => {
    await server!.stop();
    server = undefined;
    // npm, the process stop() waits for, can exit before the server under it has finished
    // shutting down; a backup then would ask that server, which no longer answers.
    await waitFor(
      async () => (runningServerPid(dataDir) === null ? true : undefined),
      60_000,
      'the server to exit',
    );
    const out = tempDir('backup-stopped');
    const backup = npm(['backup', '--', '--out', out], { DATA_DIR: dataDir });
    expect(backup.status, backup.output).toBe(0);

    const restored = tempDir('restored');
    const restore = npm(['restore', '--', onlyFile(out)], { DATA_DIR: restored });
    expect(restore.status, restore.output).toBe(0);

    const before = await snapshot(dataDir);
    expect(before['public.quote_requests']).toMatch(/^4 rows/);
    expect(Object.keys(before).some((name) => name.startsWith('pgboss.'))).toBe(true);
    expect(await snapshot(restored)).toEqual(before);
  });

  it('refuses to restore over an existing database without --force', () => {
    const out = tempDir('backup-again');
    expect(npm(['backup', '--', '--out', out], { DATA_DIR: dataDir }).status).toBe(0);
    const refused = npm(['restore', '--', onlyFile(out)], { DATA_DIR: dataDir });
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain('--force');
  });
});
