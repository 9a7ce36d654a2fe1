/**
 * Lighthouse (mobile defaults: Moto G class device, simulated slow 4G and 4x CPU slowdown) in
 * Debian Chromium against the production server, and the gzip JavaScript each route loads.
 */
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_LAUNCH } from '../lib/browser.ts';

export const LIGHTHOUSE_ROUTES = [
  '/',
  '/book-online',
  '/what-we-offer/airport-transfer',
  '/blog/bristol-airport-guide',
  '/thanks',
] as const;

export interface LighthouseRow {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalKb: number;
  jsGzipKb: number;
  failing: string[];
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

async function gzipKbOfScripts(requests: NetworkRequest[]): Promise<number> {
  let total = 0;
  for (const r of requests) {
    if (r.resourceType !== 'Script') continue;
    const body = Buffer.from(await (await fetch(r.url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return Math.round((total / 1024) * 10) / 10;
}

function auditOnce(url: string, port: number) {
  return lighthouse(url, { port, output: 'json', logLevel: 'error' });
}

/** The full reports of the last run, for a closer look (written to bench-results/). */
export const lhrs = new Map<string, unknown>();

export async function runLighthouse(baseUrl: string, chromePath: string): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_LAUNCH.args,
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const path of LIGHTHOUSE_ROUTES) {
      let result = await auditOnce(`${baseUrl}${path}`, chrome.port);
      // Chrome sometimes loses the trace itself (NO_NAVSTART), which scores the page 0 without
      // saying anything about it: measure such a route once more, and print any error that stays.
      if (result?.lhr.runtimeError) result = await auditOnce(`${baseUrl}${path}`, chrome.port);
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (result.lhr.runtimeError) {
        console.warn(`Lighthouse could not measure ${path}: ${result.lhr.runtimeError.code}`);
      }
      const { categories, audits } = result.lhr;
      lhrs.set(path, result.lhr);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
      const requests =
        ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
          ?.items as NetworkRequest[]) ?? [];
      const failing = Object.values(categories)
        .flatMap((c) => c.auditRefs)
        .filter((ref) => ref.weight > 0)
        .map((ref) => audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 0.9)
        .map((a) => `${a!.id} (${a!.displayValue ?? a!.score})`);
      rows.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: Math.round(numeric('first-contentful-paint')),
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        tbtMs: Math.round(numeric('total-blocking-time')),
        cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
        totalKb: Math.round(numeric('total-byte-weight') / 1024),
        jsGzipKb: await gzipKbOfScripts(requests),
        failing,
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  const header =
    '| route | perf | a11y | best | seo | FCP ms | LCP ms | TBT ms | CLS | bytes KB | JS gzip KB |';
  const line = '|---|---|---|---|---|---|---|---|---|---|---|';
  const body = rows.map(
    (r) =>
      `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.totalKb} | ${r.jsGzipKb} |`,
  );
  const notes = rows
    .filter((r) => r.failing.length)
    .map((r) => `- ${r.path}: ${r.failing.join(', ')}`);
  return [header, line, ...body, ...(notes.length ? ['', 'Audits under 0.9:', ...notes] : [])].join(
    '\n',
  );
}
