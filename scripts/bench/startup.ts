/**
 * Start-up: milliseconds from starting the production server (as `npm run serve` does, on the
 * build in BUILD_DIR) to its first 200 from /readyz, the moment a load balancer would send it
 * traffic. Each run starts on its own copy of a migrated PGlite directory, as a restart of a site
 * that has run before does; the figures are the median and the slowest of RUNS. Prints only.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseBuildFingerprint } from '../build-fingerprint.ts';
import { seedPgliteDataDir } from '../lib/pglite-template.ts';
import { freePort, PRODUCTION_SERVER } from '../lib/server.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const RUNS = 5;
/** How often /readyz is asked while the server starts: fine enough for figures in seconds. */
const POLL_MS = 10;

export interface StartupFigures {
  runs: number;
  medianMs: number;
  maxMs: number;
}

/** The origin the build was made for, so the server starts without warning of another. */
function builtFor(buildDir: string): string | undefined {
  const info = JSON.parse(readFileSync(join(ROOT, buildDir, 'build-info.json'), 'utf8')) as {
    fingerprint?: unknown;
  };
  return parseBuildFingerprint(info.fingerprint)?.siteUrl;
}

async function readyAfterMs(buildDir: string): Promise<number> {
  const port = await freePort();
  const siteUrl = builtFor(buildDir);
  const dataDir = mkdtempSync(join(tmpdir(), 'bus4u-bench-startup-'));
  await seedPgliteDataDir(dataDir);
  const [command, args] = PRODUCTION_SERVER;
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BUILD_DIR: buildDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(siteUrl ? { SITE_URL: siteUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited while starting');
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ready) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runStartupBench(buildDir: string): Promise<StartupFigures> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await readyAfterMs(buildDir));
  times.sort((a, b) => a - b);
  return {
    runs: RUNS,
    medianMs: Math.round(times[Math.floor(RUNS / 2)]!),
    maxMs: Math.round(times[RUNS - 1]!),
  };
}

export function startupTable(figures: StartupFigures): string {
  return [
    '| runs | median to /readyz | slowest |',
    '| ---: | ---: | ---: |',
    `| ${figures.runs} | ${figures.medianMs} ms | ${figures.maxMs} ms |`,
  ].join('\n');
}
