/**
 * A fresh clone has no generated files: `app/generated/images.ts` used to appear
 * only after a build, so the typecheck failed before `npm run build` had ever run. The scripts
 * generate what the app imports themselves; this checks it on a copy of the checkout as a clone
 * would have it (tracked files only, this checkout's node_modules linked in).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;

// A whole typecheck on a copy: minutes, not seconds, on a busy machine; this raises the suite's
// default limit rather than adding one.
describe('a fresh clone', { timeout: 600_000 }, () => {
  let clone: string;

  beforeAll(() => {
    clone = mkdtempSync(join(tmpdir(), 'bus4u-clone-'));
    const files = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    )
      .split('\0')
      .filter((file) => file && existsSync(join(ROOT, file)));
    for (const file of files) {
      mkdirSync(dirname(join(clone, file)), { recursive: true });
      cpSync(join(ROOT, file), join(clone, file));
    }
    symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'));
  });

  afterAll(() => {
    if (clone) rmSync(clone, { recursive: true, force: true });
  });

  it('has no generated modules to begin with', () => {
    expect(existsSync(join(clone, 'app/generated'))).toBe(false);
  });

  it('typechecks before anything has been built', () => {
    const result = spawnSync('npm', ['run', 'typecheck'], { cwd: clone, encoding: 'utf8' });
    expect(result.stdout + result.stderr).not.toMatch(/error TS/);
    expect(result.status).toBe(0);
    expect(existsSync(join(clone, 'app/generated/images.ts'))).toBe(true);
  });

  it('runs the unit tests before anything has been built', () => {
    rmSync(join(clone, 'app/generated'), { recursive: true, force: true });
    const result = spawnSync(
      'npm',
      ['run', 'test:unit', '--', 'app/features/quote/quote-constants.test.ts'],
      { cwd: clone, encoding: 'utf8' },
    );
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(existsSync(join(clone, 'app/generated/images.ts'))).toBe(true);
  });
});
