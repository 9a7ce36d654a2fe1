/**
 * docs/configuration.md against the code: every variable the environment schema
 * knows is documented with the schema's own default, nothing is documented that the schema has
 * dropped, and every variable read anywhere else (build, scripts) is documented too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from './platform/env.server.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const DOC = readFileSync(join(ROOT, 'docs/configuration.md'), 'utf8');

interface DocRow {
  name: string;
  defaultCell: string;
  meaning: string;
}

/** The rows of the table under a `## heading`: `| \`NAME\` | default | meaning |`. */
function tableUnder(heading: string): DocRow[] {
  const start = DOC.indexOf(`\n## ${heading}\n`);
  if (start === -1) return [];
  const end = DOC.indexOf('\n## ', start + 1);
  const section = DOC.slice(start, end === -1 ? undefined : end);
  return section
    .split('\n')
    .map((line) => /^\|\s*`([A-Z0-9_]+)`\s*\|([^|]*)\|([^|]*)\|\s*$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({
      name: match[1]!,
      defaultCell: match[2]!.trim(),
      meaning: match[3]!.trim(),
    }));
}

/** What the schema answers for an unset variable (its default), or undefined. */
function schemaDefault(name: string): unknown {
  const field = EnvSchema.shape[name as keyof typeof EnvSchema.shape];
  const result = field.safeParse(undefined);
  return result.success ? result.data : undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('docs/configuration.md', () => {
  const atStart = tableUnder('Read at start');

  it('lists exactly the variables the environment schema validates', () => {
    expect(atStart.map((row) => row.name).sort()).toEqual(Object.keys(EnvSchema.shape).sort());
  });

  it("states each variable's default as the schema has it", () => {
    for (const row of atStart) {
      const fallback = schemaDefault(row.name);
      if (fallback === undefined) {
        expect(row.defaultCell, row.name).not.toBe('');
      } else {
        expect(row.defaultCell.startsWith(`\`${String(fallback)}\``), row.name).toBe(true);
      }
    }
  });

  it('explains every variable', () => {
    for (const row of atStart) expect(row.meaning.length, row.name).toBeGreaterThan(10);
  });

  it('documents every variable the build, the scripts and the server read', () => {
    const documented = new Set(
      ['Read at start', 'Read at build time', 'Tools and tests'].flatMap((heading) =>
        tableUnder(heading).map((row) => row.name),
      ),
    );
    const files = [
      ...['app', 'server', 'scripts', 'tests/support'].flatMap((dir) =>
        sourceFiles(join(ROOT, dir)),
      ),
      ...['vite.config.ts', 'react-router.config.ts', 'drizzle.config.ts'].map((f) =>
        join(ROOT, f),
      ),
    ];
    const read = new Set(
      files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map(
          (m) => m[1]!,
        ),
      ),
    );
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((name) => !documented.has(name)).sort()).toEqual([]);
  });

  it('has a commented .env.example that names every variable read at start', () => {
    const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
    for (const row of atStart)
      expect(example, row.name).toMatch(new RegExp(`^#? ?${row.name}=`, 'm'));
  });
});
