/**
 * Quote reference ids: 'Q-' + the London date (YYMMDD) + '-' + 8 random Crockford base32 characters,
 * e.g. Q-260714-7K3M9QXT.
 *
 * Why this shape: the id is the reference a customer reads out on the phone and the operator sees
 * in the e-mail subject, so it should be short, unambiguous (Crockford base32 has no I, L, O or U)
 * and tell the day at a glance. 40 random bits make it unguessable for our purposes (nothing is
 * served by id without an admin session) and make a same-day collision vanishingly rare; the
 * primary key would refuse one anyway. A UUIDv7 would work too but nobody can read one aloud.
 */
import { randomBytes } from 'node:crypto';
import { londonToday } from '#app/lib/london-dates.ts';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARS = 8;

export const QUOTE_ID_PATTERN = /^Q-\d{6}-[0-9A-HJKMNP-TV-Z]{8}$/;

export function newQuoteId(now: Date = new Date()): string {
  const day = londonToday(now).replaceAll('-', '').slice(2);
  const bytes = randomBytes(RANDOM_CHARS);
  let random = '';
  // 256 is a multiple of 32, so taking each byte modulo 32 keeps every character equally likely.
  for (const byte of bytes) random += CROCKFORD[byte % 32];
  return `Q-${day}-${random}`;
}
