import { describe, expect, it } from 'vitest';
import {
  filtersSearch,
  hasActiveFilters,
  parseQuoteFilters,
  readQuoteFilters,
  SEARCH_MAX_LENGTH,
} from './quote-filters.ts';

const params = (query: string) => new URLSearchParams(query);

describe('the dashboard filters in the query string', () => {
  it('reads every valid filter', () => {
    expect(
      parseQuoteFilters(
        params(
          'q=megan&status=won&service=wedding&source=google_ads&from=2026-01-01&to=2026-01-31&page=3',
        ),
      ),
    ).toEqual({
      q: 'megan',
      status: 'won',
      service: 'wedding',
      source: 'google_ads',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
    });
  });

  it('drops a value outside its choices and says so, keeping the rest', () => {
    const { filters, notices } = readQuoteFilters(
      params('status=pending&from=2026-02-30&page=0&service=wedding'),
    );
    expect(filters).toMatchObject({ status: '', from: '', page: 1, service: 'wedding' });
    expect(notices).toEqual([
      '“Status” was "pending", which is not one of its choices, so requests are shown without it.',
      '“Received from” was "2026-02-30", which is not a date in the calendar, so requests are shown without it.',
      'There is no page "0", so the first page is shown.',
    ]);
  });

  it('cuts a long search to its limit, and ignores blank values', () => {
    const filters = parseQuoteFilters(params(`q=${'a'.repeat(500)}&status=%20&to=`));
    expect(filters.q).toHaveLength(SEARCH_MAX_LENGTH);
    expect(filters.status).toBe('');
    expect(filters.to).toBe('');
  });

  it('writes the query string back, leaving out page 1 and empty filters', () => {
    const filters = parseQuoteFilters(params('q=cardiff airport&status=new&page=2'));
    expect(filtersSearch(filters)).toBe('?q=cardiff+airport&status=new&page=2');
    expect(filtersSearch(filters, { page: 1 })).toBe('?q=cardiff+airport&status=new');
    expect(filtersSearch(parseQuoteFilters(params('')))).toBe('');
  });

  it('counts a page alone as no filter', () => {
    expect(hasActiveFilters(parseQuoteFilters(params('page=4')))).toBe(false);
    expect(hasActiveFilters(parseQuoteFilters(params('source=google_ads')))).toBe(true);
  });
});
