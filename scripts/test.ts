/**
 * `npm test`: everything, in the order a failure is cheapest to find. Installs Debian Chromium
 * when it is missing, checks lint, format and types, builds the production site, then runs the
 * unit suite, then the integration (PGlite and PostgreSQL) and end-to-end (Chromium) suites side
 * by side. Exits non-zero on any failure and ends with one "N passed, N failed" line.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { failedTests, type VitestJsonReport } from './lib/failed-tests.ts';
import {
  readPlaywrightReport,
  RETRIED_HEADING,
  type PlaywrightJsonReport,
} from './lib/playwright-report.ts';
import { E2E_REPORT } from '../playwright.config.ts';

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
// Dead code and dependencies (knip.json): an unused file, an export nothing imports, or a package
// nothing imports (or one imported but not listed) fails the run.
run('Unused code and dependencies', 'npx', ['knip']);
run('Format', 'npx', ['prettier', '--check', '.']);
run('Typecheck', 'npx', ['tsc', '--noEmit']);
// Tests run against the production build, made for the default local origin.
run('Build', 'npm', ['run', 'build'], { SITE_URL: '', PORT: '' });

// Unit tests first, on every core: they are quick and a failure there is the cheapest to read.
const unit = await vitest('unit');
// Then the integration and browser suites side by side, each two files at a time
// (vitest.config.ts, playwright.config.ts): a file of either spends much of its time waiting
// (a server starting, an outbox polling, a page painting), and they share nothing (each file its
// own server, port, database and browser). One after the other they took over an hour on the
// 2-core CI machine. The integration run prints as it goes; the browser run's output is kept and
// printed whole when both are done, so neither interleaves with the other.
const [integration, e2e] = await Promise.all([vitest('integration'), playwright()]);
if (e2e.output) {
  console.log('\n▶ Browser tests (e2e), run beside the integration tests');
  process.stdout.write(e2e.output);
}

const projects = [unit, integration, e2e];
const passed = projects.reduce((sum, project) => sum + project.passed, 0);
const failed = projects.reduce((sum, project) => sum + project.failed, 0);
const failures = projects.flatMap((project) => project.failures);
if (e2e.retried.length > 0) {
  console.log(`\n${RETRIED_HEADING}`);
  for (const name of e2e.retried) console.log(`  ${name}`);
}
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const line of failures) console.log(`  ${line}`);
}
// The count stays the last line: CI reads it.
console.log(`\nnpm test took ${wallTime()}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

interface ProjectRun {
  passed: number;
  failed: number;
  /** Each failed test's file, name and first error line, repeated at the very end of the run. */
  failures: string[];
}

/** Runs one vitest project to its own JSON report and reads its counts from it. */
function vitest(project: string): Promise<ProjectRun> {
  const report = join(RESULTS, `vitest-${project}.json`);
  console.log(`\n▶ Tests: ${project}`);
  const child = spawn(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  return new Promise((resolve) => {
    child.on('close', (status) => {
      let passed = 0;
      let failed = 0;
      let failures: string[] = [];
      if (existsSync(report)) {
        const summary = JSON.parse(readFileSync(report, 'utf8')) as {
          numPassedTests: number;
          numFailedTests: number;
        } & VitestJsonReport;
        passed = summary.numPassedTests;
        failed = summary.numFailedTests;
        failures = failedTests(summary, ROOT);
      }
      // A run that failed without a failing test (a file that would not load), or ran nothing,
      // is a failure too.
      if (status !== 0 && failed === 0) failed = 1;
      if (passed === 0 && failed === 0) failed = 1;
      if (failed > 0 && failures.length === 0) failures = [`${project}: vitest exited ${status}`];
      resolve({ passed, failed, failures });
    });
  });
}

/** What a child prints, kept to be shown whole later (empty when it printed to the terminal). */
function keptOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

/**
 * Runs the browser suite (playwright.config.ts) with its output kept, and reads its counts, its
 * failures with their traces, and the tests that passed only on a retry from its JSON report.
 */
function playwright(): Promise<ProjectRun & { retried: string[]; output: string }> {
  const report = join(ROOT, E2E_REPORT);
  console.log('\n▶ Tests: e2e (Playwright; output shown when it ends)');
  const child = spawn('npx', ['playwright', 'test'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keptOutput(child);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const summary = existsSync(report)
        ? readPlaywrightReport(JSON.parse(readFileSync(report, 'utf8')) as PlaywrightJsonReport)
        : { passed: 0, failed: 0, failures: [], retried: [] };
      // A run that failed without a failing test, or ran nothing, is a failure too.
      if (status !== 0 && summary.failed === 0) summary.failed = 1;
      if (summary.passed === 0 && summary.failed === 0) summary.failed = 1;
      if (summary.failed > 0 && summary.failures.length === 0) {
        summary.failures = [`e2e: playwright exited ${status}`];
      }
      resolve({ ...summary, output: output() });
    });
  });
}
