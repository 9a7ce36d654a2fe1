import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { FormActions, SavedNote } from '#app/components/ui/saved-note.tsx';
import {
  FLIGHT_SETTINGS_VERSION_FIELD,
  flightSettingsFormSchema,
  SAVE_FLIGHT_SETTINGS_INTENT,
  type FlightSettings,
  type FlightSettingsFormValues,
} from '../flight-settings.ts';

/** Read once: the panel checks in English, as the admin is. */
const SCHEMA = flightSettingsFormSchema('en');

export interface FlightSettingsPanelData {
  version: number;
  values: FlightSettingsFormValues;
}

/**
 * The operator's flight settings: the meet time a moved pickup adds to the flight's new arrival,
 * and the day's budget of calls to the flight data provider. A server form through Conform: the
 * server's reply marks a wrong figure before the page hydrates, the same schema after it.
 */
export function FlightSettingsPanel({
  panel,
  refused,
  saved,
  busy,
}: {
  panel: FlightSettingsPanelData;
  /** Conform's reply to a refused save: each field's message and what was typed. */
  refused?: SubmissionResult<string[]>;
  saved?: boolean;
  busy: boolean;
}) {
  const [form, fields] = useForm<FlightSettingsFormValues, FlightSettings>({
    id: 'flight-settings',
    lastResult: refused ?? null,
    defaultValue: panel.values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SCHEMA }),
  });
  const errorCount = [fields.meetMinutes, fields.dailyCallBudget].filter(
    (field) => field.errors?.length,
  ).length;
  const number = (
    name: keyof FlightSettingsFormValues,
    label: string,
    suffix: string,
    hint: string,
  ) => (
    <Field
      id={`flights-${name}`}
      label={label}
      hint={hint}
      error={fields[name].errors?.[0]}
      size="compact"
    >
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
    <section aria-labelledby="flight-settings-heading" className="space-y-4">
      <h2 id="flight-settings-heading" className="text-navy-900 text-lg font-bold">
        Flights
      </h2>
      {form.errors?.length || errorCount > 0 ? (
        <div
          role="alert"
          className="border-dragon-600 bg-dragon-50 text-dragon-800 max-w-3xl rounded-md border-l-4 px-3 py-2 text-sm"
        >
          {form.errors?.[0] ??
            `The flight settings were not saved: ${errorCount === 1 ? 'one setting needs' : `${errorCount} settings need`} a look (marked below).`}
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-5">
        <input type="hidden" name="intent" value={SAVE_FLIGHT_SETTINGS_INTENT} />
        <input type="hidden" name={FLIGHT_SETTINGS_VERSION_FIELD} value={panel.version} />
        <fieldset className={cardVariants()}>
          <legend className="px-1 text-sm font-semibold text-slate-900">
            Pickups that follow the flight
          </legend>
          <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
            {number(
              'meetMinutes',
              'Meet time',
              'minutes',
              'From the flight reaching the gate to meeting the driver: a moved pickup is the new arrival plus this',
            )}
            {number(
              'dailyCallBudget',
              'Flight data calls',
              'a day',
              'The most calls to the flight data provider in one day; 0 pauses tracking',
            )}
          </div>
        </fieldset>
        <FormActions>
          <Button type="submit" variant="secondary" size="compact" disabled={busy}>
            Save flight settings
          </Button>
          <SavedNote shown={saved === true}>
            Saved. The next flight that moves is met this way; pickups already moved stand.
          </SavedNote>
        </FormActions>
      </Form>
    </section>
  );
}
