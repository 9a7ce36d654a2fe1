/**
 * Every dependency is one the code imports, and every import is a dependency (helmet, jsdom
 * and @testing-library/react were once installed and used by nothing); no file or export is
 * left that nothing uses. knip checks both (knip.json); the lint step and `npm test` run it in
 * full, which this test keeps so. Running knip here too would only repeat the lint step, at ten
 * seconds a time.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as {
  scripts: Record<string, string>;
};

describe('dependencies', () => {
  it('are checked by the lint step and by npm test', () => {
    // In full: `--dependencies` alone would let dead files and exports through.
    expect(pkg.scripts.lint).toMatch(/&& knip$/);
    expect(readFileSync(`${ROOT}scripts/test.ts`, 'utf8')).toMatch(/\['knip'\]\)/);
  });
});
