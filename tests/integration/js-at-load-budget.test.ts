/**
 * The home page's JavaScript at load stays within its budget: read from the production
 * build the way `npm run bench -- --js` reads it (the page's start script, the route modules and
 * the entry, with everything they import statically, each file gzipped at level 9). Code fetched
 * later, on intent (the quote dialog, the call dialog, toasts, the cookie banner), is not counted,
 * so a change that pulls any of it back into page loads fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOME_JS_AT_LOAD_BUDGET_BYTES, jsAtLoad } from '../../scripts/bench/js-at-load.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
// BUILD_DIR, when set, names a build of one's own beside ./build, as for the other suites.
const BUILD = join(ROOT, process.env.BUILD_DIR || 'build');

describe('JavaScript at load', () => {
  it('the home page loads no more gzip JavaScript than its budget', () => {
    expect(existsSync(join(BUILD, 'client', 'index.html')), `no build in ${BUILD}`).toBe(true);
    const [home] = jsAtLoad(BUILD, ['/']);
    // A page that hydrates loads at least the framework and its route: a count of none would mean
    // the start script was not recognised, and a budget met by measuring nothing proves nothing.
    expect(home?.files).toBeGreaterThan(2);
    expect(home?.gzipBytes).toBeLessThanOrEqual(HOME_JS_AT_LOAD_BUDGET_BYTES);
  });

  it('the home page paints with its stylesheet inline, not behind a blocking request', () => {
    // docs/decisions/001: the <link> stays for hydration but on print media. A build change that
    // renamed or re-homed the stylesheet once made postbuild skip it without a word.
    const html = readFileSync(join(BUILD, 'client', 'index.html'), 'utf8');
    const links = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toContain('media="print"');
    expect(html).toMatch(/<style>[^<]{1000,}/);
  });
});
