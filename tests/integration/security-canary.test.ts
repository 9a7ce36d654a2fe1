/**
 * Secrets never reach the browser (a .server module or the environment imported
 * into a component ships the secret to every visitor). A build is made here, once, with fake
 * secret values ("canaries") in its environment, and the server runs with them too; then every
 * file of the client build (compressed copies decompressed) and every public response is searched
 * for them: each prerendered page, sitemap, robots, tag config, the route manifest, the admin
 * sign-in page and every asset.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDER_PATHS } from '#app/routes-table.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const BUILD_DIR = 'build-canary';
const CLIENT = join(ROOT, BUILD_DIR, 'client');

const CANARIES = {
  SMTP_URL: 'smtp://canary-user:CANARY_SMTP_9f3k@127.0.0.1:1',
  PARTNER_API_KEY: 'CANARY_PARTNER_7q2w',
  SESSION_SECRET: 'CANARY_SESSION_5t8y_0123456789abcdefghijklmnop',
  ADMIN_PASSWORD: 'CANARY_ADMIN_PW_3e6r',
  DATABASE_URL: 'postgres://canary:CANARY_DB_PW_1x4c@127.0.0.1:1/canary',
};
/** The secret parts to search for (a URL's password, not its harmless host). */
const NEEDLES = [
  'CANARY_SMTP_9f3k',
  'canary-user',
  'CANARY_PARTNER_7q2w',
  'CANARY_SESSION_5t8y',
  'CANARY_ADMIN_PW_3e6r',
  'CANARY_DB_PW_1x4c',
];

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}):\n${log}`)),
    );
  });
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

function contentOf(file: string): string {
  const bytes = readFileSync(file);
  if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('latin1');
  if (file.endsWith('.gz')) return gunzipSync(bytes).toString('latin1');
  return bytes.toString('latin1');
}

const leaks = (text: string) => NEEDLES.filter((needle) => text.includes(needle));

describe('secrets in the build and in public responses', () => {
  let server: RunningServer;

  beforeAll(async () => {
    rmSync(join(ROOT, BUILD_DIR), { recursive: true, force: true });
    await run('npm', ['run', 'build'], {
      ...process.env,
      ...CANARIES,
      BUILD_DIR,
      SITE_URL: '',
      PORT: '',
      ADMIN_EMAIL: 'canary-admin@bus4u.example',
    });
    // The server gets the canaries too, except DATABASE_URL: it runs on PGlite, since the
    // canary database does not exist. The build above had that one as well.
    const { DATABASE_URL: _unused, ...runtime } = CANARIES;
    server = await startServer({
      ...runtime,
      BUILD_DIR,
      ADMIN_EMAIL: 'canary-admin@bus4u.example',
    });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(join(ROOT, BUILD_DIR), { recursive: true, force: true });
  });

  it('no file of the client build contains a canary', () => {
    const files = walk(CLIENT);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      leaks(contentOf(file)).map((needle) => `${relative(CLIENT, file)}: ${needle}`),
    );
    expect(found).toEqual([]);
  });

  it('no public response contains a canary', async () => {
    const paths = [
      ...PRERENDER_PATHS,
      '/sitemap.xml',
      '/robots.txt',
      '/tag-config.json',
      `/__manifest?${PRERENDER_PATHS.map((p) => `p=${encodeURIComponent(p)}`).join('&')}`,
      '/admin',
      '/healthz',
      '/readyz',
      // Every file the build serves, by its URL.
      ...walk(CLIENT)
        .filter((f) => !f.endsWith('.br') && !f.endsWith('.gz'))
        .map((f) => `/${relative(CLIENT, f)}`),
    ];
    const found: string[] = [];
    let fetched = 0;
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      const headers = [...response.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
      const body = await response.text();
      if (response.status < 400) fetched++;
      for (const needle of leaks(`${headers}\n${body}`)) found.push(`${path}: ${needle}`);
    }
    expect(fetched).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });

  it('nor does the server bundle: secrets are read at run time, never baked in', () => {
    const serverDir = join(ROOT, BUILD_DIR, 'server');
    expect(existsSync(serverDir)).toBe(true);
    const found = walk(serverDir).flatMap((file) =>
      leaks(contentOf(file)).map((needle) => `${relative(serverDir, file)}: ${needle}`),
    );
    expect(found).toEqual([]);
  });
});
