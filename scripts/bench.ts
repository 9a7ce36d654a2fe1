/**
 * `npm run bench`: builds the site for the bench's own origin, starts the production server, and
 * prints the figures (Lighthouse table, JavaScript per route). It never fails on a number.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startServer } from '../tests/support/server.ts';
import { lhrs, lighthouseTable, runLighthouse } from './bench/lighthouse.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUILD_DIR = 'build-bench';

spawnSync('bash', ['scripts/ensure-chromium.sh'], { cwd: ROOT, stdio: 'inherit' });
const port = await freePort();
// Canonical URLs must match the origin Lighthouse loads, so the bench has a build of its own.
const siteUrl = `http://localhost:${port}`;
console.log(`Building for ${siteUrl}…`);
const build = spawnSync('npm', ['run', 'build'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, BUILD_DIR, SITE_URL: siteUrl },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = await startServer({ BUILD_DIR, SITE_URL: siteUrl, PORT: String(port) });
const report: string[] = [`# Bus4U bench, ${new Date().toISOString()}`, ''];
try {
  console.log('Lighthouse, mobile defaults…');
  const rows = await runLighthouse(siteUrl, CHROMIUM);
  report.push('## Lighthouse (mobile)', '', lighthouseTable(rows), '');
} finally {
  await server.stop();
}
const text = report.join('\n');
console.log(`\n${text}`);
mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(join(ROOT, 'bench-results/latest.md'), text);
for (const [path, lhr] of lhrs) {
  const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
  writeFileSync(join(ROOT, `bench-results/lighthouse-${name}.json`), JSON.stringify(lhr));
}
