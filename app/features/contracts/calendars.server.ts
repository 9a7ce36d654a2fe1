/**
 * Term calendars: named, with term or holiday ranges typed in or imported from an iCalendar file.
 * A contract that names a calendar runs on its term days only (journey-dates.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import { stripControlCharacters } from '#app/lib/free-text.ts';
import { isIsoDate } from '#app/lib/london-dates.ts';
import { parseRowId } from '#app/lib/row-id.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import {
  TERM_RANGE_KINDS,
  termCalendars,
  termRanges,
  type TermRangeKind,
} from './contracts-schema.server.ts';
import {
  CALENDAR_MESSAGES,
  CALENDAR_NAME_MAX,
  ICS_FILE_FIELD,
  RANGE_LABEL_MAX,
} from './calendar-form.ts';
import { rangesFromIcs } from './ics-ranges.server.ts';
import type { TermRange } from './journey-dates.ts';

export async function listCalendars(db: Pick<AppDb, 'select'>) {
  const [calendars, ranges] = await Promise.all([
    db.select().from(termCalendars).orderBy(asc(termCalendars.name)),
    db.select().from(termRanges).orderBy(asc(termRanges.firstDay), asc(termRanges.id)),
  ]);
  return calendars.map((calendar) => ({
    id: calendar.id,
    name: calendar.name,
    ranges: ranges
      .filter((r) => r.calendarId === calendar.id)
      .map(({ id, kind, firstDay, lastDay, label }) => ({ id, kind, firstDay, lastDay, label })),
  }));
}

/** A calendar's ranges as the journey dates read them. */
export async function calendarRanges(
  db: Pick<AppDb, 'select'>,
  calendarId: number,
): Promise<TermRange[]> {
  return db
    .select({ kind: termRanges.kind, firstDay: termRanges.firstDay, lastDay: termRanges.lastDay })
    .from(termRanges)
    .where(eq(termRanges.calendarId, calendarId));
}

export type CalendarActionResult = { ok: boolean; message: string; calendarId?: number };

const text = (form: FormData, name: string) =>
  stripControlCharacters(String(form.get(name) ?? '')).trim();

function kindOf(value: string): TermRangeKind | null {
  return (TERM_RANGE_KINDS as readonly string[]).includes(value) ? (value as TermRangeKind) : null;
}

async function addCalendar(db: AppDb, form: FormData): Promise<CalendarActionResult> {
  const name = text(form, 'name');
  if (!name || name.length > CALENDAR_NAME_MAX)
    return { ok: false, message: CALENDAR_MESSAGES.name };
  const [row] = await db
    .insert(termCalendars)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: termCalendars.id });
  if (!row) return { ok: false, message: CALENDAR_MESSAGES.taken };
  return { ok: true, message: CALENDAR_MESSAGES.added(name), calendarId: row.id };
}

async function calendarExists(db: AppDb, calendarId: number) {
  const [row] = await db
    .select({ id: termCalendars.id })
    .from(termCalendars)
    .where(eq(termCalendars.id, calendarId));
  return Boolean(row);
}

async function addRange(
  db: AppDb,
  calendarId: number,
  form: FormData,
): Promise<CalendarActionResult> {
  const kind = kindOf(text(form, 'kind'));
  if (!kind) return { ok: false, message: CALENDAR_MESSAGES.kind, calendarId };
  const firstDay = text(form, 'firstDay');
  const lastDay = text(form, 'lastDay');
  if (!isIsoDate(firstDay) || !isIsoDate(lastDay) || lastDay < firstDay) {
    return { ok: false, message: CALENDAR_MESSAGES.dates, calendarId };
  }
  const label = text(form, 'label').slice(0, RANGE_LABEL_MAX) || null;
  await db.insert(termRanges).values({ calendarId, kind, firstDay, lastDay, label });
  return { ok: true, message: CALENDAR_MESSAGES.rangeAdded, calendarId };
}

async function importRanges(
  db: AppDb,
  calendarId: number,
  form: FormData,
): Promise<CalendarActionResult> {
  const kind = kindOf(text(form, 'kind'));
  if (!kind) return { ok: false, message: CALENDAR_MESSAGES.kind, calendarId };
  const file = form.get(ICS_FILE_FIELD);
  if (!(file instanceof Blob) || file.size === 0) {
    return { ok: false, message: CALENDAR_MESSAGES.noFile, calendarId };
  }
  const read = rangesFromIcs(await file.text(), kind);
  if (!read.ok) return { ok: false, message: read.message, calendarId };
  await db.insert(termRanges).values(
    read.ranges.map((range) => ({
      calendarId,
      ...range,
      label:
        range.label === null ? null : stripControlCharacters(range.label).slice(0, RANGE_LABEL_MAX),
    })),
  );
  return { ok: true, message: CALENDAR_MESSAGES.imported(read.ranges.length), calendarId };
}

/** The /admin/calendars page's form posts: add a calendar, type a range, import a file, remove a range. */
export async function calendarsPageAction(
  db: AppDb,
  form: FormData,
): Promise<CalendarActionResult> {
  const intent = text(form, 'intent');
  if (intent === 'add-calendar') return addCalendar(db, form);
  const calendarId = parseRowId(form.get('calendarId'));
  if (calendarId === null || !(await calendarExists(db, calendarId))) {
    return { ok: false, message: CALENDAR_MESSAGES.unknown };
  }
  switch (intent) {
    case 'add-range':
      return addRange(db, calendarId, form);
    case 'import-ics':
      return importRanges(db, calendarId, form);
    case 'remove-range': {
      const rangeId = parseRowId(form.get('rangeId'));
      if (rangeId !== null) {
        await db
          .delete(termRanges)
          .where(and(eq(termRanges.id, rangeId), eq(termRanges.calendarId, calendarId)));
      }
      return { ok: true, message: CALENDAR_MESSAGES.rangeRemoved, calendarId };
    }
  }
  return { ok: false, message: 'That did not work. Reload the page and try again.' };
}
