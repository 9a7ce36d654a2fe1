/**
 * After `react-router build`: brotli and gzip copies of every compressible file (served as they
 * are, so no response is compressed twice), and build-info.json recording what the build baked in
 * (the public origin and business overrides), so `npm start` knows when it must build again.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
