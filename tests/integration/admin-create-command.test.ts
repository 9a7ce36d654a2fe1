/**
 * `npm run admin:create` on the embedded database: it refuses to open the PGlite files a running
 * server holds (two processes on one directory lose rows, and the server would not see the new
 * account until it restarted), saying what to do before a password is typed; with the server
 * stopped it makes the account the server then signs in with.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_PID_FILE } from '#server/platform/db/pglite-backup.server.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const NPM_COMMAND_LIMIT_MS = 240_000;
const EMAIL = 'owner@bus4u.test';
const PASSWORD = 'a long enough password';

function adminCreate(dataDir: string) {
  const result = spawnSync(
    'npm',
    ['run', '--silent', 'admin:create', '--', '--email', EMAIL, '--password', PASSWORD],
    {
      cwd: ROOT,
      encoding: 'utf8',
      // spawnSync blocks the event loop, so vitest's own limit could never end a hung command.
      timeout: NPM_COMMAND_LIMIT_MS,
      killSignal: 'SIGKILL',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('npm run admin:create on the embedded database', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'bus4u-admin-create-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses while a server holds the directory, and opens nothing', () => {
    const dir = dataDir();
    // What a running server writes at start: its process id (this live process stands in).
    writeFileSync(join(dir, SERVER_PID_FILE), `${process.pid}\n`);
    const { status, output } = adminCreate(dir);
    expect(status).toBe(1);
    expect(output).toContain(
      `The server (process ${process.pid}) is running on the database in ${dir}. Stop it first, then run this again`,
    );
    expect(output).not.toContain('Admin account created');
    expect(existsSync(join(dir, 'pglite'))).toBe(false);
  });

  it('makes the account once the server has stopped', () => {
    const dir = dataDir();
    // A server that was stopped (or killed) leaves its pid file behind; its process is gone.
    writeFileSync(join(dir, SERVER_PID_FILE), '2147483646\n');
    const { status, output } = adminCreate(dir);
    expect(output).toContain(`Admin account created for ${EMAIL}.`);
    expect(status).toBe(0);
  });
});
