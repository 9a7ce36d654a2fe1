import { describe, expect, it } from 'vitest';
import { buildCountryCodeOptions, countryCodeOptions } from './country-codes.ts';

describe('countryCodeOptions (about 40 codes, +44 the default)', () => {
  const options = countryCodeOptions();

  it('offers about 40 distinct codes with the UK first', () => {
    expect(options.length).toBeGreaterThanOrEqual(35);
    expect(options.length).toBeLessThanOrEqual(45);
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    expect(options[0]).toEqual({ value: '+44', label: 'United Kingdom (+44)' });
  });

  it('sorts the rest by country name and names shared codes together', () => {
    const rest = options.slice(1).map((o) => o.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(options).toContainEqual({ value: '+1', label: 'Canada / United States (+1)' });
    expect(options).toContainEqual({ value: '+353', label: 'Ireland (+353)' });
  });

  it('shows in pages exactly what CLDR gives in Node, in English and Welsh', () => {
    // Written out for the browser's sake; regenerate from buildCountryCodeOptions when REGIONS
    // or the pinned Node's ICU changes.
    expect(countryCodeOptions('en')).toEqual(buildCountryCodeOptions(undefined, 'en-GB'));
    expect(countryCodeOptions('cy')).toEqual(buildCountryCodeOptions(undefined, 'cy-GB'));
    expect(countryCodeOptions('cy')[0]).toEqual({ value: '+44', label: 'Y Deyrnas Unedig (+44)' });
  });

  it('takes the codes from libphonenumber-js metadata', () => {
    expect(buildCountryCodeOptions(['FR', 'IN'])).toEqual([
      { value: '+33', label: 'France (+33)' },
      { value: '+91', label: 'India (+91)' },
    ]);
  });
});
