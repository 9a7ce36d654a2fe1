/**
 * iCalendar (RFC 5545) text rules and journey-event facts shared by every .ics the site makes: the
 * /thanks reminder and the booking confirmation's calendar file. Pure, client-safe.
 */

/**
 * RFC 5545 TEXT allows no control characters but HTAB; a bare CR would end the content line in
 * some readers even though `ics` escapes CRLF and LF. Line breaks become LF (escaped to \n by
 * `ics`), other controls are dropped, so no value can start a property of its own.
 */
export function cleanText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .trim()
  );
}

const encoder = new TextEncoder();

/**
 * Folds one content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character: `ics`
 * folds at 75 characters, which overruns the limit as soon as a value holds 'ŵ' or '✈'.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // continuation lines start with a space, which counts
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Undoes any folding (CRLF followed by a space or tab), then folds every line by octets. */
export function refold(ics: string): string {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => (line ? foldLine(line) : line))
    .join('\r\n');
}

export const CALENDAR_ALARM_TEXT = 'Your Bus4U journey is tomorrow';

/** A journey's event lasts this long from the pickup time. */
export const CALENDAR_EVENT_HOURS = 1;
/** Its alarm rings this long before the pickup. */
export const CALENDAR_REMINDER_HOURS = 24;

/** The file's name when there is no usable pickup date (docs/http-api.md). */
export const CALENDAR_FILE_DEFAULT_NAME = 'bus4u-quote-reminder.ics';

/** bus4u-journey-2026-07-14.ics, or the general reminder name without a usable date. */
export function calendarFileName(pickupDate?: string | null): string {
  return pickupDate && /^\d{4}-\d{2}-\d{2}$/.test(pickupDate)
    ? `bus4u-journey-${pickupDate}.ics`
    : CALENDAR_FILE_DEFAULT_NAME;
}
