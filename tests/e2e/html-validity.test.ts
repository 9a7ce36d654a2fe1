/**
 * Every prerendered page is valid HTML, checked by html-validate (a maintained validator that runs
 * without Java), so a mistake such as a `sizes` without a `srcset` cannot come back unseen.
 */
import { defineMetadata, HtmlValidate, metadataHelper, type Report } from 'html-validate';
import { PRERENDER_PATHS } from '#app/routes-table.ts';
import { test, expect } from './harness.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  // The HTML standard allows `sizes` on <img> only beside a `srcset`; html-validate's own element
  // table does not say so yet (11.18), so it is added here, the way its docs extend elements.
  elements: [
    'html5',
    defineMetadata({
      img: {
        attributes: { sizes: { allowed: metadataHelper.allowedIfAttributeIsPresent('srcset') } },
      },
    }),
  ],
  rules: {
    // React writes boolean and void elements its own way (`<meta ... />`); both are valid HTML.
    'void-style': 'off',
    'no-self-closing': 'off',
  },
});

function problems(report: Report): string[] {
  return report.results.flatMap((r) =>
    r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
  );
}

test.describe('html validity', () => {
  test('checks every prerendered page', () => {
    expect(PRERENDER_PATHS.length).toBeGreaterThan(30);
  });

  test('the validator sees a fallback image with `sizes` and no `srcset`', async () => {
    const report = await validator.validateString(
      '<!doctype html><html lang="en"><head><title>t</title></head><body><picture><source type="image/webp" srcset="/a.webp 480w" sizes="100vw"><img src="/a.webp" alt="a" sizes="100vw"></picture></body></html>',
    );
    expect(problems(report).join('\n')).toMatch(/sizes/);
  });

  for (const path of PRERENDER_PATHS) {
    test(`${path} is valid`, async () => {
      const html = await (await fetch(server.url + path)).text();
      const report = await validator.validateString(html, path);
      expect(problems(report)).toEqual([]);
    });
  }
});
