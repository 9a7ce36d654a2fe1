/**
 * A burst of quote requests as a real one looks, on this tree and on a baseline commit in the same
 * run: 50 connections POST /api/quotes with a new name, e-mail and pickup place in every request,
 * while the outbox delivers to an SMTP peer and a partner peer running in a process of their own
 * (peers.ts). After the load it waits until nothing more arrives at the peers, then stops the
 * server and looks up every 201's id in the database. This tree runs with COST_METER=1 and prints
 * what one quote costs, step by step (server/platform/cost-meter.server.ts).
 *
 * The baseline (`--baseline=<commit>`, default BASELINE_COMMIT; `--baseline=none` skips it) runs
 * from a git worktree (`--baseline-dir=<path>`, default .bench-baseline/<commit>), which the bench
 * makes when missing: `git worktree add --detach`, then its node_modules (hard links of this
 * tree's with `cp -al` when the two lockfiles are the same, else `npm ci` in it) and its own
 * `npm run build`. To prepare one by hand: `git worktree add --detach .bench-baseline/f79900c
 * f79900c && cd .bench-baseline/f79900c && npm ci && npm run build`. Each tree's server starts
 * with that tree's own `npm run serve`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { COST_METER_LINE_PREFIX, type StepTotal } from '../../server/platform/cost-meter.server.ts';
import { freePort } from '../lib/server.ts';
import {
  API_CONNECTIONS,
  API_SECONDS,
  TARGETS,
  figures,
  loadQuotes,
  pgliteIds,
  postgresIds,
  withPostgresDatabase,
  type CannonFigures,
} from './load.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
/** The week's start (2026-11-24), when a quote cost what it should. */
export const BASELINE_COMMIT = 'f79900c';
/** Deliveries are done when the peers have heard nothing new for this long. */
const QUIET_SECONDS = 10;
/**
 * Without `--drain`, the peers are heard for at most this long after the load: the outbox
 * delivers 10 jobs per queue a poll (2 s in production), so a burst of thousands of quotes takes
 * minutes to deliver whole, on any commit.
 */
const DRAIN_CAP_SECONDS = 30;
const DATABASES = ['PGlite', 'PostgreSQL'] as const;
type Database = (typeof DATABASES)[number];

export interface Tree {
  label: string;
  dir: string;
  buildDir: string;
  /** Whether its server has the cost meter (this tree's does; an old commit's may not). */
  metered: boolean;
  /** More of the server's environment (a variant of this tree: `--variant=NAME=value`). */
  env?: Record<string, string>;
}

interface PeerCounts {
  mails: number;
  distinctMails: number;
  forwards: number;
  distinctForwards: number;
}

export interface BurstRow {
  tree: string;
  database: Database;
  figures: CannonFigures;
  /** 201s, the warm-up's included. */
  created: number;
  missing: number;
  peers: PeerCounts;
  /** From the end of the load to the last delivery the peers heard. */
  drainSeconds: number;
  cost?: { statementsInAll: number; steps: Record<string, StepTotal> };
}

