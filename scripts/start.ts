/**
 * `npm start`: builds the site when there is no build (or the build was made for another
 * SITE_URL or business details), then runs the production server, the built JavaScript
 * (scripts/serve.ts), in this process.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFingerprint } from './build-fingerprint.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const INFO = join(ROOT, 'build/build-info.json');

function buildIsCurrent(): boolean {
  if (!existsSync(INFO) || !existsSync(join(ROOT, 'build/server/index.js'))) return false;
  try {
    const info = JSON.parse(readFileSync(INFO, 'utf8')) as { fingerprint?: string };
    return info.fingerprint === buildFingerprint();
  } catch {
    return false;
  }
}

if (!buildIsCurrent()) {
  console.log('Building the site first (this takes a minute the first time)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
// The server runs in this process, so signals reach it.
await import('./serve.ts');
