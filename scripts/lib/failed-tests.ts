/**
 * Names the failed tests of a vitest JSON report, each with the first line of its error, so the
 * end of `npm test` says what failed without the whole log: CI shows only a run's last lines, and a
 * failure told there as a bare count cannot be chased.
 */

/** The part of vitest's JSON report (`--reporter=json`) read here. */
export interface VitestJsonReport {
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** The longest error line kept: enough to tell a timeout from an assertion, short enough to read. */
const ERROR_LINE_LIMIT = 240;

export function failedTests(report: VitestJsonReport, root: string): string[] {
  const lines: string[] = [];
  for (const file of report.testResults ?? []) {
    const path = file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    const failedCases = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedCases) {
      lines.push(`${path} > ${test.fullName}`, `    ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that failed with no failing case (it would not load, or a hook threw) says so itself.
    if (file.status === 'failed' && failedCases.length === 0) {
      lines.push(path, `    ${firstLine(file.message)}`);
    }
  }
  return lines;
}

/** The first non-blank line of a runner's error message, without colours, shortened. */
export function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- the runners colour their messages; the colour codes are dropped
  const plain = (message ?? 'no message').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((text) => text.trim() !== '') ?? 'no message';
  return line.length > ERROR_LINE_LIMIT ? `${line.slice(0, ERROR_LINE_LIMIT)}…` : line;
}
