/**
 * Reads the browser suite's Playwright JSON report (playwright.config.ts) for the end of `npm test`:
 * how many passed and failed, each failure with the first line of its error and the trace it left,
 * and each test that passed only on its retry (docs/decisions/009), named so it gets fixed.
 */
import { firstLine } from './failed-tests.ts';

/** The part of Playwright's JSON report (`reporter: json`) read here. */
export interface PlaywrightJsonReport {
  suites?: PlaywrightSuite[];
  /** Errors outside any test: a file that would not load, a hook of the whole run. */
  errors?: { message?: string }[];
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: {
    title: string;
    tests: {
      status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
      results: {
        error?: { message?: string };
        attachments?: { name: string; path?: string }[];
      }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

export const RETRIED_HEADING = 'Passed only on a retry (flaky: fix these):';

export interface BrowserSuiteResult {
  passed: number;
  failed: number;
  /** Each failed test's file and title, its first error line and its trace, two or three lines. */
  failures: string[];
  /** Each test that passed only on its retry, as `file > title`. */
  retried: string[];
}

export function readPlaywrightReport(report: PlaywrightJsonReport): BrowserSuiteResult {
  const result: BrowserSuiteResult = { passed: 0, failed: 0, failures: [], retried: [] };
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      const name = `tests/e2e/${suite.file} > ${[...titles, spec.title].join(' > ')}`;
      for (const test of spec.tests) {
        if (test.status === 'expected' || test.status === 'flaky') result.passed += 1;
        if (test.status === 'flaky') result.retried.push(name);
        if (test.status !== 'unexpected') continue;
        result.failed += 1;
        const last = test.results.at(-1);
        result.failures.push(name, `    ${firstLine(last?.error?.message)}`);
        const trace = last?.attachments?.find((attachment) => attachment.name === 'trace')?.path;
        if (trace) result.failures.push(`    trace: npx playwright show-trace ${trace}`);
      }
    }
    // A file's own suite is titled with its file name, which `name` already says.
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const file of report.suites ?? []) visit(file, []);
  for (const error of report.errors ?? []) {
    result.failed += 1;
    result.failures.push('tests/e2e (outside any test)', `    ${firstLine(error.message)}`);
  }
  return result;
}
