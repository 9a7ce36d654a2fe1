/**
 * Finds a UK postcode in what a visitor typed: a full one ("CF10 1EP", "cf101ep", "CF24 3AA") or
 * a postcode district alone ("CF11"), in any case, with or without the space, alone or inside an
 * address. Only the outward code (the district) is returned: the gazetteer knows each district's
 * centre, not each full postcode's.
 */

/** Outward code: one or two letters, a digit, then a digit or a letter ("W1A", "SW1A", "CF10"). */
const OUTWARD = '[A-Z]{1,2}[0-9][0-9A-Z]?';
/** Inward code: a digit and two letters ("1EP"). */
const INWARD = '[0-9][A-Z]{2}';
const FULL_POSTCODE = new RegExp(`(?<![A-Z0-9])(${OUTWARD})\\s*(${INWARD})(?![A-Z0-9])`, 'i');
/**
 * A district alone counts only at the end of the text or of a comma-separated part ("Roath CF24",
 * "CF11, Cardiff"), and not after "the": "M4 junction 33" and "off the M4" name a motorway, not
 * a district of Manchester.
 */
const DISTRICT_ALONE = new RegExp(
  `(?<![A-Z0-9])(?<!\\bthe\\s+)(${OUTWARD})(?=\\s*(?:[,;\\n]|$))`,
  'gi',
);

export interface TypedPostcode {
  /** The outward code, upper case ("CF10"). */
  district: string;
  /** As a person writes it: "CF10 1EP" for a full postcode, "CF11" for a district alone. */
  display: string;
  /** The characters of the text that were the postcode, so the rest can be read for places. */
  typed: string;
}

/**
 * The postcode a text names, if any. A full postcode wins over a district alone; a district alone
 * counts only when `isDistrict` knows it, so a terminal ("T5") is not taken for one.
 */
export function findPostcode(
  text: string,
  isDistrict: (district: string) => boolean,
): TypedPostcode | null {
  const full = FULL_POSTCODE.exec(text);
  if (full) {
    const district = full[1]!.toUpperCase();
    if (isDistrict(district))
      return {
        district,
        display: `${district} ${full[2]!.toUpperCase()}`,
        typed: full[0],
      };
  }
  for (const match of text.matchAll(DISTRICT_ALONE)) {
    const district = match[1]!.toUpperCase();
    if (isDistrict(district)) return { district, display: district, typed: match[0] };
  }
  return null;
}
