/**
 * `npm run bench`: builds the site for the bench's own origin, starts the production server, and
 * prints the figures: the Lighthouse table and JavaScript per route, then the load figures (the
 * quote API against a bare insert on PGlite and PostgreSQL, static serving against nginx). It
 * never fails on a number. `npm run bench -- --load` runs the load part alone (on the existing
 * bench build when there is one).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startServer } from '../tests/support/server.ts';
import { lhrs, lighthouseTable, runLighthouse } from './bench/lighthouse.ts';
import { apiTable, runApiBench } from './bench/load.ts';
import { runStaticBench, staticTable } from './bench/static.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUILD_DIR = process.env.BUILD_DIR || 'build-bench';
const loadOnly = process.argv.includes('--load');

const port = await freePort();
// Canonical URLs must match the origin Lighthouse loads, so the bench has a build of its own.
const siteUrl = `http://localhost:${port}`;
if (!loadOnly || !existsSync(join(ROOT, BUILD_DIR, 'build-info.json'))) {
  console.log(`Building for ${siteUrl}…`);
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BUILD_DIR, SITE_URL: siteUrl },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const report: string[] = [`# Bus4U bench, ${new Date().toISOString()}`, ''];
if (!loadOnly) {
  spawnSync('bash', ['scripts/ensure-chromium.sh'], { cwd: ROOT, stdio: 'inherit' });
  const server = await startServer({ BUILD_DIR, SITE_URL: siteUrl, PORT: String(port) });
  try {
    console.log('Lighthouse, mobile defaults…');
    const rows = await runLighthouse(siteUrl, CHROMIUM);
    report.push('## Lighthouse (mobile)', '', lighthouseTable(rows), '');
  } finally {
    await server.stop();
  }
}
report.push('## Load: POST /api/quotes', '', apiTable(await runApiBench(BUILD_DIR)), '');
report.push('## Load: static files', '', staticTable(await runStaticBench(BUILD_DIR)), '');

const text = report.join('\n');
console.log(`\n${text}`);
mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(join(ROOT, loadOnly ? 'bench-results/load.md' : 'bench-results/latest.md'), text);
for (const [path, lhr] of lhrs) {
  const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
  writeFileSync(join(ROOT, `bench-results/lighthouse-${name}.json`), JSON.stringify(lhr));
}
