/**
 * The glossary's register rule (app/content/cy/glossary.md, "Register"): the pages speak, the
 * transactions write. The pages, the blog and the chrome around them use the spoken standard
 * (Rydyn ni, wrthon ni); the quote form, /thanks, the customer's page, the e-mails, the calendar
 * file and the payment documents use the standard written forms (Rydym, wrthym, Nid oedd). A
 * text of one kind that slips into the other's forms fails here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = new URL('.', import.meta.url).pathname;

/**
 * Forms only the spoken standard uses: the spoken present and negatives ("Rydyn ni", "Dydy",
 * "does dim" for the written "nid oes dim"), the spoken preterite after the relative "a" or the
 * particle "fe" ("a anfonon ni", "fe geision ni" for "a anfonwyd gennym", "rydym wedi ceisio"),
 * and a question that drops its particle ("Fyddech chi…?" for "A fyddech chi…?").
 */
const SPOKEN = new RegExp(
  [
    String.raw`\b(Rydyn ni|rydyn ni|Dydyn ni|dydyn ni|wrthon ni|Doedd|doedd|Dydy|dydy)\b`,
    String.raw`\b[Dd]oes (dim|neb)\b`,
    String.raw`\b(a|[Ff]e|[Mm]i) \p{L}+on ni\b`,
    String.raw`(^|[.!?:'"\x60]\s*)(Fyddech|Fyddai|Allech|Ydych)\b`,
  ].join('|'),
  'u',
);
/** Forms only the written standard uses. */
const WRITTEN = /\b(Rydym|rydym|Nid ydym|nid ydym|wrthym|Nid yw|nid yw|Nid oedd|nid oedd)\b/;

/** The transactional texts named by hand: the ones whose Welsh is not in a `cy: {` record. */
const LISTED = [
  'features/customer-quote/customer-quote-text.ts',
  'features/customer-quote/included-text.ts',
  'features/instant-booking/instant-text.ts',
  'features/payments/documents/documents-text.ts',
  'features/payments/emails/balance-email-text.ts',
  'features/payments/final-money-text.ts',
  'features/payments/payments-text.ts',
  'features/payments/stripe-money-text.ts',
  'features/price-chasing/emails/price-chase-text.ts',
  'features/pricing/estimate-panel.tsx',
  'features/pricing/estimate-service.server.ts',
  'features/pricing/ui/estimate-lines.tsx',
  'features/pricing/place-combobox-text.ts',
  'features/quote/emails/customer-acknowledgement.server.tsx',
  'features/quote/quote-messages.ts',
  'features/quote/quote-text.ts',
  'features/review-request/emails/review-text.ts',
  'features/review-request/ui/review-opt-out-text.ts',
  'features/thanks/thanks-text.ts',
  'lib/emails/email-text.ts',
  'lib/estimate-lines-text.ts',
  'lib/journey-messages.ts',
];

/**
 * Every module of the features and the shared library that holds a Welsh record (`cy: {`), found
 * rather than listed, so a new e-mail or page text is checked from its first line. The consent
 * banner is page chrome and speaks as the pages do.
 */
function welshRecords(): string[] {
  return ['features', 'lib'].flatMap((folder) =>
    readdirSync(join(APP, folder), { recursive: true, encoding: 'utf8' })
      .map((name) => `${folder}/${name}`)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => !file.startsWith('features/consent/'))
      .filter((file) => /\bcy: \{/.test(readFileSync(join(APP, file), 'utf8'))),
  );
}

/** The transactional texts: every record the form, the customer's page and the mail speak from. */
const TRANSACTIONAL = [...new Set([...LISTED, ...welshRecords()])];

/** The pages' Welsh: their Markdown twins, content modules and the chrome around them. */
function pageTexts(): string[] {
  const twins = (folder: string) =>
    readdirSync(join(APP, folder))
      .filter((name) => name.endsWith('.cy.md') || name.endsWith('.cy.ts'))
      .map((name) => `${folder}/${name}`);
  return [
    ...twins('content'),
    ...twins('content/pages'),
    ...twins('content/blog'),
    'components/actions-text.ts',
    'components/footer-text.ts',
    'components/header-text.ts',
    'components/sections/sections-text.ts',
    'features/consent/consent-text.ts',
    'routes/pages-text.ts',
  ];
}

/** Each line of a file that matches, as `file:line: text`. */
function offending(files: readonly string[], form: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(join(APP, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (form.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('the Welsh register (glossary)', () => {
  it('writes the transactions in the standard written forms', () => {
    // Found, not only listed: texts added after the list was written are read too.
    expect(TRANSACTIONAL).toContain('features/payments/emails/payment-returned-text.ts');
    expect(TRANSACTIONAL).toContain('features/payments/confirmation-payment-text.ts');
    expect(offending(TRANSACTIONAL, SPOKEN)).toEqual([]);
  });

  it('speaks the pages in the spoken standard', () => {
    const pages = pageTexts();
    expect(pages.length).toBeGreaterThan(40);
    expect(offending(pages, WRITTEN)).toEqual([]);
  });

  it('tells the two apart', () => {
    expect(SPOKEN.test('Doedd dim modd anfon eich cais.')).toBe(true);
    expect(WRITTEN.test('Doedd dim modd anfon eich cais.')).toBe(false);
    expect(WRITTEN.test('Rydym yn derbyn archebion')).toBe(true);
  });

  it('catches the spoken negatives, preterites and bare questions that slip into a transaction', () => {
    const spoken = [
      "felly does dim i'w dalu ar-lein",
      'Does dim modd ei dderbyn ar-lein bellach.',
      'does neb ar gael',
      "mae'r pris o £500.00 a anfonon ni ar gyfer eich taith",
      "Fe geision ni dalu £105.00 yn ôl i'ch cerdyn",
      'ask: "Fyddech chi\'n fodlon cymryd munud?"',
      'Diolch. Allech chi ein ffonio?',
      "'Ydych chi wedi talu?'",
    ];
    for (const line of spoken) expect(SPOKEN.test(line), line).toBe(true);
    const written = [
      "felly nid oes dim i'w dalu ar-lein",
      'Nid oes modd ei dderbyn ar-lein bellach.',
      "mae'r pris o £500.00 a anfonwyd gennym ar gyfer eich taith",
      "Rydym wedi ceisio talu £105.00 yn ôl i'ch cerdyn",
      'ask: "A fyddech chi\'n fodlon cymryd munud?"',
      'os ydych chi wedi talu',
      'Byddwn yn cysylltu â chi',
      'Does it still hold? Nothing comes back.',
    ];
    for (const line of written) expect(SPOKEN.test(line), line).toBe(false);
  });
});
