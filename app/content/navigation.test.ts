import { describe, expect, it } from 'vitest';
import * as navigation from './navigation.ts';

const LISTS = Object.entries(navigation).filter(
  (entry): entry is [string, readonly navigation.NavLink[]] =>
    entry[0].endsWith('_LINKS') && Array.isArray(entry[1]),
);

describe('navigation table', () => {
  it('gives every page one name wherever it is linked', () => {
    const names = new Map<string, Set<string>>();
    for (const [, links] of LISTS) {
      for (const { to, label } of links) names.set(to, (names.get(to) ?? new Set()).add(label));
    }
    const twoNames = [...names].filter(([, labels]) => labels.size > 1);
    expect(twoNames).toEqual([]);
    expect(LISTS.length).toBeGreaterThanOrEqual(6);
  });

  it('links each page once in the footer', () => {
    const paths = navigation.FOOTER_COLUMNS.flatMap((c) => c.links.map((l) => l.to));
    paths.push(...navigation.LEGAL_LINKS.map((l) => l.to));
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('calls the staff shuttle page "Staff shuttles" everywhere', () => {
    expect(navigation.NAV_NAMES['/staff-shuttle-services-cardiff']).toBe('Staff shuttles');
  });
});
