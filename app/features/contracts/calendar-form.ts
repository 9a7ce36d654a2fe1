/** The term calendars page's labels, bounds and messages. Client-safe. */
export const CALENDAR_NAME_MAX = 80;
export const RANGE_LABEL_MAX = 80;
/** A council's calendar file is a few kilobytes; the admin form's body limit bounds it anyway. */
export const ICS_FILE_FIELD = 'file';

export const CALENDAR_LABELS = {
  name: 'Name',
  kind: 'The dates are',
  firstDay: 'First day',
  lastDay: 'Last day',
  label: 'Label',
  file: 'iCalendar (.ics) file',
  fileKind: 'The file lists',
} as const;

export const RANGE_KIND_LABELS = { term: 'Term', holiday: 'Holiday' } as const;

export const CALENDAR_MESSAGES = {
  name: `Give the calendar a name, such as "Cardiff schools 2026–27", in up to ${CALENDAR_NAME_MAX} characters.`,
  taken: 'A calendar with that name already exists.',
  added: (name: string) => `${name} added.`,
  dates: 'Give the first and last day as dates, the last on or after the first.',
  kind: 'Say whether the dates are a term or a holiday.',
  rangeAdded: 'Dates added.',
  rangeRemoved: 'Dates removed.',
  imported: (count: number) => `${count} ${count === 1 ? 'range' : 'ranges'} imported.`,
  noFile: 'Choose an iCalendar (.ics) file to import.',
  unknown: 'That calendar is no longer on the list. Reload the page.',
} as const;
