import { describe, expect, it } from 'vitest';
import { canonicalPath, isLocalPath, normalisePath } from './canonical-redirects.server.ts';

describe('normalisePath', () => {
  it.each([
    ['//evil.example/', '/evil.example'],
    ['///evil.example/', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['/about/', '/about'],
    ['/', '/'],
    ['//', '/'],
  ])('%s → %s', (raw, expected) => {
    expect(normalisePath(raw)).toBe(expected);
  });
});

describe('canonicalPath', () => {
  it('answers nothing for a canonical path', () => {
    expect(canonicalPath('/about')).toBeUndefined();
    expect(canonicalPath('/')).toBeUndefined();
  });

  it('lower-cases known pages and follows legacy paths', () => {
    expect(canonicalPath('/About/')).toBe('/about');
    expect(canonicalPath('//Contact/')).toBe('/contact-us');
    expect(canonicalPath('/Admin/Dashboard')).toBe('/admin/dashboard');
  });

  it('keeps a Welsh path Welsh when it lower-cases or follows a legacy path', () => {
    expect(canonicalPath('/cy/About')).toBe('/cy/about');
    expect(canonicalPath('/cy/contact')).toBe('/cy/contact-us');
    expect(canonicalPath('/cy/about')).toBeUndefined();
    expect(canonicalPath('/cy')).toBeUndefined();
  });

  it('never answers a path another origin could hide in', () => {
    for (const raw of ['//evil.example/', '/\\evil.example/', '//%2Fevil.example/', '////x//']) {
      const target = canonicalPath(raw);
      expect(target && isLocalPath(target), raw).toBe(true);
    }
  });
});

describe('isLocalPath', () => {
  it.each(['/about', '/', '/%2F%2Fevil.example'])('%s is local', (path) => {
    expect(isLocalPath(path)).toBe(true);
  });
  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'evil.example', '/a\tb'])(
    '%s is not',
    (path) => {
      expect(isLocalPath(path)).toBe(false);
    },
  );
});
