import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { inputMessages } from '#app/lib/form-names.ts';
import {
  TARIFF_FIELD_GROUPS,
  TARIFF_VERSION_FIELD,
  TariffFormSchema,
  tariffFormInput,
  typedTariffValue,
  type TariffField,
  type TariffFormInput,
} from '../tariff-form-fields.ts';
import type { Tariff } from '../tariff.ts';

const UNIT_PREFIX: Partial<Record<TariffField['unit'], string>> = { pounds: '£' };
const UNIT_SUFFIX: Partial<Record<TariffField['unit'], string>> = {
  percent: '%',
  miles: 'miles',
  hours: 'hours',
  mph: 'mph',
};

/**
 * The tariff, every figure editable. A server form through Conform: it works before (and without)
 * the page's JavaScript, a refused save coming back with every typed value and a message per
 * field; once hydrated, the same schema marks a wrong figure as its field is left.
 */
export function TariffForm({
  tariff,
  version,
  refused,
  busy,
}: {
  tariff: Tariff;
  /** The version the form was loaded from, sent back so a save over a newer one is refused. */
  version: string;
  /** Conform's reply to a refused save: each figure's message (or the form's) and what was typed. */
  refused?: SubmissionResult<string[]>;
  busy: boolean;
}) {
  const [form] = useForm<TariffFormInput, Tariff>({
    id: 'tariff',
    lastResult: refused ?? null,
    defaultValue: tariffFormInput(tariff),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TariffFormSchema }),
  });
  const fieldErrors = inputMessages(form.allErrors);
  const errorCount = Object.keys(fieldErrors).length;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name={TARIFF_VERSION_FIELD} value={version} />
      {form.errors?.[0] ? (
        <div
          role="alert"
          className="border-dragon-600 bg-dragon-50 text-dragon-800 rounded-md border-l-4 px-3 py-2 text-sm"
        >
          {form.errors[0]}
        </div>
      ) : null}
      {errorCount > 0 ? (
        <div
          role="alert"
          className="border-dragon-600 bg-dragon-50 text-dragon-800 rounded-md border-l-4 px-3 py-2 text-sm"
        >
          The tariff was not saved:{' '}
          {errorCount === 1 ? 'one figure needs' : `${errorCount} figures need`} a look (marked
          below).
        </div>
      ) : null}
      {TARIFF_FIELD_GROUPS.map((group) => (
        <fieldset key={group.title} className={cardVariants()}>
          <legend className="px-1 text-sm font-semibold text-slate-900">{group.title}</legend>
          {group.hint ? <p className="mb-3 text-xs text-slate-600">{group.hint}</p> : null}
          {/* items-end: the inputs of a row line up even when a label wraps or one has an error. */}
          <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-4">
            {group.fields.map((field) => (
              <Field
                key={field.name}
                id={`tariff-${field.name.replace(/\./g, '-')}`}
                label={field.label}
                error={fieldErrors[field.name]}
                size="compact"
              >
                {(control) => (
                  <div className="flex items-center gap-1">
                    {UNIT_PREFIX[field.unit] ? (
                      <span aria-hidden className="text-sm text-slate-600">
                        {UNIT_PREFIX[field.unit]}
                      </span>
                    ) : null}
                    <Input
                      {...control}
                      key={`${form.key ?? ''}-${field.name}`}
                      name={field.name}
                      type={field.unit === 'time' ? 'time' : 'text'}
                      inputMode={field.unit === 'time' ? undefined : 'decimal'}
                      defaultValue={typedTariffValue(form.initialValue, field)}
                      size="compact"
                      className="tabular-nums"
                    />
                    {UNIT_SUFFIX[field.unit] ? (
                      <span className="text-xs text-slate-600">{UNIT_SUFFIX[field.unit]}</span>
                    ) : null}
                  </div>
                )}
              </Field>
            ))}
          </div>
        </fieldset>
      ))}
      <Button type="submit" variant="secondary" size="compact" disabled={busy}>
        {busy ? 'Saving…' : 'Save as a new version'}
      </Button>
    </Form>
  );
}
