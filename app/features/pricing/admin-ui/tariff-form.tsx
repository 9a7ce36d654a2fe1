import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { TARIFF_FIELD_GROUPS, tariffFieldValue, type TariffField } from '../tariff-form-fields.ts';
import type { Tariff } from '../tariff.ts';
import { TARIFF_VERSION_FIELD } from '../tariff-form-fields.ts';

const UNIT_PREFIX: Partial<Record<TariffField['unit'], string>> = { pounds: '£' };
const UNIT_SUFFIX: Partial<Record<TariffField['unit'], string>> = {
  percent: '%',
  miles: 'miles',
  hours: 'hours',
  mph: 'mph',
};

/**
 * The tariff, every figure editable. A plain server form: it works before (and without) the
 * page's JavaScript, and a refused save comes back with every typed value and a message per field.
 */
export function TariffForm({
  tariff,
  values,
  version,
  message,
  fieldErrors,
  busy,
}: {
  tariff: Tariff;
  /** The version the form was loaded from, sent back so a save over a newer one is refused. */
  version: string;
  /** Why a save was refused as a whole (the tariff changed meanwhile). */
  message?: string;
  /** What was typed, when a save was refused. */
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
  busy: boolean;
}) {
  const errorCount = Object.keys(fieldErrors ?? {}).length;
  return (
    <Form method="post" noValidate className="space-y-5">
      <input type="hidden" name={TARIFF_VERSION_FIELD} value={version} />
      {message ? (
        <div
          role="alert"
          className="border-dragon-600 bg-dragon-50 text-dragon-800 rounded-md border-l-4 px-3 py-2 text-sm"
        >
          {message}
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
                error={fieldErrors?.[field.name]}
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
                      name={field.name}
                      type={field.unit === 'time' ? 'time' : 'text'}
                      inputMode={field.unit === 'time' ? undefined : 'decimal'}
                      defaultValue={values?.[field.name] ?? tariffFieldValue(tariff, field)}
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
