import { describe, expect, it } from 'vitest';
import { hasNul, stripControlCharacters } from './free-text.ts';

describe('stripControlCharacters', () => {
  it('drops C0 controls but tab, line feed and carriage return, DEL and C1 controls', () => {
    expect(stripControlCharacters('a\u0000b\u0007c\u001bd\u007fe\u0085f')).toBe('abcdef');
    expect(stripControlCharacters('one\ttwo\r\nthree\n')).toBe('one\ttwo\r\nthree\n');
  });

  it('drops bidirectional marks, embeddings, overrides and isolates', () => {
    expect(
      stripControlCharacters(
        '\u200ea\u200fb\u202ac\u202bd\u202ce\u202df\u202eg\u2066h\u2067i\u2068j\u2069',
      ),
    ).toBe('abcdefghij');
  });

  it('keeps Welsh letters, accents and emoji as typed', () => {
    expect(stripControlCharacters('Siân ŵyr ŷd 🚌 – café')).toBe('Siân ŵyr ŷd 🚌 – café');
  });
});

describe('hasNul', () => {
  it('finds a NUL anywhere and nothing else', () => {
    expect(hasNul('a\u0000')).toBe(true);
    expect(hasNul('a\u0001')).toBe(false);
  });
});
