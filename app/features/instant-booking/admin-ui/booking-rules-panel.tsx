import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { FormActions, SavedNote } from '#app/components/ui/saved-note.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { SERVICE_TYPES, SERVICE_TYPE_LABELS } from '#app/lib/service-types.ts';
import {
  BookingRulesFormSchema,
  RULES_FIELDS,
  RULES_VERSION_FIELD,
  rulesFormInput,
  SAVE_RULES_INTENT,
  type BookingRulesFormInput,
  type RulesFormValues,
} from '../booking-rules-form.ts';
import type { BookingRules } from '../booking-rules.ts';
import type { FleetVehicle } from '../booking-rules-words.ts';

export interface BookingRulesPanelData {
  version: number;
  values: RulesFormValues;
  words: string[];
  fleet: FleetVehicle[];
}

/** The inputs a message can stand at, in the order they appear. */
const CHECKED_FIELDS = [
  RULES_FIELDS.minNoticeHours,
  RULES_FIELDS.maxPassengers,
  RULES_FIELDS.maxDrivingHours,
  RULES_FIELDS.blackoutDates,
] as const;

/**
 * The operator's booking rules: what a visitor can book at once in words, the fleet it books from,
 * and every rule editable. A server form through Conform: before the page hydrates (or without its
 * JavaScript) the server checks it and answers with each field's message; once hydrated, the same
 * schema marks a wrong figure on leaving the field and stops a save that would be refused.
 */
export function BookingRulesPanel({
  panel,
  refused,
  saved,
  busy,
}: {
  panel: BookingRulesPanelData;
  /** Conform's reply to a refused save: each field's message and what was typed. */
  refused?: SubmissionResult<string[]>;
  saved?: boolean;
  busy: boolean;
}) {
  const [form, fields] = useForm<BookingRulesFormInput, BookingRules>({
    id: 'booking-rules',
    lastResult: refused ?? null,
    defaultValue: rulesFormInput(panel.values),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BookingRulesFormSchema }),
  });
  const errorCount = CHECKED_FIELDS.filter((name) => fields[name].errors?.length).length;
  const services = [fields.instantService.initialValue ?? []].flat();
  const number = (
    name: 'minNoticeHours' | 'maxPassengers' | 'maxDrivingHours',
    label: ReactNode,
    suffix: string,
  ) => (
    <Field id={`rules-${name}`} label={label} error={fields[name].errors?.[0]} size="compact">
      {(control) => (
        <div className="flex items-center gap-1">
          <Input
            {...control}
            key={fields[name].key}
            name={fields[name].name}
            inputMode="numeric"
            defaultValue={fields[name].initialValue}
            size="compact"
            className="tabular-nums"
          />
          <span className="text-xs text-slate-600">{suffix}</span>
        </div>
      )}
    </Field>
  );
  return (
    <section aria-labelledby="booking-rules-heading" className="space-y-4">
      <h2 id="booking-rules-heading" className="text-navy-900 text-lg font-bold">
        Booking rules
      </h2>
      <div className={cardVariants({ className: 'max-w-3xl text-sm' })}>
        <h3 className="font-semibold text-slate-900">What a visitor can book at once</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700" data-testid="rules-words">
          {panel.words.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h3 className="mt-3 font-semibold text-slate-900">The fleet it books from</h3>
        {panel.fleet.length === 0 ? (
          <p className="text-slate-700">No vehicles: add them on the bookings page.</p>
        ) : (
          <ul className="mt-1 list-disc pl-5 text-slate-700" data-testid="rules-fleet">
            {panel.fleet.map((v) => (
              <li key={v.name}>
                {v.name}, {v.seats} seats{v.active ? '' : ' (retired: not booked)'}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-1 text-xs text-slate-600">
          Vehicles are added and retired on the bookings page.
        </p>
      </div>
      {form.errors?.length || errorCount > 0 ? (
        <div
          role="alert"
          className="border-dragon-600 bg-dragon-50 text-dragon-800 max-w-3xl rounded-md border-l-4 px-3 py-2 text-sm"
        >
          {form.errors?.[0] ??
            `The rules were not saved: ${errorCount === 1 ? 'one rule needs' : `${errorCount} rules need`} a look (marked below).`}
        </div>
      ) : null}

      <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-5">
        <input type="hidden" name="intent" value={SAVE_RULES_INTENT} />
        <input type="hidden" name={RULES_VERSION_FIELD} value={panel.version} />
        <fieldset className={cardVariants()}>
          <legend className="px-1 text-sm font-semibold text-slate-900">Instant booking</legend>
          <label className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <input
              type="checkbox"
              key={fields.instantBooking.key}
              name={fields.instantBooking.name}
              defaultChecked={fields.instantBooking.initialValue === 'on'}
              className="accent-navy-800 size-4"
            />
            Instant booking
          </label>
          <p className="mt-1 text-xs text-slate-600">
            On: a request the tariff prices and these rules allow gets its price at once, with a
            vehicle held for it, and can be booked and paid with nobody here.
          </p>
          <div className="mt-3 grid grid-cols-1 items-end gap-3 sm:grid-cols-2">
            {number('minNoticeHours', 'Least notice', 'hours')}
            {number('maxPassengers', 'Most passengers', 'passengers')}
            {number('maxDrivingHours', 'Longest journey', 'hours of driving a day')}
          </div>
          <fieldset className="mt-4">
            <legend className="text-xs font-semibold text-slate-900">Services it covers</legend>
            <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
              {SERVICE_TYPES.map((service) => (
                <label key={service} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    key={`${fields.instantService.key ?? ''}-${service}`}
                    name={fields.instantService.name}
                    value={service}
                    defaultChecked={services.includes(service)}
                    className="accent-navy-800 size-4"
                  />
                  {SERVICE_TYPE_LABELS[service]}
                </label>
              ))}
            </div>
          </fieldset>
          <Field
            id="rules-blackoutDates"
            label="Blackout dates"
            hint="One date a line, as YYYY-MM-DD: those days are always priced by hand"
            error={fields.blackoutDates.errors?.[0]}
            size="compact"
          >
            {(control) => (
              <textarea
                {...control}
                key={fields.blackoutDates.key}
                name={fields.blackoutDates.name}
                defaultValue={fields.blackoutDates.initialValue}
                rows={3}
                className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
              />
            )}
          </Field>
        </fieldset>
        <FormActions>
          <Button type="submit" variant="secondary" size="compact" disabled={busy}>
            Save booking rules
          </Button>
          <SavedNote shown={saved === true}>
            Saved. New requests are held to these rules; offers already made stand.
          </SavedNote>
        </FormActions>
      </Form>
    </section>
  );
}
