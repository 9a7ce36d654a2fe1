/**
 * No import cycle, counting `import type` too. Lint's `import-x/no-cycle` leaves type-only
 * imports out, so two modules could again lean on each other's types (the database handle and
 * its write health, the e-mail transport and its header clean-up, the quote form and its text
 * once did). A type both need lives in a module below them both. TypeScript's own import scanner
 * (`preProcessFile`) reads each file; the cycles are the strongly connected parts of that graph.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
const SOURCE_FOLDERS = ['app', 'server', 'scripts'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      return name === 'node_modules' || name === '+types' ? [] : sourceFiles(path);
    }
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The repository file an import names, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('#app/')) base = join(ROOT, 'app', specifier.slice(5));
  else if (specifier.startsWith('#server/')) base = join(ROOT, 'server', specifier.slice(8));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  return [base, `${base}.ts`, `${base}.tsx`].find((path) => existsSync(path)) ?? null;
}

function importGraph(): Map<string, string[]> {
  const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
      const targets = importedFiles
        .map((imported) => resolveImport(file, imported.fileName))
        .filter((target): target is string => target !== null && known.has(target));
      return [file, targets];
    }),
  );
}

/** Tarjan's strongly connected components with more than one file: each is a cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(relative(ROOT, member));
    } while (member !== file);
    if (part.length > 1) found.push(part.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('import cycles, type-only imports included', () => {
  it('finds none in the repository', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(300);
    expect(cycles(graph)).toEqual([]);
  });

  it('finds one made of type-only imports', () => {
    const a = join(ROOT, 'a.ts');
    const b = join(ROOT, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
    expect(
      ts.preProcessFile("import type { X } from './b.ts';", true, false).importedFiles,
    ).toEqual([expect.objectContaining({ fileName: './b.ts' })]);
  });
});
