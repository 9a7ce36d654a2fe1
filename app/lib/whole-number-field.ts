/**
 * A form input that must hold a whole number in a range, as a zod schema Conform parses a
 * submission with: the number itself, or the input's own message. Read the strict way
 * (`parseDecimalInteger`): "0x30", "1e2" and "+5" are no numbers, as Number() would make them.
 * Client-safe.
 */
import { z } from 'zod';
import { parseDecimalInteger } from './decimal-integer.ts';

/** A whole number from `min` to `max` typed into a text input; `message` when it is not one. */
export function wholeNumberField(min: number, max: number, message: string) {
  // Conform posts an empty input as undefined: the same message as a wrong figure.
  return z.string({ error: message }).transform((text, context) => {
    const n = parseDecimalInteger(text.trim());
    if (n === undefined || n < min || n > max) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
}
