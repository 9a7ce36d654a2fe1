/**
 * `npm run bench`: builds the site for the bench's own origin, starts the production server, and
 * prints the figures: the Lighthouse table and JavaScript per route, the page heights on a 390 px
 * phone, then the load figures (the quote API against a bare insert on PGlite and PostgreSQL,
 * static serving against nginx), then POST /api/estimate and the JavaScript the estimate adds to
 * the quote dialog. It never fails on a number. `npm run bench -- --load` runs the load part alone
 * (on the existing bench build when there is one); `npm run bench -- --pages` runs Lighthouse and
 * the tap-to-dialog figures without it; `npm run bench -- --estimate` runs the estimate part alone;
 * `npm run bench -- --js` prints the JavaScript each bench route loads, read from the build;
 * `npm run bench -- --alerts` runs the alert latency part alone (POST /api/quotes to the alert at a
 * push service stand-in); `npm run bench -- --book-now` runs the instant booking part alone (a
 * visitor's seconds from the quote dialog to a paid, confirmed booking); `npm run bench -- --startup`
 * times the production server from its start to its first 200 from /readyz.
 *
 * `--load` loads POST /api/quotes as a real burst looks (bench/burst.ts): the outbox delivering to
 * an SMTP and a partner peer in their own process, a new name, e-mail and place in every request,
 * on PGlite and PostgreSQL, on this tree and on a baseline commit in the same run, with their ratio
 * and what one quote costs step by step. `--baseline=<commit>` (default f79900c; `none` skips it)
 * and `--baseline-dir=<path>` (default .bench-baseline/<commit>) choose the baseline: the bench
 * makes its worktree, node_modules (`cp -al` of this tree's when the lockfiles match, else
 * `npm ci`) and build when missing. `--burst-only` leaves out the bare-insert and static parts;
 * `--drain` waits until every delivery of the burst has arrived (minutes), not 30 s at most;
 * `--database=PGlite` or `--database=PostgreSQL` loads one only; `--variant=NAME=value` adds this
 * tree run again with one more server variable (e.g. PG_PREPARED_STATEMENTS=off), side by side.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startServer } from './lib/server.ts';
import { LIGHTHOUSE_ROUTES, lhrs, lighthouseTable, runLighthouse } from './bench/lighthouse.ts';
import { jsAtLoad, jsAtLoadTable } from './bench/js-at-load.ts';
import { estimateTable, measureEstimateJs, runEstimateLoad } from './bench/estimate.ts';
import { lookupTable, measureGazetteerLookup } from './bench/gazetteer-lookup.ts';
import { apiTable, runApiBench } from './bench/load.ts';
import {
  BASELINE_COMMIT,
  baselineTree,
  burstTable,
  costTable,
  runBurstBench,
  thisTree,
} from './bench/burst.ts';
import { heightTable, measurePageHeights, PHONE_WIDTH } from './bench/page-height.ts';
import { runStaticBench, staticTable } from './bench/static.ts';
import { alertTable, runAlertBench } from './bench/alerts.ts';
import { bookNowTable, runBookNowBench } from './bench/book-now.ts';
import { runTapBench, tapTable } from './bench/taps.ts';
import { runStartupBench, startupTable } from './bench/startup.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUILD_DIR = process.env.BUILD_DIR || 'build-bench';
// One part alone, or every part: `--load`, `--pages` (Lighthouse and the tap figures), `--estimate`
// (POST /api/estimate and the estimate's share of the dialog's code), `--alerts` (a quote request
// to the operator's alert), `--book-now` (the dialog to a paid booking), `--startup` (the server's
// start to its first ready answer) or `--js` (the JavaScript at load per route, from the existing
// build: no server, no browser).
const PARTS = [
  '--load',
  '--pages',
  '--estimate',
  '--alerts',
  '--book-now',
  '--startup',
  '--js',
] as const;
const only = PARTS.find((part) => process.argv.includes(part));
const runs = (part: (typeof PARTS)[number]) => only === undefined || only === part;
const jsOnly = only === '--js';
if (jsOnly) {
  // The bench's own build if there is one, else the one `npm run build` made: bytes at load do
  // not depend on the origin a build was made for.
  const dir = [BUILD_DIR, 'build'].find((d) => existsSync(join(ROOT, d, 'client', 'index.html')));
  if (!dir) {
    console.error(`No build to read: run \`npm run build\` first (or set BUILD_DIR).`);
    process.exit(1);
  }
  console.log(`JavaScript at load, read from ${dir}/:\n`);
  console.log(jsAtLoadTable(jsAtLoad(join(ROOT, dir), LIGHTHOUSE_ROUTES)));
  process.exit(0);
}

const port = await freePort();
// Canonical URLs must match the origin Lighthouse loads, so the bench has a build of its own.
const siteUrl = `http://localhost:${port}`;
// Every part but the pages' loads the site on its own origin, so may reuse the bench build.
const reuseBuild = only !== undefined && only !== '--pages';
if (!reuseBuild || !existsSync(join(ROOT, BUILD_DIR, 'build-info.json'))) {
  console.log(`Building for ${siteUrl}…`);
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BUILD_DIR, SITE_URL: siteUrl },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const report: string[] = [`# Bus4U bench, ${new Date().toISOString()}`, ''];
if (runs('--pages')) {
  spawnSync('bash', ['scripts/ensure-chromium.sh'], { cwd: ROOT, stdio: 'inherit' });
  const jsRows = jsAtLoad(join(ROOT, BUILD_DIR), LIGHTHOUSE_ROUTES);
  report.push('## JavaScript at load (from the build)', '', jsAtLoadTable(jsRows), '');
  const server = await startServer({ BUILD_DIR, SITE_URL: siteUrl, PORT: String(port) });
  try {
    console.log('Lighthouse, mobile defaults…');
    const rows = await runLighthouse(siteUrl, CHROMIUM);
    report.push('## Lighthouse (mobile)', '', lighthouseTable(rows), '');
    console.log(`Page heights at ${PHONE_WIDTH} px…`);
    const heights = await measurePageHeights(siteUrl);
    report.push(`## Page height on a phone (${PHONE_WIDTH} px)`, '', heightTable(heights), '');
    console.log('Tap to dialog, CPU slowed 4×…');
    const taps = await runTapBench(siteUrl, LIGHTHOUSE_ROUTES);
    report.push('## Tap to dialog (390 px, CPU slowed 4×)', '', tapTable(taps), '');
  } finally {
    await server.stop();
  }
}
if (runs('--load')) {
  const flag = (name: string) =>
    process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const baseline = flag('baseline') ?? BASELINE_COMMIT;
  const trees = [thisTree(BUILD_DIR)];
  const variant = flag('variant');
  if (variant) trees.push(thisTree(BUILD_DIR, variant));
  if (baseline !== 'none') trees.push(baselineTree(baseline, flag('baseline-dir')));
  const burstRows = await runBurstBench(trees, {
    drainAll: process.argv.includes('--drain'),
    databases: flag('database'),
  });
  // Printed at once, so a later failure of another part cannot lose it.
  const burst = burstTable(burstRows);
  const cost = costTable(burstRows);
  console.log(`\n${burst}\n\n${cost}`);
  report.push('## Load: a burst of quotes', '', burst, '', '## What one quote costs', '', cost);
  if (!process.argv.includes('--burst-only')) {
    report.push('## Load: the bare insert', '', apiTable(await runApiBench()), '');
  }
  if (!process.argv.includes('--burst-only')) {
    try {
      report.push('## Load: static files', '', staticTable(await runStaticBench(BUILD_DIR)), '');
    } catch (error) {
      report.push('## Load: static files', '', `Not measured: ${(error as Error).message}`, '');
    }
  }
}

if (runs('--estimate')) {
  console.log('Load: POST /api/estimate…');
  const load = await runEstimateLoad(BUILD_DIR);
  console.log('The estimate in the quote dialog’s code…');
  const js = await measureEstimateJs();
  console.log('The gazetteer’s look-up cost…');
  const lookup = await measureGazetteerLookup();
  report.push(
    '## POST /api/estimate and the estimate’s JavaScript',
    '',
    estimateTable(load, js),
    '',
    lookupTable(lookup),
    '',
  );
}

if (runs('--alerts')) {
  console.log('Alerts: POST /api/quotes to the alert at the push service…');
  const figures = await runAlertBench(BUILD_DIR);
  report.push('## Alerts: a new request to the operator’s device', '', alertTable(figures), '');
}

if (runs('--book-now')) {
  console.log('Book now: the quote dialog to a paid, confirmed booking at 390 px…');
  spawnSync('bash', ['scripts/ensure-chromium.sh'], { cwd: ROOT, stdio: 'inherit' });
  const bookings = await runBookNowBench(BUILD_DIR);
  report.push('## Book now: a visitor’s time to a paid booking', '', bookNowTable(bookings), '');
}

if (runs('--startup')) {
  console.log('Start-up: the production server to its first ready answer…');
  const startup = await runStartupBench(BUILD_DIR);
  report.push('## Start-up: the production server to /readyz', '', startupTable(startup), '');
}

const text = report.join('\n');
console.log(`\n${text}`);
mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
const reportName = only === undefined ? 'latest' : only.slice(2);
writeFileSync(join(ROOT, `bench-results/${reportName}.md`), text);
for (const [path, lhr] of lhrs) {
  const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
  writeFileSync(join(ROOT, `bench-results/lighthouse-${name}.json`), JSON.stringify(lhr));
}
