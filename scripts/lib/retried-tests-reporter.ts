import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Lists the tests that failed first and passed on their retry (the e2e project retries once,
 * docs/decisions/009). A retry keeps one slow moment on a shared machine from failing the run,
 * but such a test is still a defect to fix, so it is named at the end of every run, never hidden.
 * Under `npm test` the names are also added to the file named by RETRIED_TESTS_FILE, which the
 * run repeats on its last lines, where CI's shortened log still shows them.
 */
export const RETRIED_HEADING = 'Passed only on a retry (flaky: fix these):';
export const RETRIED_TESTS_FILE_ENV = 'RETRIED_TESTS_FILE';

export default class RetriedTestsReporter implements Reporter {
  readonly #retried: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const { retryCount } = testCase.diagnostic() ?? { retryCount: 0 };
    if (retryCount > 0 && testCase.result().state === 'passed') {
      this.#retried.push(
        `${relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName}`,
      );
    }
  }

  onTestRunEnd(): void {
    if (this.#retried.length === 0) return;
    console.log(`\n${RETRIED_HEADING}`);
    for (const name of this.#retried) console.log(`  ${name}`);
    const file = process.env[RETRIED_TESTS_FILE_ENV];
    if (file) appendFileSync(file, this.#retried.map((name) => `${name}\n`).join(''));
  }
}