export function thisTree(buildDir: string, variant?: string): Tree {
  if (!variant) return { label: 'this tree', dir: ROOT, buildDir, metered: true };
  const [name, value] = variant.split('=') as [string, string];
  return {
    label: `this tree, ${variant}`,
    dir: ROOT,
    buildDir,
    metered: true,
    env: { [name]: value },
  };
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** The baseline's worktree, made, installed and built first where any of it is missing. */
export function baselineTree(commit: string, dir = join(ROOT, '.bench-baseline', commit)): Tree {
  if (!existsSync(dir)) {
    console.log(`Baseline: a worktree of ${commit} at ${dir}…`);
    run('git', ['worktree', 'add', '--detach', dir, commit], ROOT);
  }
  if (!existsSync(join(dir, 'node_modules'))) {
    const lock = (tree: string) => readFileSync(join(tree, 'package-lock.json'), 'utf8');
    if (lock(dir) === lock(ROOT)) run('cp', ['-al', join(ROOT, 'node_modules'), dir], ROOT);
    else {
      console.log(`Baseline: npm ci in ${dir}…`);
      run('npm', ['ci', '--no-audit', '--no-fund'], dir);
    }
  }
  if (!existsSync(join(dir, 'build', 'build-info.json'))) {
    console.log(`Baseline: npm run build in ${dir}…`);
    run('npm', ['run', 'build'], dir);
  }
  return { label: commit, dir, buildDir: 'build', metered: false };
}

/** A process answering `ready` on its stdout, and stopping it (its whole group) with SIGTERM. */
async function startProcess(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  ready: (output: string) => boolean,
) {
  let output = '';
  const child: ChildProcess = spawn(command, args, {
    cwd,
    detached: true, // npm runs the server as its child: the group gets the signal.
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  let gone = false;
  const exited = new Promise<void>((resolve) =>
    // 'close': the output is whole only once every process of the group has let go of it.
    child.once('close', () => {
      gone = true;
      resolve();
    }),
  );
  while (!ready(output)) {
    if (gone) throw new Error(`${command} ${args.join(' ')} exited:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    output: () => output,
    stop: async () => {
      if (!gone) process.kill(-child.pid!, 'SIGTERM');
      await exited;
      return output;
    },
  };
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

async function burst(
  tree: Tree,
  database: Database,
  drainAll: boolean,
  databaseUrl?: string,
): Promise<BurstRow> {
  const peers = await startProcess(
    process.execPath,
    ['scripts/bench/peers.ts'],
    ROOT,
    {},
    (output) => output.includes('peers ready'),
  );
  const ports = JSON.parse(/peers ready (.*)/.exec(peers.output())![1]!) as {
    smtpPort: number;
    partnerPort: number;
  };
  const counts = async () =>
    (await (await fetch(`http://127.0.0.1:${ports.partnerPort}/counts`)).json()) as PeerCounts;
  const dataDir = mkdtempSync(join(tmpdir(), 'bus4u-bench-burst-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let up = false;
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  const server = await startProcess(
    'npm',
    ['run', 'serve'],
    tree.dir,
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BUILD_DIR: tree.buildDir,
      DATA_DIR: dataDir,
      SITE_URL: 'http://localhost:3000',
      SESSION_SECRET: 'bench-session-secret-0123456789abcdefghij',
      PUSH_VAPID_PUBLIC_KEY: publicKey,
      PUSH_VAPID_PRIVATE_KEY: privateKey,
      RATE_LIMIT_QUOTES_PER_HOUR: '100000000',
      // The production default (empty means unset): the app as it is deployed.
      OUTBOX_POLL_SECONDS: '',
      SMTP_URL: `smtp://127.0.0.1:${ports.smtpPort}`,
      PARTNER_QUOTE_URL: `http://127.0.0.1:${ports.partnerPort}/quotes`,
      PARTNER_API_KEY: 'bench-partner-key',
      DATABASE_URL: databaseUrl ?? '',
      COST_METER: tree.metered ? '1' : '',
      ...tree.env,
    },
    () => {
      void healthy(url).then((ok) => (up ||= ok));
      return up;
    },
  );
  try {
    console.log(`Burst: ${tree.label} on ${database}…`);
    const warmUp = await loadQuotes(url, 2, 10);
    const { result, ids } = await loadQuotes(url, API_SECONDS, API_CONNECTIONS);
    const loadEnded = Date.now();
    let last = await counts();
    let lastChange = Date.now();
    const listening = () =>
      Date.now() - lastChange < QUIET_SECONDS * 1000 &&
      (drainAll || Date.now() - loadEnded < DRAIN_CAP_SECONDS * 1000);
    while (listening()) {
      await new Promise((r) => setTimeout(r, 500));
      const now = await counts();
      if (now.mails !== last.mails || now.forwards !== last.forwards) lastChange = Date.now();
      last = now;
    }
    const output = await server.stop();
    const stored = databaseUrl ? await postgresIds(databaseUrl) : await pgliteIds(dataDir);
    const all = [...warmUp.ids, ...ids];
    const meterLine = output.split('\n').find((line) => line.startsWith(COST_METER_LINE_PREFIX));
    return {
      tree: tree.label,
      database,
      figures: figures(result),
      created: all.length,
      missing: all.filter((id) => !stored.has(id)).length,
      peers: last,
      drainSeconds: Math.max(0, lastChange - loadEnded) / 1000,
      ...(meterLine
        ? { cost: JSON.parse(meterLine.slice(COST_METER_LINE_PREFIX.length)) as BurstRow['cost'] }
        : {}),
    };
  } finally {
    await server.stop();
    await peers.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each tree on each database, the trees taking turns so both meet the machine as it is. */
export async function runBurstBench(
  trees: Tree[],
  options: { drainAll: boolean; databases?: string },
): Promise<BurstRow[]> {
  const { drainAll } = options;
  const rows: BurstRow[] = [];
  const databases = DATABASES.filter((d) => !options.databases || options.databases === d);
  for (const database of databases) {
    for (const tree of trees) {
      rows.push(
        database === 'PGlite'
          ? await burst(tree, database, drainAll)
          : await withPostgresDatabase((url) => burst(tree, database, drainAll, url)),
      );
    }
  }
  return rows;
}

const round = (x: number, places = 1) => Number(x.toFixed(places));

export function burstTable(rows: BurstRow[]): string {
  const lines = [
    `${API_CONNECTIONS} connections, ${API_SECONDS} s after a 2 s warm-up; a new name, e-mail and pickup place in every request; the outbox delivering to an SMTP peer and a partner peer in their own process.`,
    '',
    '| tree | database | req/s | p50 ms | p99 ms | non-2xx | errors | 201s | not stored | e-mails (distinct) | forwards (distinct) | last delivery heard after load | floor |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const f = row.figures;
    const met = f.p99 <= TARGETS.apiP99Ms && row.missing === 0 ? 'met' : 'MISSED';
    lines.push(
      `| ${row.tree} | ${row.database} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.non2xx} | ${f.errors} | ${row.created} | ${row.missing} | ${row.peers.mails} (${row.peers.distinctMails}) | ${row.peers.forwards} (${row.peers.distinctForwards}) | ${row.drainSeconds} s | ${met} |`,
    );
  }
  lines.push(
    '',
    `Floor: p99 at most ${TARGETS.apiP99Ms} ms and every 201 stored. E-mails and forwards: as many as the peers heard by the end (${DRAIN_CAP_SECONDS} s after the load, or all with --drain); a number in brackets below the one before it is a delivery made twice.`,
  );
  const mine = rows.filter((r) => r.tree === 'this tree');
  for (const row of mine) {
    for (const base of rows.filter((r) => r.tree !== row.tree && r.database === row.database)) {
      if (base.figures.rps === 0) continue;
      lines.push(
        `On ${row.database}, this tree against ${base.tree}: ${round(row.figures.rps / base.figures.rps, 2)}× the req/s (${row.figures.rps} and ${base.figures.rps}), p99 ${row.figures.p99} and ${base.figures.p99} ms.`,
      );
    }
  }
  return lines.join('\n');
}

/** What one quote costs in this tree: per request and per job, from the cost meter's totals. */
export function costTable(rows: BurstRow[]): string {
  const lines: string[] = [];
  for (const row of rows) {
    if (!row.cost) continue;
    const { steps, statementsInAll } = row.cost;
    const jobs = Object.entries(steps).filter(
      ([name]) => name.startsWith('job: ') && name !== 'job: complete',
    );
    const jobRuns = jobs.reduce((sum, [, step]) => sum + step.runs, 0);
    const jobStatements = jobs.reduce((sum, [, step]) => sum + step.statements, 0);
    const quotes = steps.write?.runs ?? 0;
    const store = steps.store;
    lines.push(
      `### ${row.tree} on ${row.database}`,
      '',
      `${quotes} quotes written; statements per quote in the request ${store ? round(store.statements / store.runs + (steps['rate limit']?.statements ?? 0) / Math.max(1, steps['rate limit']?.runs ?? 1)) : '?'} (rate limit included); jobs delivered per quote ${quotes ? round(jobRuns / quotes, 2) : '?'}; statements per job ${jobRuns ? round(jobStatements / jobRuns) : '?'} (the sender's own; fetching and completing are pg-boss's${row.database === 'PGlite' ? ', counted in the total' : ', on its own pool, not counted'}); statements in all per quote ${quotes ? round(statementsInAll / quotes) : '?'}.`,
      '',
      '| step | runs | ms per run (under load) | statements per run |',
      '|---|---|---|---|',
    );
    for (const [name, step] of Object.entries(steps).sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(
        `| ${name} | ${step.runs} | ${round(step.ms / step.runs, 2)} | ${round(step.statements / step.runs, 2)} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}
