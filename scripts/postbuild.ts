/**
 * After `react-router build`: brotli and gzip copies of every compressible file (served as they
 * are, so no response is compressed twice), and build-info.json recording what the build baked in
 * (the public origin and business overrides), so `npm start` knows when it must build again.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  HYDRATED_EVENT,
  REPLAY_ATTRIBUTE,
  REPLAY_FALLBACK_MS,
  REPLAY_MIN_WIDTH_ATTRIBUTE,
} from '../app/lib/tap-replay.ts';
import { buildFingerprint } from './build-fingerprint.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const BUILD = process.env.BUILD_DIR ? join(ROOT, process.env.BUILD_DIR) : join(ROOT, 'build');
const CLIENT = join(BUILD, 'client');
const COMPRESSIBLE = /\.(html|js|css|svg|json|data|xml|txt|webmanifest)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/**
 * Inlines the stylesheet into each prerendered page: on a phone the separate CSS request costs a
 * whole round trip before anything can paint. The <link> stays (React hydrates against it) but is
 * switched to print media, so it no longer blocks rendering and the inline copy does the work.
 */
function inlineStylesheet(htmlFile: string): void {
  const html = readFileSync(htmlFile, 'utf8');
  const replaced = html.replace(
    /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g,
    (_tag, href: string) => {
      const css = readFileSync(join(CLIENT, href), 'utf8').replaceAll('</style', '<\\/style');
      return `<style>${css}</style><link rel="stylesheet" href="${href}" media="print"/>`;
    },
  );
  if (replaced !== html) writeFileSync(htmlFile, replaced);
}

/**
 * Hydrates after the page has painted and loaded (or at the visitor's first touch, key or focus),
 * rather than racing the first paint for a phone's bandwidth: React Router's module script is
 * rewritten so its static imports become dynamic ones inside a start function, and the
 * modulepreload hints go. The prerendered HTML is complete and usable before this runs. If React
 * Router's script ever changes shape, the page is left as it was.
 */
const HYDRATE_ON = ['pointerdown', 'keydown', 'touchstart', 'focusin'];

/**
 * Holds a plain click on a replayable control (app/lib/tap-replay.ts) until the app is live, then
 * clicks it again; if the app never comes (its script failed or hangs), the link is followed.
 */
const REPLAY_SCRIPT = [
  'let held = null, live = false, fallback = 0;',
  'const follow = () => { live = true; const el = held; held = null; if (el && el.href) location.href = el.href; };',
  `addEventListener("click", (e) => { if (live || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || !(e.target instanceof Element)) return; const el = e.target.closest("[${REPLAY_ATTRIBUTE}]"); if (!el || innerWidth < Number(el.getAttribute("${REPLAY_MIN_WIDTH_ATTRIBUTE}") || 0)) return; e.preventDefault(); held = el; start(); clearTimeout(fallback); fallback = setTimeout(follow, ${REPLAY_FALLBACK_MS}); }, true);`,
  `addEventListener(${JSON.stringify(HYDRATED_EVENT)}, () => { live = true; clearTimeout(fallback); const el = held; held = null; if (el && el.isConnected) el.click(); }, { once: true });`,
].join('\n');

export function deferHydration(html: string): string {
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  if (!script) return html;
  const body = script[1]!;
  const imports = [...body.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)];
  if (!imports.length || !/^import\("[^"]+"\);$/m.test(body)) return html;
  const rest = body.replace(/^import \* as \w+ from "[^"]+";$/gm, '').replace(/^;\s*/, '');
  const names = imports.map((m) => m[1]).join(', ');
  const loads = imports.map((m) => `import(${JSON.stringify(m[2])})`).join(', ');
  const rewritten = [
    `const go = async () => { const [${names}] = await Promise.all([${loads}]);`,
    rest,
    '};',
    'let started = false;',
    'const start = () => { if (!started) { started = true; go().catch(() => follow()); } };',
    REPLAY_SCRIPT,
    `if (document.readyState === "complete") start(); else { addEventListener("load", start, { once: true }); for (const t of ${JSON.stringify(HYDRATE_ON)}) addEventListener(t, start, { once: true, passive: true, capture: true }); }`,
  ].join('\n');
  return html
    .replace(script[0], `<script type="module" async="">${rewritten}</script>`)
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, '');
}

for (const file of walk(CLIENT)) {
  if (!file.endsWith('.html')) continue;
  inlineStylesheet(file);
  writeFileSync(file, deferHydration(readFileSync(file, 'utf8')));
}

let count = 0;
for (const file of walk(CLIENT)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < 256) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
writeFileSync(
  join(BUILD, 'build-info.json'),
  JSON.stringify({ builtAt: new Date().toISOString(), fingerprint: buildFingerprint() }, null, 2),
);
console.log(`postbuild: precompressed ${count} files`);
