/**
 * The standard "what is included" text of a price, in English and Welsh: the operator edits it
 * once in /admin/settings, and every price form starts from the twin in the customer's language.
 * Client-safe.
 */
import type { Translations } from '#app/lib/locale.ts';
import { PRICE_TEXT_MAX } from './customer-quote-constants.ts';

export const SAVE_INCLUDED_INTENT = 'save-included-text';
export const INCLUDED_FIELDS = { en: 'includedEn', cy: 'includedCy' } as const;

/**
 * The text of a fresh install, until the operator saves their own. A business not registered for
 * VAT (no `VAT_NUMBER`) charges none, so its price must not say VAT is in it: "all charges" instead.
 */
export const DEFAULT_INCLUDED_TEXT = {
  vat: {
    en: 'The minibus and a professional driver for the whole journey, fuel, and VAT.',
    cy: 'Y bws mini a gyrrwr proffesiynol ar gyfer y daith gyfan, tanwydd, a TAW.',
  },
  noVat: {
    en: 'The minibus and a professional driver for the whole journey, fuel, and all charges.',
    cy: "Y bws mini a gyrrwr proffesiynol ar gyfer y daith gyfan, tanwydd, a'r holl daliadau.",
  },
} satisfies Record<'vat' | 'noVat', Translations<string>>;

export function defaultIncludedText(vatRegistered: boolean): IncludedText {
  return vatRegistered ? DEFAULT_INCLUDED_TEXT.vat : DEFAULT_INCLUDED_TEXT.noVat;
}

export type IncludedText = Translations<string>;

export const INCLUDED_TEXT_MISSING = {
  en: 'Write what a price includes, in English.',
  cy: 'Write what a price includes, in Welsh.',
} satisfies Translations<string>;
export const INCLUDED_TEXT_TOO_LONG = `Keep this under ${PRICE_TEXT_MAX} characters.`;

export type IncludedTextForm =
  | { ok: true; text: IncludedText }
  | { ok: false; fieldErrors: Record<string, string>; values: IncludedText };

export function includedTextFromForm(form: FormData): IncludedTextForm {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const text = { en: read(INCLUDED_FIELDS.en), cy: read(INCLUDED_FIELDS.cy) };
  const fieldErrors: Record<string, string> = {};
  for (const locale of ['en', 'cy'] as const) {
    if (!text[locale]) fieldErrors[INCLUDED_FIELDS[locale]] = INCLUDED_TEXT_MISSING[locale];
    else if (text[locale].length > PRICE_TEXT_MAX) {
      fieldErrors[INCLUDED_FIELDS[locale]] = INCLUDED_TEXT_TOO_LONG;
    }
  }
  return Object.keys(fieldErrors).length > 0
    ? { ok: false, fieldErrors, values: text }
    : { ok: true, text };
}
