/**
 * No comment, test or document sends the reader outside the repository: a tracker's issue number
 * or a note kept elsewhere means nothing to someone with only a clone. Say it here, or name a
 * path of the repository.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
const TEXT_FILE = /\.(ts|tsx|js|mjs|md|sh|css|yml|json)$/;
/** A tracker's number, or a document outside the clone. */
const OUTSIDE = [/\b[Ii]ssue \d+/, /\bARCHITECTURE\b/, /\.\.\/shared\//, /\bCONTRACT\.md\b/];
const THIS_FILE = 'scripts/no-outside-references.test.ts';

describe('references in the repository', () => {
  it('points nowhere outside it', () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => TEXT_FILE.test(file) && file !== THIS_FILE && file !== 'package-lock.json')
      .filter((file) => !file.startsWith('drizzle/'));
    const found: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(ROOT + file, 'utf8');
      } catch {
        continue; // listed by git but deleted in the working tree
      }
      text.split('\n').forEach((line, index) => {
        if (OUTSIDE.some((pattern) => pattern.test(line))) found.push(`${file}:${index + 1}`);
      });
    }
    expect(found).toEqual([]);
  });
});
