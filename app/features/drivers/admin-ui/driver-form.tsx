/**
 * One driver's form: add a new driver, or edit one (prefilled). Dates are native date inputs; a date
 * left empty is "not recorded", which the fitness rules treat as unknown.
 */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { labelClass } from '#app/components/ui/label.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { FormActions, SavedNote } from '#app/components/ui/saved-note.tsx';
import { LICENCE_CATEGORIES } from '#app/lib/fitness-rules.ts';
import {
  BADGE_NUMBER_MAX,
  DRIVER_EMAIL_MAX,
  DRIVER_LABELS,
  DRIVER_NAME_MAX,
  DRIVER_PHONE_MAX,
  type DriverField,
} from '../driver-form.ts';

export interface DriverFormValues {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  licenceCategories: string[];
  licenceValidUntil: string | null;
  cpcUntil: string | null;
  dbsValidUntil: string | null;
  badgeNumber: string | null;
  badgeUntil: string | null;
}

const DATE_FIELDS = ['licenceValidUntil', 'cpcUntil', 'dbsValidUntil', 'badgeUntil'] as const;

export function DriverForm({
  driver,
  errors,
  saved,
}: {
  driver: DriverFormValues | null;
  errors?: Partial<Record<DriverField, string>>;
  saved?: string;
}) {
  const key = driver ? `driver-${driver.id}` : 'driver-new';
  const id = (field: string) => `${key}-${field}`;
  return (
    <Form
      method="post"
      className="grid gap-3"
      aria-label={driver ? `Edit ${driver.name}` : 'Add a driver'}
    >
      <input type="hidden" name="intent" value={driver ? 'edit-driver' : 'add-driver'} />
      {driver ? <input type="hidden" name="driverId" value={driver.id} /> : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          id={id('name')}
          label={DRIVER_LABELS.name}
          size="compact"
          error={errors?.name}
          required
        >
          {(control) => (
            <Input
              {...control}
              name="name"
              defaultValue={driver?.name}
              maxLength={DRIVER_NAME_MAX}
              autoComplete="off"
              required
              size="compact"
            />
          )}
        </Field>
        <Field
          id={id('phone')}
          label={DRIVER_LABELS.phone}
          size="compact"
          error={errors?.phone}
          required
        >
          {(control) => (
            <Input
              {...control}
              name="phone"
              type="tel"
              defaultValue={driver?.phone}
              maxLength={DRIVER_PHONE_MAX}
              autoComplete="off"
              required
              size="compact"
            />
          )}
        </Field>
        <Field
          id={id('email')}
          label={DRIVER_LABELS.email}
          size="compact"
          error={errors?.email}
          optional
        >
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              defaultValue={driver?.email ?? ''}
              maxLength={DRIVER_EMAIL_MAX}
              autoComplete="off"
              size="compact"
            />
          )}
        </Field>
      </div>
      <fieldset className="min-w-0">
        <legend className={labelClass('compact')}>{DRIVER_LABELS.licenceCategories}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {LICENCE_CATEGORIES.map((category) => (
            <label key={category} className="flex min-h-6 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="licenceCategories"
                value={category}
                defaultChecked={driver?.licenceCategories.includes(category)}
                className="accent-navy-700 size-4"
              />
              {category}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {DATE_FIELDS.map((field) => (
          <Field
            key={field}
            id={id(field)}
            label={DRIVER_LABELS[field]}
            size="compact"
            error={errors?.[field]}
            optional
          >
            {(control) => (
              <Input
                {...control}
                name={field}
                type="date"
                defaultValue={driver?.[field] ?? ''}
                size="compact"
              />
            )}
          </Field>
        ))}
        <Field
          id={id('badgeNumber')}
          label={DRIVER_LABELS.badgeNumber}
          size="compact"
          error={errors?.badgeNumber}
          optional
        >
          {(control) => (
            <Input
              {...control}
              name="badgeNumber"
              defaultValue={driver?.badgeNumber ?? ''}
              maxLength={BADGE_NUMBER_MAX}
              autoComplete="off"
              size="compact"
            />
          )}
        </Field>
      </div>
      <FormActions>
        <Button type="submit" variant={driver ? 'subtle' : 'primary'} size="compact">
          {driver ? 'Save' : 'Add driver'}
        </Button>
        <SavedNote shown={Boolean(saved)}>{saved}</SavedNote>
      </FormActions>
    </Form>
  );
}
