import { describe, expect, it } from 'vitest';
import { OPTIONAL_TEXT } from '#app/components/ui/label.tsx';
import { CUSTOMER_QUOTE_TEXT } from './customer-quote-text.ts';

// The decline reason's field is marked optional, so the label adds the word itself.
describe('the decline reason label', () => {
  it.each(['en', 'cy'] as const)('leaves "(optional)" to the label in %s', (locale) => {
    expect(CUSTOMER_QUOTE_TEXT[locale].decline.reason).not.toContain(OPTIONAL_TEXT[locale]);
    expect(CUSTOMER_QUOTE_TEXT[locale].decline.reason).not.toMatch(/\((optional|dewisol)\)/i);
  });
});
