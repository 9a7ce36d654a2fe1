import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { valueAtName } from '#app/lib/form-names.ts';
import { DEFAULT_PAYMENT_TERMS } from './payment-terms.ts';
import { PaymentTermsFormSchema, TERMS_MESSAGES, termsFormValues } from './payment-terms-form.ts';
import { paymentTermsInWords } from './payment-terms-words.ts';

function formOf(values: Record<string, string>, services: string[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  for (const service of services) form.append('wholeFareService', service);
  return form;
}

const defaults = termsFormValues(DEFAULT_PAYMENT_TERMS);

/** The form read as the server reads a submission (Conform): the terms, or each field's message. */
function termsFromForm(form: FormData) {
  const submission = parseWithZod(form, { schema: PaymentTermsFormSchema });
  if (submission.status === 'success') return { ok: true as const, terms: submission.value };
  const reply = submission.reply();
  const typed = (name: string) => valueAtName(reply.initialValue, name);
  return {
    ok: false as const,
    fieldErrors: Object.fromEntries(
      Object.entries(submission.error ?? {}).map(([name, messages]) => [name, messages?.[0]]),
    ),
    typed,
    services: [typed('wholeFareService') ?? []].flat(),
  };
}

describe('the payment terms form', () => {
  it('gives back the terms it was filled with', () => {
    expect(termsFromForm(formOf(defaults, ['stag-hen']))).toEqual({
      ok: true,
      terms: DEFAULT_PAYMENT_TERMS,
    });
  });

  it('shows money in pounds and notice in hours', () => {
    expect(defaults).toMatchObject({
      depositPercent: '25',
      depositMinimum: '50.00',
      'tier0.notice': 'more-than',
      'tier0.hours': '168',
      'tier0.keepPercent': '0',
      'tier1.hours': '48',
      'tier3.hours': '',
    });
  });

  it.each([
    ['depositPercent', '0x20', TERMS_MESSAGES.percent],
    ['depositPercent', '1e1', TERMS_MESSAGES.percent],
    ['depositPercent', '101', TERMS_MESSAGES.percent],
    ['depositMinimum', '-5', TERMS_MESSAGES.pounds],
    ['depositMinimum', '50.001', TERMS_MESSAGES.pounds],
    ['balanceDueDaysBefore', '7.5', TERMS_MESSAGES.wholeNumber],
    ['tier1.keepPercent', '150', TERMS_MESSAGES.keepPercent],
    ['tier1.keepPercent', '', TERMS_MESSAGES.tierIncomplete],
    ['tier1.hours', '168', TERMS_MESSAGES.sameNotice],
  ])('refuses %s = %j with a message, keeping what was typed', (name, value, message) => {
    const result = termsFromForm(formOf({ ...defaults, [name]: value }, ['stag-hen']));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors[name]).toBe(message);
    expect(result.typed(name) ?? '').toBe(value);
    expect(result.services).toEqual(['stag-hen']);
  });

  it('needs at least one cancellation tier', () => {
    const empty = { ...defaults };
    for (const i of [0, 1, 2]) {
      empty[`tier${i}.hours`] = '';
      empty[`tier${i}.keepPercent`] = '';
    }
    const result = termsFromForm(formOf(empty));
    expect(result.ok ? null : result.fieldErrors['tier0.hours']).toBe(TERMS_MESSAGES.noTier);
  });

  it('ignores a service that does not exist', () => {
    const result = termsFromForm(formOf(defaults, ['stag-hen', 'space-flight']));
    expect(result.ok && result.terms.wholeFareServices).toEqual(['stag-hen']);
  });
});

describe('the payment terms in words', () => {
  it('say the defaults as the operator wrote them', () => {
    expect(paymentTermsInWords(DEFAULT_PAYMENT_TERMS)).toEqual([
      'On accepting a price, the customer pays a deposit of 25% of the fare (at least £50), and the balance 7 days before the pickup.',
      'A trip 14 days away or less is paid in full on accepting, and so is every Stag & Hen Party booking.',
      'An acceptance not paid within 48 hours releases the booking.',
      'Cancelled more than 7 days before the pickup: everything paid comes back.',
      'Cancelled 2 days or more before the pickup: half the fare is kept.',
      'Cancelled with less notice: the whole fare is kept.',
    ]);
  });
});
