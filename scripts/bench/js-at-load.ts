/**
 * The JavaScript a prerendered page asks for as it loads, read from the build itself (no browser):
 * every `<script src>`, `<link rel="modulepreload">` and `import("…")` of its HTML, each asset
 * gzipped at level 9 and summed. Code a page fetches later, on intent or on demand (the quote
 * dialog, the call dialog, toasts), is not in it; the Lighthouse table counts what a real load
 * fetched. Prints only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The home page loads at most this much gzip JavaScript. */
export const JS_AT_LOAD_TARGET_KB = 120;

/**
 * What the home page may load today, in gzip bytes: the figure it stands at with about 450 bytes
 * of room. History: first cut to 149.5 KB; 153,670 bytes in November 2026; then 155,831 once dates
 * were worded by our own month names rather than Intl (browsers have no Welsh date data, so a
 * Welsh page's dates turned English on hydration), which brought the sentence rules and London
 * clock into every page through the reviews' dates. Giving the reviews the month names alone
 * (app/lib/calendar-date.ts) brought it back to 154,109, 3 bytes under the old figure: less room
 * than the chunk names alone move it (every file name carries a content hash, so a change to any
 * chunk loaded later renames it in the files that load it, and the total moves by up to about 25
 * bytes with no code added). tests/integration/js-at-load-budget.test.ts fails above it, so
 * JavaScript cannot creep back into page loads unnoticed; lower it whenever a change makes room,
 * towards JS_AT_LOAD_TARGET_KB (docs/decisions/001 says what stands between the two). The next
 * room to make: the shell carries both languages' home, FAQ, fleet, navigation and services copy
 * (app/content/localised.ts) and the page texts (app/routes/pages-text.ts) to every page.
 */
export const HOME_JS_AT_LOAD_BUDGET_BYTES = 154_560;

export interface JsAtLoadRow {
  path: string;
  files: number;
  gzipBytes: number;
  gzipKb: number;
  /** The largest assets, for a closer look. */
  largest: { file: string; gzipKb: number }[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function pageHtml(clientDir: string, path: string): string | null {
  const file = join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** Static imports of a built chunk (`import{a}from"./x.js"`, `import"./x.js"`), not `import()`. */
const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.\/[^"']+\.js)["']/g;

/** Every file a module pulls in before it runs: itself and its static imports, transitively. */
function staticClosure(clientDir: string, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length) {
    const url = pending.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(clientDir, url), 'utf8');
    const dir = url.slice(0, url.lastIndexOf('/') + 1);
    for (const match of code.matchAll(STATIC_IMPORT)) pending.push(dir + match[1]!.slice(2));
  }
  return seen;
}

/**
 * The page's start script imports the route modules and React Router's manifest names the entry;
 * what they import statically comes with them. Later `import()`s (dialogs, toasts) do not count.
 */
export function jsAtLoad(buildDir: string, paths: readonly string[]): JsAtLoadRow[] {
  const clientDir = join(buildDir, 'client');
  const rows: JsAtLoadRow[] = [];
  for (const path of paths) {
    const html = pageHtml(clientDir, path);
    if (!html) continue;
    const roots = new Set<string>();
    for (const pattern of [
      /<script[^>]*\ssrc="(\/[^"]+\.js)"/g,
      /<link[^>]*rel="modulepreload"[^>]*href="(\/[^"]+)"/g,
      /import\("(\/[^"]+\.js)"\)/g,
      /"entry":\s*\{\s*"module":\s*"(\/[^"]+\.js)"/g,
    ]) {
      for (const match of html.matchAll(pattern)) roots.add(match[1]!);
    }
    const sizes = [...staticClosure(clientDir, roots)]
      .map((url) => ({
        file: url,
        bytes: gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length,
      }))
      .sort((a, b) => b.bytes - a.bytes);
    const gzipBytes = sizes.reduce((sum, s) => sum + s.bytes, 0);
    rows.push({
      path,
      files: sizes.length,
      gzipBytes,
      gzipKb: kb(gzipBytes),
      largest: sizes
        .slice(0, 4)
        .map((s) => ({ file: s.file.replace(/^\/assets\//, ''), gzipKb: kb(s.bytes) })),
    });
  }
  return rows;
}

export function jsAtLoadTable(rows: JsAtLoadRow[], targetKb = JS_AT_LOAD_TARGET_KB): string {
  return [
    `| route | files | JS gzip KB at load | target | largest (gzip KB) |`,
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.files} | ${r.gzipKb} | ${r.gzipKb <= targetKb ? 'met' : 'MISSED'} (≤ ${targetKb}) | ${r.largest.map((l) => `${l.file} ${l.gzipKb}`).join(', ')} |`,
    ),
  ].join('\n');
}
