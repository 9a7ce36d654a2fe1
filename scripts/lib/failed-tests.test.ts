import { describe, expect, it } from 'vitest';
import { failedTests } from './failed-tests.ts';

const ROOT = '/repo/';

describe('failedTests', () => {
  it('names each failed test with its file and the first line of its error, without colours', () => {
    const lines = failedTests(
      {
        testResults: [
          {
            name: '/repo/tests/integration/outbox.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'outbox delivers once', status: 'passed' },
              {
                fullName: 'outbox retries a refused delivery',
                status: 'failed',
                failureMessages: [
                  '\n\u001b[31mAssertionError: expected 2 to be 1\u001b[39m\n    at x',
                ],
              },
            ],
          },
        ],
      },
      ROOT,
    );
    expect(lines).toEqual([
      'tests/integration/outbox.test.ts > outbox retries a refused delivery',
      '    AssertionError: expected 2 to be 1',
    ]);
  });

  it('names a file that failed with no failing test, and shortens a long error', () => {
    const lines = failedTests(
      {
        testResults: [
          { name: '/repo/tests/e2e/ok.test.ts', status: 'passed', assertionResults: [] },
          { name: '/repo/tests/e2e/broken.test.ts', status: 'failed', message: 'x'.repeat(300) },
        ],
      },
      ROOT,
    );
    expect(lines).toEqual(['tests/e2e/broken.test.ts', `    ${'x'.repeat(240)}…`]);
  });
});
