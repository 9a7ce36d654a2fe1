/**
 * The two stylesheets of the production build, read against the components that use them: every
 * class an admin component names is in the admin's stylesheet or the public one (none is lost),
 * and no class only admin components name is in the public stylesheet every page inlines. The
 * folders that count as admin are the ones app/styles/admin.css reads (app/admin-styles.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const APP = join(ROOT, 'app');
// BUILD_DIR, when set, names a build of one's own beside ./build, as for the other suites.
const ASSETS = join(ROOT, process.env.BUILD_DIR || 'build', 'client', 'assets');

const isAdminPath = (path: string) =>
  /^(features\/admin|routes\/admin|features\/bookings)\//.test(path) ||
  /^features\/[^/]+\/admin-ui\//.test(path);

/** The class names a stylesheet defines, unescaped (`sm\:col-span-4` is `sm:col-span-4`). */
function classesOf(prefix: string): Set<string> {
  const file = readdirSync(ASSETS).find((name) => name.startsWith(prefix) && name.endsWith('.css'));
  expect(file, `no ${prefix}*.css in ${ASSETS}`).toBeDefined();
  const css = readFileSync(join(ASSETS, file!), 'utf8');
  return new Set(
    [...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => match[1]!.replace(/\\/g, '')),
  );
}

/** Every source file of app/, relative to it: what Tailwind scans. */
function sourceFiles(): string[] {
  return readdirSync(APP, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|md)$/.test(entry.name))
    .filter((entry) => !entry.name.includes('.test.'))
    .map((entry) => relative(APP, join(entry.parentPath, entry.name)));
}

/** The project's text files as Tailwind's detection sees them: all that git does not ignore. */
function projectFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((path) => /\.(tsx?|m?js|md|json|css|html|ya?ml|sh)$/.test(path))
    .filter((path) => existsSync(join(ROOT, path)));
}

/** The classes each component file names in a literal `className="…"`. */
function namedClasses(): { path: string; classes: string[] }[] {
  return sourceFiles()
    .filter((path) => path.endsWith('.tsx'))
    .map((path) => {
      const source = readFileSync(join(APP, path), 'utf8');
      const classes = [...source.matchAll(/className="([^"]+)"/g)].flatMap((match) =>
        match[1]!.split(/\s+/).filter(Boolean),
      );
      return { path, classes };
    });
}

describe('the admin and public stylesheets of the build', () => {
  it('define every class an admin component names, and leave admin-only ones out of public pages', () => {
    expect(existsSync(ASSETS), `no build in ${ASSETS}`).toBe(true);
    const admin = classesOf('admin-');
    const pub = classesOf('root-');
    const components = namedClasses();
    const adminComponents = components.filter((component) => isAdminPath(component.path));
    // A check of nothing proves nothing: the admin's components are many.
    expect(adminComponents.length).toBeGreaterThan(20);

    const lost = adminComponents.flatMap(({ path, classes }) =>
      classes
        .filter((name) => !admin.has(name) && !pub.has(name))
        .map((name) => `${path}: ${name}`),
    );
    expect(lost).toEqual([]);

    // Tailwind reads every file of the project as text (app.css detects its sources: everything
    // git does not ignore, less the admin's folders), not only className attributes, so a class
    // counts as public when any of those files holds it as a word.
    const publicText = projectFiles()
      .filter((path) => !(path.startsWith('app/') && isAdminPath(path.slice('app/'.length))))
      .map((path) => readFileSync(join(ROOT, path), 'utf8'))
      .join('\n');
    const holdsWord = (name: string) =>
      new RegExp(`(^|[^\\w:-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`).test(
        publicText,
      );
    const adminOnlyInPublic = [
      ...new Set(adminComponents.flatMap((component) => component.classes)),
    ].filter((name) => pub.has(name) && !holdsWord(name));
    expect(adminOnlyInPublic).toEqual([]);
  });
});
