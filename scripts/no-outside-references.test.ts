/**
 * No comment, test or document sends the reader outside the repository or to a file that is not
 * there: a tracker's issue number or a note kept elsewhere means nothing to someone with only a
 * clone, and a path that moved sends them nowhere. Say it here, or name a path of the repository.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
const TEXT_FILE = /\.(ts|tsx|js|mjs|md|sh|css|yml|json)$/;
/** A tracker's number, or a document outside the clone. */
const OUTSIDE = [
  /\b[Ii]ssue \d+/,
  /\bARCHITECTURE\b/,
  /\.\.\/shared\//,
  /\bCONTRACT\.md\b/,
  /\bSTYLE\b ["“(:]/,
];
/** A path of this repository as comments and documents name one. */
const REPO_PATH =
  /(?<![\w./#-])((?:app|server|scripts|tests|docs|deploy|images)\/[\w./+-]+\.(?:ts|tsx|md|sh|json|css|yml|sql|conf|mjs))\b/g;
/** A decision record may name a file of its day, saying it is gone. */
const GONE = '(since removed)';
const THIS_FILE = 'scripts/no-outside-references.test.ts';

/** What starts a continued comment or quoted line: it is not part of the sentence. */
const CONTINUATION = /^\s*(?:\*|\/\/|#|>)?\s*/;

/**
 * The lines (1-based) of `text` that point outside: on one line, or in a phrase a line break cut
 * in two ("see issue" / " * 12").
 */
function outsideReferenceLines(text: string): number[] {
  const lines = text.split('\n');
  const found = new Set<number>();
  lines.forEach((line, index) => {
    if (OUTSIDE.some((pattern) => pattern.test(line))) found.add(index + 1);
    const next = lines[index + 1];
    if (next === undefined) return;
    // A path cut after its slash joins without a space; words join with one.
    const head = line.trimEnd();
    const joined = `${head}${head.endsWith('/') ? '' : ' '}${next.replace(CONTINUATION, '')}`;
    const cut = OUTSIDE.some(
      (pattern) => pattern.test(joined) && !pattern.test(line) && !pattern.test(next),
    );
    if (cut) found.add(index + 1);
  });
  return [...found];
}

/** The repository paths `text` names that do not exist, as `line: path`. */
function missingPaths(text: string, exists: (path: string) => boolean): string[] {
  const missing: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.includes(GONE)) return;
    for (const match of line.matchAll(REPO_PATH)) {
      const path = match[1]!.replace(/[.]+$/, '');
      if (!exists(path)) missing.push(`${index + 1}: ${path}`);
    }
  });
  return missing;
}

function repositoryTextFiles(): { file: string; text: string }[] {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => TEXT_FILE.test(file) && file !== THIS_FILE && file !== 'package-lock.json')
    .filter((file) => !file.startsWith('drizzle/'))
    .flatMap((file) => {
      try {
        return [{ file, text: readFileSync(ROOT + file, 'utf8') }];
      } catch {
        return []; // listed by git but deleted in the working tree
      }
    });
}

describe('references in the repository', () => {
  const files = repositoryTextFiles();

  it('points nowhere outside it', () => {
    const found = files.flatMap(({ file, text }) =>
      outsideReferenceLines(text).map((line) => `${file}:${line}`),
    );
    expect(found).toEqual([]);
  });

  it('names only files that are there', () => {
    // Tests name made-up paths on purpose (a probe file, a failing test's report).
    const found = files
      .filter(({ file }) => !file.endsWith('.test.ts'))
      .flatMap(({ file, text }) =>
        missingPaths(text, (path) => existsSync(ROOT + path)).map((at) => `${file}:${at}`),
      );
    expect(found).toEqual([]);
  });

  it('catches a reference a line break cut in two, and a moved path', () => {
    expect(outsideReferenceLines('/**\n * As asked in issue\n * 12, the key stays.\n */')).toEqual([
      2,
    ]);
    expect(outsideReferenceLines('// see ../\n// shared/spec.md')).toEqual([1]);
    expect(outsideReferenceLines('The contract (see CONTRACT.md) says so.')).toEqual([1]);
    expect(outsideReferenceLines('An issue\n\n12 apples.')).toEqual([]);
    expect(
      missingPaths('queued by server/outbox/gone.server.ts and app/root.tsx', (path) =>
        ['app/root.tsx'].includes(path),
      ),
    ).toEqual(['1: server/outbox/gone.server.ts']);
    expect(missingPaths('`tests/old.test.ts` (since removed)', () => false)).toEqual([]);
  });
});
