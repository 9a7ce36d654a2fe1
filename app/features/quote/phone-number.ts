/**
 * People write phone numbers the way they dial them at home: "07700 900123" with +44 chosen.
 * Joined as typed that makes "+4407700900123", which no phone can dial; libphonenumber-js knows
 * each country's trunk prefix and drops it. A number it cannot read is sent as typed: the operator
 * can still read it, and the form only asks for 10 characters.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export function normalisePhone(
  countryCode: string,
  phone: string,
): { countryCode: string; phone: string } {
  const parsed = parsePhoneNumberFromString(phone, {
    defaultCallingCode: countryCode.replace(/^\+/, ''),
  });
  if (!parsed) return { countryCode, phone };
  // A number typed with its own "+33…" keeps its own code, whatever the select says.
  return { countryCode: `+${parsed.countryCallingCode}`, phone: parsed.nationalNumber };
}
