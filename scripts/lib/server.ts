/**
 * Starts the real production server (the build in ./build, or BUILD_DIR), or `npm run dev`, on a
 * free port, for tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { seedPgliteDataDir } from './pglite-template.ts';

/** A fresh VAPID pair in the environment's names. */
function vapidKeyEnv(): Record<string, string> {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { PUSH_VAPID_PUBLIC_KEY: publicKey, PUSH_VAPID_PRIVATE_KEY: privateKey };
}

const ROOT = new URL('../..', import.meta.url).pathname;

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** How the production server is started (as `npm run serve`): the command and its arguments. */
export const PRODUCTION_SERVER: readonly [string, string[]] = [
  process.execPath,
  ['scripts/serve.ts'],
];

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return spawnServer(PRODUCTION_SERVER[0], PRODUCTION_SERVER[1], {
    NODE_ENV: 'production',
    // Production on PostgreSQL insists on a VAPID pair, as on SESSION_SECRET; a fresh one will do.
    ...(env.DATABASE_URL && !env.PUSH_VAPID_PUBLIC_KEY ? vapidKeyEnv() : {}),
    ...env,
  });
}

/** `npm run dev` exactly as a developer types it: Vite renders every page from source. */
export async function startDevServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return spawnServer('npm', ['run', 'dev'], env, { group: true });
}

async function spawnServer(
  command: string,
  args: string[],
  env: Record<string, string>,
  options: { group?: boolean } = {},
): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bus4u-data-'));
  // A server of its own data starts on a copy of a migrated PGlite, as after its first start:
  // initdb alone takes seconds (pglite-template.ts). One given a DATA_DIR starts on what is there.
  if (!env.DATA_DIR && !env.DATABASE_URL) await seedPgliteDataDir(dataDir);
  let log = '';
  const child = spawn(command, args, {
    cwd: ROOT,
    // npm runs the server as its child: a process group lets stop() signal both.
    detached: options.group,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      OUTBOX_POLL_SECONDS: '0.5',
      // The build's pages carry this origin (docs/http-api.md: the default); the port differs per test.
      SITE_URL: 'http://localhost:3000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    // Generous: on a machine shared with other builds a start took two minutes (PGlite and
    // pg-boss migrating); a server that crashes is caught above at once.
    if (Date.now() - started > 300_000) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => log,
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        if (options.group) process.kill(-child.pid!, signal);
        else child.kill(signal);
        await exited;
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
