import { describe, expect, it } from 'vitest';
import {
  PRERENDER_PATHS,
  PUBLIC_ROUTES,
  WELSH_ROUTE_PATHS,
  findPublicRoute,
  unknownPathTarget,
} from './routes-table.ts';

describe('the Welsh twins of the route table', () => {
  it('prerenders every public page in English and under /cy in Welsh', () => {
    expect(WELSH_ROUTE_PATHS).toHaveLength(PUBLIC_ROUTES.length);
    expect(WELSH_ROUTE_PATHS).toEqual(
      expect.arrayContaining([
        '/cy',
        '/cy/book-online',
        '/cy/what-we-offer/weddings',
        '/cy/thanks',
      ]),
    );
    expect(PRERENDER_PATHS).toHaveLength(PUBLIC_ROUTES.length * 2);
  });

  it('finds the route of a page in either language', () => {
    expect(findPublicRoute('/cy/about')).toBe(findPublicRoute('/about'));
    expect(findPublicRoute('/cy')?.kind).toBe('home');
    expect(findPublicRoute('/cy/no-such-page')).toBeUndefined();
    expect(findPublicRoute('/cycling')).toBeUndefined();
  });

  it('sends an unknown path to booking in its own language', () => {
    expect(unknownPathTarget('/no-such-page')).toBe('/book-online');
    expect(unknownPathTarget('/cy/no-such-page')).toBe('/cy/book-online');
  });
});
