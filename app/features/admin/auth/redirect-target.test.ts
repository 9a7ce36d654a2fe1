import { describe, expect, it } from 'vitest';
import { safeRedirectTo } from './redirect-target.ts';

const FALLBACK = '/admin/dashboard';

describe('safeRedirectTo', () => {
  it('keeps a normalised path inside the admin area, with its query', () => {
    expect(safeRedirectTo('/admin/spam', FALLBACK)).toBe('/admin/spam');
    expect(safeRedirectTo('/admin/dashboard?q=megan&status=new', FALLBACK)).toBe(
      '/admin/dashboard?q=megan&status=new',
    );
    expect(safeRedirectTo('/admin/quotes/../spam', FALLBACK)).toBe('/admin/spam');
  });

  it.each([
    '/admin/..//evil.example',
    '/admin/../evil',
    '/admin/%2e%2e//evil.example',
    '//evil.example/admin/',
    'https://evil.example/admin/x',
    '/\\evil.example',
    '/admin/\tdashboard',
    '/admin/dashboard\r\nSet-Cookie: x=1',
    '/admin/dash\nboard',
    '/admin',
    '/adminx/y',
    'admin/spam',
    '',
  ])('falls back for %j', (value) => {
    expect(safeRedirectTo(value, FALLBACK)).toBe(FALLBACK);
  });

  it('falls back for nothing at all', () => {
    expect(safeRedirectTo(null, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectTo(undefined, FALLBACK)).toBe(FALLBACK);
  });
});
