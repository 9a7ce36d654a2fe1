/**
 * What the price panel says after the price: "book now" only when the server says the journey
 * can be booked this minute; otherwise why not, in a few words, and that a quote follows.
 */
import { describe, expect, it } from 'vitest';
import { nextStepText } from './estimate-panel.tsx';
import type { Estimate } from './estimate.ts';
import type { BookingAnswer, EstimateState } from './use-estimate.ts';

const estimate = { total: 20_000 } as Estimate;
const priced = (booking?: BookingAnswer): EstimateState => ({
  status: 'priced',
  estimate,
  vatIncluded: false,
  booking,
});

describe('the price panel’s next step', () => {
  it('says "book now" only for a journey that can be booked now', () => {
    expect(nextStepText(priced({ now: true }), 'en')).toBe(
      'You can book this now: send the form, then book and pay straight away.',
    );
    expect(nextStepText(priced({ now: true }), 'cy')).toBe(
      "Gallwch archebu'r daith hon nawr: anfonwch y ffurflen, yna archebu a thalu'n syth.",
    );
  });

  it('gives the reason and the quote line for a journey that cannot', () => {
    expect(nextStepText(priced({ now: false, reason: 'notice' }), 'en')).toBe(
      'This pickup is too soon to book online. Our quote confirms it within 24 hours.',
    );
    expect(nextStepText(priced({ now: false, reason: 'passengers' }), 'cy')).toBe(
      "Rydym yn archebu grŵp o'r maint hwn â llaw. Bydd ein dyfynbris yn ei gadarnhau o fewn 24 awr.",
    );
  });

  it('says only the quote line when instant booking is off or the server says nothing', () => {
    const quoteLine = 'Our quote confirms it within 24 hours.';
    expect(nextStepText(priced({ now: false, reason: 'off' }), 'en')).toBe(quoteLine);
    expect(nextStepText(priced(), 'en')).toBe(quoteLine);
  });
});
