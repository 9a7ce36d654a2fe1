/**
 * The term calendars, each with its ranges (a remove button each), a form to type a range and one
 * to import an iCalendar file, which asks whether the file lists terms or holidays; then the form
 * to add a calendar. Plain POSTs, so each works with JavaScript off.
 */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { labelClass } from '#app/components/ui/label.tsx';
import { formatLongDate } from '#app/lib/dates.ts';
import {
  CALENDAR_LABELS,
  CALENDAR_NAME_MAX,
  ICS_FILE_FIELD,
  RANGE_KIND_LABELS,
  RANGE_LABEL_MAX,
} from '../calendar-form.ts';

export interface CalendarCard {
  id: number;
  name: string;
  ranges: {
    id: number;
    kind: keyof typeof RANGE_KIND_LABELS;
    firstDay: string;
    lastDay: string;
    label: string | null;
  }[];
}

export interface CalendarsActionData {
  ok: boolean;
  message: string;
  calendarId?: number;
}

function Outcome({ result }: { result: CalendarsActionData | undefined }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={result.ok ? 'text-sm text-green-800' : 'text-dragon-700 text-sm font-semibold'}
    >
      {result.message}
    </p>
  );
}

function KindRadios({
  name,
  legend,
  idPrefix,
}: {
  name: string;
  legend: string;
  idPrefix: string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className={labelClass('compact')}>{legend}</legend>
      <div className="mt-1 flex gap-4">
        {(['term', 'holiday'] as const).map((kind, index) => (
          <label
            key={kind}
            htmlFor={`${idPrefix}-${kind}`}
            className="flex min-h-6 items-center gap-2 text-sm"
          >
            <input
              id={`${idPrefix}-${kind}`}
              type="radio"
              name={name}
              value={kind}
              defaultChecked={index === 0}
              className="accent-navy-700 size-4"
            />
            {kind === 'term' ? 'Terms' : 'Holidays'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CalendarSection({
  calendar,
  result,
}: {
  calendar: CalendarCard;
  result: CalendarsActionData | undefined;
}) {
  const id = (field: string) => `calendar-${calendar.id}-${field}`;
  return (
    <li className={cardVariants({ className: 'grid gap-3' })}>
      <h2 className="text-base font-bold text-navy-900">{calendar.name}</h2>
      <Outcome result={result} />
      {calendar.ranges.length === 0 ? (
        <p className="text-sm text-slate-600">No dates yet: type a term or import a file below.</p>
      ) : (
        <ul className="grid gap-1 text-sm" aria-label={`Dates of ${calendar.name}`}>
          {calendar.ranges.map((range) => (
            <li key={range.id} className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{RANGE_KIND_LABELS[range.kind]}</span>
              <span>
                {formatLongDate(range.firstDay)} to {formatLongDate(range.lastDay)}
                {range.label ? ` (${range.label})` : ''}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-range" />
                <input type="hidden" name="calendarId" value={calendar.id} />
                <input type="hidden" name="rangeId" value={range.id} />
                <Button type="submit" variant="subtle" size="compact">
                  Remove
                  <span className="sr-only">
                    {' '}
                    {RANGE_KIND_LABELS[range.kind]} from {formatLongDate(range.firstDay)}
                  </span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="grid gap-2" aria-label={`Type dates into ${calendar.name}`}>
        <input type="hidden" name="intent" value="add-range" />
        <input type="hidden" name="calendarId" value={calendar.id} />
        <KindRadios name="kind" legend={CALENDAR_LABELS.kind} idPrefix={id('kind')} />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Field id={id('firstDay')} label={CALENDAR_LABELS.firstDay} size="compact" required>
            {(control) => (
              <Input {...control} name="firstDay" type="date" required size="compact" />
            )}
          </Field>
          <Field id={id('lastDay')} label={CALENDAR_LABELS.lastDay} size="compact" required>
            {(control) => <Input {...control} name="lastDay" type="date" required size="compact" />}
          </Field>
          <Field id={id('label')} label={CALENDAR_LABELS.label} size="compact" optional>
            {(control) => (
              <Input {...control} name="label" maxLength={RANGE_LABEL_MAX} size="compact" />
            )}
          </Field>
        </div>
        <div>
          <Button type="submit" variant="subtle" size="compact">
            Add dates
          </Button>
        </div>
      </Form>
      <Form
        method="post"
        encType="multipart/form-data"
        className="grid gap-2"
        aria-label={`Import a file into ${calendar.name}`}
      >
        <input type="hidden" name="intent" value="import-ics" />
        <input type="hidden" name="calendarId" value={calendar.id} />
        <Field id={id('file')} label={CALENDAR_LABELS.file} size="compact" required>
          {(control) => (
            <input
              {...control}
              type="file"
              name={ICS_FILE_FIELD}
              accept=".ics,text/calendar"
              required
              className="text-sm"
            />
          )}
        </Field>
        <KindRadios name="kind" legend={CALENDAR_LABELS.fileKind} idPrefix={id('file-kind')} />
        <div>
          <Button type="submit" variant="subtle" size="compact">
            Import
          </Button>
        </div>
      </Form>
    </li>
  );
}

export function CalendarsList({
  calendars,
  actionData,
}: {
  calendars: CalendarCard[];
  actionData: CalendarsActionData | undefined;
}) {
  const about = (calendarId: number) =>
    actionData?.calendarId === calendarId ? actionData : undefined;
  const general = actionData && actionData.calendarId === undefined ? actionData : undefined;
  return (
    <div className="grid gap-4">
      {calendars.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
          No term calendars yet. Add one below, then type its terms or import the council&rsquo;s
          file.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Term calendars">
          {calendars.map((calendar) => (
            <CalendarSection key={calendar.id} calendar={calendar} result={about(calendar.id)} />
          ))}
        </ul>
      )}
      <section aria-labelledby="add-calendar" className={cardVariants({ className: 'grid gap-3' })}>
        <h2 id="add-calendar" className="text-base font-bold text-navy-900">
          Add a calendar
        </h2>
        <Outcome result={general} />
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="add-calendar" />
          <Field id="calendar-name" label={CALENDAR_LABELS.name} size="compact" required>
            {(control) => (
              <Input
                {...control}
                name="name"
                maxLength={CALENDAR_NAME_MAX}
                placeholder="Cardiff schools 2026–27"
                required
                size="compact"
              />
            )}
          </Field>
          <Button type="submit" variant="primary" size="compact">
            Add calendar
          </Button>
        </Form>
      </section>
    </div>
  );
}
