import { describe, expect, it } from 'vitest';
import { errorClass } from './error-class.server.ts';

class DatabaseError extends Error {
  code = '23514';
}

describe('errorClass', () => {
  it('names each class and code down the causes, and no message', () => {
    const cause = new DatabaseError('Failing row contains (Megan Jones, megan@example.com)');
    const error = new Error('Failed query: insert … params: Megan Jones', { cause });
    const described = errorClass(error);
    expect(described).toBe('Error < DatabaseError 23514');
    expect(described).not.toMatch(/Megan|example\.com/);
  });

  it('copes with thrown values that are not errors', () => {
    expect(errorClass('megan@example.com')).toBe('string');
    expect(errorClass(undefined)).toBe('unknown');
  });
});
