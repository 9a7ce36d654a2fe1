import { describe, expect, it } from 'vitest';
import { suggestPlaces } from './place-suggest.ts';

describe('suggestPlaces', () => {
  it('offers the places whose name starts with what was typed', () => {
    expect(suggestPlaces('Cae')).toEqual(['Caerau, Cardiff']);
  });

  it('ignores case, accents and punctuation', () => {
    expect(suggestPlaces('  cÁe!')).toEqual(['Caerau, Cardiff']);
  });

  it('puts names that start with the text before names with a later word that does', () => {
    const names = suggestPlaces('cardiff');
    expect(names[0]).toBe('Cardiff Airport');
    expect(names.length).toBe(8);
  });

  it('finds a place by another way people write it, and shows its own name', () => {
    const names = suggestPlaces('LHR');
    expect(names[0]).toBe('Heathrow Airport');
    expect(names.every((name) => name.startsWith('Heathrow'))).toBe(true);
  });

  it('matches the start of a later word', () => {
    expect(suggestPlaces('mellons')).toEqual(['St Mellons, Cardiff']);
  });

  it('offers nothing for one letter, or for a house address it does not know', () => {
    expect(suggestPlaces('c')).toEqual([]);
    expect(suggestPlaces('14 Heol y Nant')).toEqual([]);
  });

  it('never offers the depot', () => {
    expect(suggestPlaces('bus4u')).toEqual([]);
  });
});
