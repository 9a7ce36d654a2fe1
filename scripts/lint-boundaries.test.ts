/**
 * The layering rules of eslint.config.js (docs/architecture.md) really fail a bad import: a
 * feature importing another feature, shared code importing a feature, the platform importing the app
 * or the composition, a feature importing the composition, and an import cycle. Each case is linted as if it were a file of the repository.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The rule ids ESLint reports for `code` linted as the file at `filePath`. */
async function rulesBroken(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId);
}

// ESLint follows every import of the repository for the cycle rule: on a busy machine the first
// file takes longer than the default 5 s, so no bound is set (0); each case still lints only once.
describe('feature boundaries in lint', { timeout: 0 }, () => {
  it('refuses a feature importing another feature', async () => {
    const broken = await rulesBroken(
      'app/features/thanks/boundary-probe.ts',
      "import { QUOTE_PAGE_PATH } from '#app/features/quote/quote-constants.ts';\n" +
        'export const probe = QUOTE_PAGE_PATH;\n',
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('refuses it by a relative path too', async () => {
    const broken = await rulesBroken(
      'app/features/admin/boundary-probe.ts',
      "import { JOB_LEG_HOURS } from '../bookings/booking-times.ts';\n" +
        'export const probe = JOB_LEG_HOURS;\n',
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import the shared vocabulary', async () => {
    const broken = await rulesBroken(
      'app/features/thanks/boundary-probe.ts',
      "import { QUOTE_PAGE_PATH } from '#app/lib/quote-facts.ts';\n" +
        'export const probe = QUOTE_PAGE_PATH;\n',
    );
    expect(broken).toEqual([]);
  });

  it('refuses shared code importing a feature', async () => {
    const broken = await rulesBroken(
      'app/lib/boundary-probe.ts',
      "import { QUOTE_PAGE_PATH } from '#app/features/quote/quote-constants.ts';\n" +
        'export const probe = QUOTE_PAGE_PATH;\n',
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('refuses the platform importing a feature, and lets the composition', async () => {
    const code =
      "import { quotesRouter } from '#app/features/quote/quotes-api.server.ts';\n" +
      'export const probe = quotesRouter;\n';
    expect(await rulesBroken('server/platform/outbox/boundary-probe.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken('server/quote-pipeline.server.ts', code)).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses the platform importing shared app code or the composition', async () => {
    const shared =
      "import { formatPence } from '#app/lib/money.ts';\nexport const probe = formatPence;\n";
    expect(await rulesBroken('server/platform/db/boundary-probe.ts', shared)).toContain(
      'import-x/no-restricted-paths',
    );
    const composition =
      "import { createApp } from '../app.server.ts';\nexport const probe = createApp;\n";
    expect(await rulesBroken('server/platform/boundary-probe.ts', composition)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a feature importing the composition, and lets it use the platform', async () => {
    const composition =
      "import { PERSON_DATA_PARTS } from '#server/person-data.server.ts';\n" +
      'export const probe = PERSON_DATA_PARTS;\n';
    expect(
      await rulesBroken('app/features/bookings/boundary-probe.server.ts', composition),
    ).toContain('import-x/no-restricted-paths');
    const platform =
      "import { errorClass } from '#server/platform/error-class.server.ts';\n" +
      'export const probe = errorClass;\n';
    expect(await rulesBroken('app/features/bookings/boundary-probe.server.ts', platform)).toEqual(
      [],
    );
  });

  it('refuses an import cycle', async () => {
    // quote-schema.ts imports quote-constants.ts: importing it back from there closes a cycle.
    const broken = await rulesBroken(
      'app/features/quote/quote-constants.ts',
      "import { QuoteRequestSchema } from './quote-schema.ts';\n" +
        'export const probe = QuoteRequestSchema;\n',
    );
    expect(broken).toContain('import-x/no-cycle');
  });
});
