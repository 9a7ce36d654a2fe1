import { describe, expect, it } from 'vitest';
import { defaultIncludedText } from './included-text.ts';

describe('the default "what a price includes"', () => {
  it('names VAT only for a VAT-registered business, in English and Welsh', () => {
    expect(defaultIncludedText(false)).toEqual({
      en: 'The minibus and a professional driver for the whole journey, fuel, and all charges.',
      cy: "Y bws mini a gyrrwr proffesiynol ar gyfer y daith gyfan, tanwydd, a'r holl daliadau.",
    });
    expect(defaultIncludedText(true)).toEqual({
      en: 'The minibus and a professional driver for the whole journey, fuel, and VAT.',
      cy: 'Y bws mini a gyrrwr proffesiynol ar gyfer y daith gyfan, tanwydd, a TAW.',
    });
  });
});
