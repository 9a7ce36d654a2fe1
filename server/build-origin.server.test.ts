import { describe, expect, it } from 'vitest';
import { buildFingerprint } from '../scripts/build-fingerprint.ts';
import { buildOriginWarning } from './build-origin.server.ts';

const builtFor = (siteUrl: string) => buildFingerprint({ SITE_URL: siteUrl });

describe('buildOriginWarning', () => {
  it('says nothing when the origins agree, whatever the case, default port or trailing slash', () => {
    expect(buildOriginWarning(builtFor('https://bus4u.example'), 'https://bus4u.example')).toBe(
      undefined,
    );
    expect(
      buildOriginWarning(builtFor('https://Bus4U.example:443/'), 'https://bus4u.example'),
    ).toBe(undefined);
  });

  it('names both origins in one line when they differ', () => {
    const warning = buildOriginWarning(builtFor('http://localhost:3000'), 'https://bus4u.example');
    expect(warning).toContain('SITE_URL=http://localhost:3000');
    expect(warning).toContain('SITE_URL is https://bus4u.example');
    expect(warning).not.toContain('\n');
  });

  it('asks for a rebuild when the build does not say its origin', () => {
    expect(buildOriginWarning(undefined, 'https://bus4u.example')).toMatch(/rebuild/);
    expect(buildOriginWarning('not json', 'https://bus4u.example')).toMatch(/rebuild/);
  });
});
