import { describe, expect, it } from 'vitest';
import { csvCell } from './csv.ts';

describe('csvCell', () => {
  it('defuses = + - @ in ASCII, full-width and small form, and a leading tab, CR or LF', () => {
    for (const text of [
      '=1+1',
      '+1',
      '-1',
      '@SUM(1)',
      '＝1+1',
      '＋1',
      '－1',
      '＠SUM(1)',
      '﹦1',
      '﹢1',
      '﹣1',
      '﹫SUM(1)',
      '\t=1',
      '\rx',
    ]) {
      expect(csvCell(text), JSON.stringify(text)).toMatch(/^"?'/);
    }
  });

  it('looks past leading spaces, ideographic ones included', () => {
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('\u3000＝1+1')).toBe("'\u3000＝1+1");
  });

  it('leaves ordinary text, numbers and dates alone, quoting only where RFC 4180 needs it', () => {
    expect(csvCell('Siân Jones')).toBe('Siân Jones');
    expect(csvCell(12)).toBe('12');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-07-14T13:00:00Z'))).toBe('2026-07-14T13:00:00.000Z');
  });
});
