import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newestOfMajor } from './node-release.ts';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  engines: { node: string };
};

describe('the pinned node runtime', () => {
  it('is at least 24.21.0, the newest 24.x with its security fixes when last moved', () => {
    const [major, minor] = pkg.dependencies.node!.split('.').map(Number);
    expect(major).toBe(24);
    expect(minor).toBeGreaterThanOrEqual(21);
    expect(pkg.engines.node).toBe('>=24 <25');
  });

  it('is the runtime the scripts actually run on', () => {
    expect(process.versions.node).toBe(pkg.dependencies.node);
  });
});

describe('newestOfMajor', () => {
  it('takes the newest release of the same major, numerically, and ignores pre-releases', () => {
    const published = [
      '24.9.0',
      '24.10.0',
      '24.21.0',
      '24.3.1',
      '25.0.0',
      '24.22.0-rc.1',
      '23.99.0',
    ];
    expect(newestOfMajor(published, '24.9.0')).toBe('24.21.0');
  });

  it('keeps the current version when nothing newer is published', () => {
    expect(newestOfMajor(['24.9.0'], '24.9.0')).toBe('24.9.0');
  });
});
