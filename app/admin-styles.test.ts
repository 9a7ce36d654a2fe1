/**
 * The admin's stylesheet finds its sources by folder (app/styles/admin.css), and the public one
 * leaves the same folders out (app/app.css). A component only the admin shows must live in one of
 * them: the admin's own features, or a feature's `admin-ui/` folder. Anywhere else its classes
 * would land in the CSS every public page inlines, unseen. What the built stylesheets then hold is
 * checked against the components in tests/integration/admin-stylesheet.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = new URL('.', import.meta.url).pathname;

/**
 * The folders, relative to app/, whose classes belong to the admin's stylesheet alone, as each
 * stylesheet names them. Tailwind takes a folder only as a plain path: a wildcard path must name
 * its files, or it matches nothing.
 */
const ADMIN_SOURCES = [
  ['features/admin', 'features/admin'],
  ['routes/admin', 'routes/admin'],
  ['features/bookings', 'features/bookings'],
  ['features/*/admin-ui/**/*.{ts,tsx}', 'features/*/admin-ui/**'],
] as const;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(APP, join(entry.parentPath, entry.name)));
}

const inAdminFolder = (path: string) =>
  /^(features\/admin|routes\/admin|features\/bookings)\//.test(path) ||
  /^features\/[^/]+\/admin-ui\//.test(path);

/** The app/ paths of the components a file imports through `#app/…` or a relative path. */
function componentImports(file: string): string[] {
  const source = readFileSync(join(APP, file), 'utf8');
  const imports = [...source.matchAll(/from '([^']+\.tsx)'/g)].map((match) => match[1]!);
  return imports.map((specifier) =>
    specifier.startsWith('#app/')
      ? specifier.slice('#app/'.length)
      : relative(APP, join(APP, file, '..', specifier)),
  );
}

describe('the admin stylesheet, found by folder', () => {
  it('is what admin.css reads and app.css leaves out', () => {
    const admin = readFileSync(join(APP, 'styles/admin.css'), 'utf8');
    const pub = readFileSync(join(APP, 'app.css'), 'utf8');
    for (const [read, leftOut] of ADMIN_SOURCES) {
      expect(admin).toContain(`@source '../${read}';`);
      expect(pub).toContain(`@source not './${leftOut}';`);
    }
  });

  it('holds every feature component that only the admin imports', () => {
    const files = filesUnder(APP).filter((path) => !path.endsWith('.test.ts'));
    const importedOutsideAdmin = new Set(
      files.filter((path) => !inAdminFolder(path)).flatMap(componentImports),
    );
    const adminOnly = files
      .filter(inAdminFolder)
      .flatMap(componentImports)
      .filter((path) => path.startsWith('features/') && !importedOutsideAdmin.has(path));
    expect(adminOnly.filter((path) => !inAdminFolder(path))).toEqual([]);
  });
});
