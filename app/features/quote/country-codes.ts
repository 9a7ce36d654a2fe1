/**
 * The country calling codes the phone field offers (about 40, +44 the default): the
 * places our customers and their guests most often ring from, codes from libphonenumber-js's small
 * metadata, names from CLDR (in Welsh on Welsh pages). The UK comes first, the rest by name.
 * `buildCountryCodeOptions` asks Intl for them; pages read the lists it gives in Node, written out
 * in country-code-options.ts, so no browser's own data can change them.
 */
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import type { Locale } from '#app/lib/locale.ts';
import { COUNTRY_CODE_OPTIONS, type CountryCodeOption } from './country-code-options.ts';

const HOME_REGION: CountryCode = 'GB';
// prettier-ignore
const REGIONS: readonly CountryCode[] = [
  'GB', 'IE', 'US', 'CA', 'AU', 'NZ', 'FR', 'DE', 'ES', 'PT', 'IT', 'NL', 'BE', 'CH',
  'AT', 'DK', 'SE', 'NO', 'FI', 'PL', 'CZ', 'RO', 'BG', 'GR', 'HU', 'TR', 'CY', 'MT',
  'IN', 'PK', 'BD', 'CN', 'HK', 'JP', 'SG', 'AE', 'SA', 'QA', 'ZA', 'NG', 'BR',
];

export function buildCountryCodeOptions(
  regions: readonly CountryCode[] = REGIONS,
  locale = 'en-GB',
): CountryCodeOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const byCode = new Map<string, { names: string[]; home: boolean }>();
  for (const region of regions) {
    const value = `+${getCountryCallingCode(region)}`;
    const entry = byCode.get(value) ?? { names: [], home: false };
    entry.names.push(names.of(region) ?? region);
    entry.home ||= region === HOME_REGION;
    byCode.set(value, entry);
  }
  const options = [...byCode].map(([value, entry]) => ({
    value,
    label: `${entry.names.sort((a, b) => a.localeCompare(b, locale)).join(' / ')} (${value})`,
    home: entry.home,
  }));
  options.sort((a, b) =>
    a.home !== b.home ? (a.home ? -1 : 1) : a.label.localeCompare(b.label, locale),
  );
  return options.map(({ value, label }) => ({ value, label }));
}

/** The options a page shows, the same on the server and in the browser (country-code-options.ts). */
export function countryCodeOptions(locale: Locale = 'en'): readonly CountryCodeOption[] {
  return COUNTRY_CODE_OPTIONS[locale];
}
