import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.server.ts';

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
