/**
 * After `react-router build`: brotli and gzip copies of every compressible file (served as they
 * are, so no response is compressed twice), and build-info.json recording what the build baked in
 * (the public origin and business overrides), so `npm start` knows when it must build again.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildFingerprint } from './build-fingerprint.ts';
import { deferHydration } from './lib/defer-hydration.ts';

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
