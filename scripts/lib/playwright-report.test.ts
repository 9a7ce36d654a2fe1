import { describe, expect, it } from 'vitest';
import { readPlaywrightReport } from './playwright-report.ts';

const result = (message?: string, trace?: string) => ({
  ...(message ? { error: { message } } : {}),
  attachments: trace ? [{ name: 'trace', path: trace }] : [],
});

describe('readPlaywrightReport', () => {
  it('counts passes, names failures with their error and trace, and lists tests passed on retry', () => {
    const summary = readPlaywrightReport({
      suites: [
        {
          title: 'quote-dialog.test.ts',
          file: 'quote-dialog.test.ts',
          specs: [{ title: 'opens', tests: [{ status: 'expected', results: [result()] }] }],
          suites: [
            {
              title: 'at 390 px',
              file: 'quote-dialog.test.ts',
              specs: [
                {
                  title: 'sends',
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        result('first try'),
                        result(
                          '\u001b[31mError: expect(received).toBe(expected)\u001b[39m\n  at x',
                          'a/trace.zip',
                        ),
                      ],
                    },
                  ],
                },
                {
                  title: 'closes',
                  tests: [{ status: 'flaky', results: [result('slow'), result()] }],
                },
                { title: 'later', tests: [{ status: 'skipped', results: [] }] },
              ],
            },
          ],
        },
      ],
    });
    expect(summary).toEqual({
      passed: 2,
      failed: 1,
      failures: [
        'tests/e2e/quote-dialog.test.ts > at 390 px > sends',
        '    Error: expect(received).toBe(expected)',
        '    trace: npx playwright show-trace a/trace.zip',
      ],
      retried: ['tests/e2e/quote-dialog.test.ts > at 390 px > closes'],
    });
  });

  it('fails the run for an error outside any test, such as a file that would not load', () => {
    const summary = readPlaywrightReport({ suites: [], errors: [{ message: 'SyntaxError: x' }] });
    expect(summary.failed).toBe(1);
    expect(summary.failures).toEqual(['tests/e2e (outside any test)', '    SyntaxError: x']);
  });
});
