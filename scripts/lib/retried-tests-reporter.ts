import { appendFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Lists the tests that failed first and passed on their retry (the e2e project retries once,
 * docs/decisions/009). A retry keeps one slow moment on a shared machine from failing the run,
 * but such a test is still a defect to fix, so it is named at the end of every run, never hidden.
 * Under `npm test` the names are also added to test-results/retried.txt, which the run repeats on
 * its last lines, where CI's shortened log still shows them.
 */
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
    console.log(`\nPassed only on a retry (flaky: fix these):`);
    for (const name of this.#retried) console.log(`  ${name}`);
    const results = join(process.cwd(), 'test-results');
    if (existsSync(results)) {
      appendFileSync(
        join(results, 'retried.txt'),
        this.#retried.map((name) => `${name}\n`).join(''),
      );
    }
  }
}
