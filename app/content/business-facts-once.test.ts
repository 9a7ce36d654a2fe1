/**
 * Every business fact is written once, in business.ts: copy uses `{{token}}`s, components and TS
 * content read BUSINESS. This fails when one of business.ts's values is written out anywhere in
 * the content, components, features or routes, so a change of phone number or address can never
 * miss a page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUSINESS } from './business.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED = ['app/content', 'app/components', 'app/features', 'app/routes'];
const HOME = 'app/content/business.ts';
/** The translators' glossary names the office to say it stays in English; it is never shown. */
const GLOSSARY = 'app/content/cy/glossary.md';
const TEXT_FILE = /\.(ts|tsx|md|mdx|json|css|txt|html|svg)$/;
const TEST_FILE = /\.test\.tsx?$/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A value as written by hand: any spacing between its words (and, for numbers, its digits). */
function looseWords(value: string): RegExp {
  return new RegExp(value.trim().split(/\s+/).map(escape).join('\\s*'), 'i');
}
function looseDigits(digits: string): RegExp {
  return new RegExp(digits.split('').map(escape).join('[\\s-]*'));
}

const e164 = BUSINESS.phone.e164;
const national = e164.startsWith('+44') ? `0${e164.slice(3)}` : e164;

/** business.ts's literal values, each with the pattern that finds it written out. */
const FACTS: { fact: string; pattern: RegExp }[] = [
  { fact: 'operator licence', pattern: looseWords(BUSINESS.licence.operatorLicence) },
  { fact: 'phone (display)', pattern: looseWords(BUSINESS.phone.display) },
  { fact: 'phone (national digits)', pattern: looseDigits(national) },
  { fact: 'phone (E.164 and WhatsApp)', pattern: looseDigits(BUSINESS.whatsappNumber) },
  { fact: 'e-mail', pattern: looseWords(BUSINESS.email) },
  { fact: 'building', pattern: looseWords(BUSINESS.address.building) },
  { fact: 'street', pattern: looseWords(BUSINESS.address.street) },
  { fact: 'postcode', pattern: looseWords(BUSINESS.address.postcode) },
  ...(BUSINESS.companyNumber
    ? [{ fact: 'company number', pattern: looseWords(BUSINESS.companyNumber) }]
    : []),
  ...(BUSINESS.vatNumber ? [{ fact: 'VAT number', pattern: looseWords(BUSINESS.vatNumber) }] : []),
];

function factsIn(text: string): string[] {
  const lines = text.split('\n');
  return FACTS.flatMap(({ fact, pattern }) =>
    lines.flatMap((line, i) => (pattern.test(line) ? [`line ${i + 1}: ${fact}`] : [])),
  );
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

describe('business facts are written once', () => {
  it('finds each fact written out, however it is spaced', () => {
    // Built from BUSINESS rather than typed out, so this file passes its own check.
    const { licence, phone, email, address } = BUSINESS;
    const squeezed = (text: string) => text.replace(/\s+/g, '');
    expect(factsIn(`Licensed operator ${squeezed(licence.operatorLicence)}.`)).toEqual([
      'line 1: operator licence',
    ]);
    expect(factsIn(`Call ${national.slice(0, 5)} ${national.slice(5)}`)).toEqual([
      'line 1: phone (national digits)',
    ]);
    expect(factsIn(`Call ${phone.display}`)).toEqual([
      'line 1: phone (display)',
      'line 1: phone (national digits)',
    ]);
    expect(factsIn(`<a href="tel:${phone.e164}">`)).toEqual(['line 1: phone (E.164 and WhatsApp)']);
    expect(factsIn(`wa.me/${BUSINESS.whatsappNumber}`)).toEqual([
      'line 1: phone (E.164 and WhatsApp)',
    ]);
    expect(factsIn(`Write to ${email.toUpperCase()}`)).toEqual(['line 1: e-mail']);
    expect(
      factsIn(`${address.building},\n${address.street},\n${address.city} ${address.postcode}`),
    ).toEqual(['line 1: building', 'line 2: street', 'line 3: postcode']);
    expect(factsIn('Licence {{operatorLicence}}, at {{address}}, call {{phone}}')).toEqual([]);
  });

  it('no content, component, feature or route file writes one out (business.ts holds them)', () => {
    const files = SCANNED.flatMap(filesUnder).filter(
      (file) => TEXT_FILE.test(file) && !TEST_FILE.test(file) && file !== HOME && file !== GLOSSARY,
    );
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      factsIn(readFileSync(join(ROOT, file), 'utf8')).map((where) => `${file} ${where}`),
    );
    // Markdown: use {{operatorLicence}}, {{phone}}, {{email}}, {{address}}, {{building}},
    // {{street}}, {{companyNumber}}, {{vatNumber}}; TypeScript: read BUSINESS from app/content/business.ts.
    expect(found).toEqual([]);
  });
});
