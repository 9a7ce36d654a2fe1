/**
 * The production server started with a DATA_DIR it cannot write stops with one line
 * naming DATA_DIR and the problem, exit code 1, and no stack trace, like every other
 * configuration error. Read-only is made with permissions; as root (who writes anywhere) the
 * server runs as the unprivileged user `nobody`, the way a service account would. It starts the
 * built server, so it needs `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_SERVER } from '../../scripts/lib/server.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const NOBODY = 65534;
const SESSION_SECRET = 'data-dir-test-secret-data-dir-test-secret';

/** Runs the server until it exits by itself; its exit code and everything it printed. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const asRoot = process.getuid?.() === 0;
  const child = spawn(PRODUCTION_SERVER[0], PRODUCTION_SERVER[1], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => {
    // A server that started after all is stopped, so the test fails on its exit code.
    const started = setInterval(() => {
      if (output.includes('Bus4U is serving')) child.kill('SIGTERM');
    }, 100);
    child.once('exit', (code) => {
      clearInterval(started);
      resolve({ code, output });
    });
  });
}

function expectOneLine(output: string, dataDir: string, problem: RegExp) {
  const lines = output.trim().split('\n');
  expect(lines, output).toHaveLength(1);
  expect(lines[0]).toMatch(/^Invalid DATA_DIR: /);
  expect(lines[0]).toContain(dataDir);
  expect(lines[0]).toMatch(problem);
  expect(output).not.toMatch(/^\s+at /m);
}

describe('start-up with a DATA_DIR that cannot be written', () => {
  let parent: string;

  beforeAll(() => {
    parent = mkdtempSync(join(tmpdir(), 'bus4u-datadir-'));
    chmodSync(parent, 0o755);
  });
  afterAll(() => {
    rmSync(parent, { recursive: true, force: true });
  });

  function readOnlyDir(name: string): string {
    const dir = join(parent, name);
    mkdirSync(dir);
    chmodSync(dir, 0o555);
    return dir;
  }

  it('names DATA_DIR in one line when the embedded database cannot be written there', async () => {
    const dataDir = readOnlyDir('read-only-database');
    const { code, output } = await runServer({ DATA_DIR: dataDir, SESSION_SECRET });
    expect(code).toBe(1);
    expectOneLine(output, dataDir, /permission denied/);
  });

  it('names DATA_DIR in one line when the session secret cannot be kept there', async () => {
    const dataDir = readOnlyDir('read-only-secret');
    const { code, output } = await runServer({ DATA_DIR: dataDir });
    expect(code).toBe(1);
    expectOneLine(output, dataDir, /permission denied/);
  });

  it("names DATA_DIR in one line when the database's own folder is read-only", async () => {
    const dataDir = join(parent, 'read-only-pglite');
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    chmodSync(dataDir, 0o777);
    chmodSync(join(dataDir, 'pglite'), 0o555);
    const { code, output } = await runServer({ DATA_DIR: dataDir, SESSION_SECRET });
    expect(code).toBe(1);
    expectOneLine(output, dataDir, /permission denied/);
  });

  it('names DATA_DIR in one line when a file stands in its way', async () => {
    const file = join(parent, 'a-file');
    writeFileSync(file, 'not a directory');
    const dataDir = join(file, 'data');
    const { code, output } = await runServer({ DATA_DIR: dataDir, SESSION_SECRET });
    expect(code).toBe(1);
    expectOneLine(output, dataDir, /a file stands where a directory should be/);
  });
});
