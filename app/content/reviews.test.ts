import { describe, expect, it } from 'vitest';
import { reviewProblems } from './review-check.ts';
import { REVIEWS } from './reviews.ts';

const REAL = {
  quote: 'On time both ways and the driver helped with every case.',
  author: 'Sian M.',
  source: 'Google',
  date: '2026-03-14',
};

describe('reviews', () => {
  it('every review shown names its source and date', () => {
    expect(
      REVIEWS.flatMap((r, i) => reviewProblems(r).map((p) => `review ${i + 1}: ${p}`)),
    ).toEqual([]);
  });

  it('the check refuses a review without a source or a date', () => {
    expect(reviewProblems(REAL)).toEqual([]);
    const { source: _source, ...noSource } = REAL;
    const { date: _date, ...noDate } = REAL;
    expect(reviewProblems(noSource).join()).toMatch(/source/);
    expect(reviewProblems(noDate).join()).toMatch(/date/);
    expect(reviewProblems({ ...REAL, date: '14/03/2026' }).join()).toMatch(/date/);
    expect(reviewProblems({ ...REAL, date: '2099-01-01' }).join()).toMatch(/date/);
    expect(reviewProblems({ ...REAL, source: 'Sample' }).join()).toMatch(/source/);
  });
});
