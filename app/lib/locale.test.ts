import { describe, expect, it } from 'vitest';
import { localeFromPath, localisePath, stripLocale } from './locale.ts';

describe('locale paths', () => {
  it('reads the language from the path', () => {
    expect(localeFromPath('/')).toBe('en');
    expect(localeFromPath('/book-online')).toBe('en');
    expect(localeFromPath('/cy')).toBe('cy');
    expect(localeFromPath('/cy/book-online')).toBe('cy');
    // A page whose English slug merely starts with "cy" stays English.
    expect(localeFromPath('/cycling-trips')).toBe('en');
  });

  it('converts a path between the languages', () => {
    expect(localisePath('/', 'cy')).toBe('/cy');
    expect(localisePath('/what-we-offer/weddings', 'cy')).toBe('/cy/what-we-offer/weddings');
    expect(localisePath('/cy/what-we-offer/weddings', 'cy')).toBe('/cy/what-we-offer/weddings');
    expect(localisePath('/cy', 'en')).toBe('/');
    expect(localisePath('/cy/thanks', 'en')).toBe('/thanks');
    expect(stripLocale('/cy/blog/minibus-hiring-guide')).toBe('/blog/minibus-hiring-guide');
  });
});
