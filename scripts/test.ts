/**
 * `npm test`: everything, in the order a failure is cheapest to find. Installs Debian Chromium
 * when it is missing, checks lint, format and types, builds the production site, then runs the
 * unit, integration (PGlite and PostgreSQL) and end-to-end (Chromium) suites. Exits non-zero on
 * any failure and ends with one "N passed, N failed" line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const RESULTS = join(ROOT, 'test-results');

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed`);
    console.log(`npm test took ${wallTime()}`);
    console.log('0 passed, 1 failed');
    process.exit(result.status ?? 1);
  }
}

const started = performance.now();

/** The whole run's wall time, printed at the end so a slow suite is seen before it nears its bound. */
function wallTime(): string {
  const seconds = Math.round((performance.now() - started) / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

run('Chromium (Debian package)', 'bash', ['scripts/ensure-chromium.sh']);
run('Images', process.execPath, ['scripts/build-images.ts']);
// Route types first: the linters resolve `./+types/*` imports, which exist only after typegen.
run('Route types', 'npx', ['react-router', 'typegen']);
run('Lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
// Unused or unlisted dependencies (knip.json): a package nothing imports fails the run.
run('Dependencies', 'npx', ['knip', '--dependencies']);
run('Format', 'npx', ['prettier', '--check', '.']);
run('Typecheck', 'npx', ['tsc', '--noEmit']);
// Tests run against the production build, made for the default local origin.
run('Build', 'npm', ['run', 'build'], { SITE_URL: '', PORT: '' });

const report = join(RESULTS, 'vitest.json');
const vitest = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    `--reporter=${join(ROOT, 'scripts/lib/retried-tests-reporter.ts')}`,
  ],
  { cwd: ROOT, stdio: 'inherit', env: process.env },
);

let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const summary = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTests: number;
  };
  passed = summary.numPassedTests;
  failed = summary.numFailedTests + (vitest.status !== 0 && summary.numFailedTests === 0 ? 1 : 0);
} else if (vitest.status !== 0) {
  failed = 1;
}
if (passed === 0 && failed === 0) failed = 1; // a run of no tests is a failure
// The count stays the last line: CI reads it.
console.log(`\nnpm test took ${wallTime()}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || vitest.status !== 0 ? 1 : 0);
