import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isStorageFull } from './database-errors.server.ts';

const withCode = (code: string) => Object.assign(new Error('x'), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused or lost connection, however deeply wrapped', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('57P01') }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('outbox refused the job'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('isStorageFull', () => {
  it('finds the disk_full SQLSTATE or ENOSPC anywhere down the causes', () => {
    const full = Object.assign(new Error('could not extend file'), { code: '53100' });
    expect(isStorageFull(new Error('Failed query', { cause: full }))).toBe(true);
    expect(isStorageFull(Object.assign(new Error('write'), { code: 'ENOSPC' }))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isStorageFull(Object.assign(new Error('check'), { code: '23514' }))).toBe(false);
    expect(isStorageFull(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(
      false,
    );
  });
});
