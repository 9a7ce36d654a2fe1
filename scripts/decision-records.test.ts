/**
 * Every decision record says when it was taken and whether it still holds, and the index in
 * docs/decisions/README.md lists each one: a record nobody can find, or one silently replaced,
 * misleads the next reader.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const FOLDER = new URL('../docs/decisions/', import.meta.url);
const RECORDS = readdirSync(FOLDER).filter((name) => /^\d{3}-.*\.md$/.test(name));
const INDEX = readFileSync(new URL('README.md', FOLDER), 'utf8');

describe('decision records', () => {
  it.each(RECORDS)('%s has a date and a status, and is in the index', (name) => {
    const text = readFileSync(new URL(name, FOLDER), 'utf8');
    expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
    expect(text).toMatch(/^Status: (accepted|superseded)/m);
    expect(INDEX).toContain(`(${name})`);
  });

  it('names the record that replaces one', () => {
    for (const name of RECORDS) {
      const status = /^Status: (.*)$/m.exec(readFileSync(new URL(name, FOLDER), 'utf8'))?.[1] ?? '';
      if (/superseded/.test(status)) expect(status).toMatch(/by \d{3}/);
    }
  });
});
