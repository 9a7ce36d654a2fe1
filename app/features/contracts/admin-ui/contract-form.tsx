/**
 * The contract form: a plain POST with two buttons. "Check dates" lists every journey the days
 * give, each with a Skip box and any clash, with the fitness findings and the tariff's estimate
 * filled in as the price; "Save contract" checks it all again and saves only when nothing clashes.
 * Works with JavaScript off.
 */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { labelClass } from '#app/components/ui/label.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { formatLongDate } from '#app/lib/dates.ts';
import { formatPence } from '#app/lib/money.ts';
import {
  CONTRACT_LABELS,
  CONTRACT_MESSAGES,
  CONTRACT_PASSENGERS_MAX,
  PLACE_MAX,
  type ContractField,
  type ContractFormValues,
} from '../contract-form.ts';
import { WEEKDAYS } from '../journey-dates.ts';

export interface ContractFormChoices {
  accounts: { id: number; organisation: string }[];
  calendars: { id: number; name: string }[];
  vehicles: { id: number; name: string; seats: number }[];
  drivers: { id: number; name: string }[];
}

export interface ContractCheckData {
  ok: boolean;
  message: string;
  values: ContractFormValues;
  errors: Partial<Record<ContractField, string>>;
  dates: {
    date: string;
    skipped: boolean;
    clashes: { label: string; on: string }[];
    /** The fitness rules that refuse this date, each in its own words. */
    refusals: string[];
  }[];
  refusals: string[];
  warnings: string[];
  estimatePence: number | null;
}

const SCHOOL_WEEK = ['1', '2', '3', '4', '5'];

export function ContractForm({
  choices,
  check,
}: {
  choices: ContractFormChoices;
  check: ContractCheckData | undefined;
}) {
  const v = check?.values;
  const errors = check?.errors ?? {};
  const id = (field: string) => `contract-${field}`;
  const weekdays = v?.weekdays ?? SCHOOL_WEEK;
  const text = (field: 'pickupLocation' | 'destination', autoComplete: string) => (
    <Field
      id={id(field)}
      label={CONTRACT_LABELS[field]}
      size="compact"
      error={errors[field]}
      required
    >
      {(control) => (
        <Input
          {...control}
          name={field}
          defaultValue={v?.[field]}
          maxLength={PLACE_MAX}
          autoComplete={autoComplete}
          required
          size="compact"
        />
      )}
    </Field>
  );
  return (
    <Form method="post" className="grid gap-3" aria-label="Set up a contract">
      {check ? (
        <div role={check.ok ? 'status' : 'alert'} className="grid gap-1 text-sm">
          <p className={check.ok ? 'text-green-800' : 'text-dragon-700 font-semibold'}>
            {check.message}
          </p>
          {check.refusals.map((r) => (
            <p key={r} className="text-dragon-700">
              {r}
            </p>
          ))}
          {check.warnings.map((w) => (
            <p key={w} className="text-amber-800">
              {w}
            </p>
          ))}
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id={id('accountId')}
          label={CONTRACT_LABELS.accountId}
          size="compact"
          error={errors.accountId}
          required
        >
          {(control) => (
            <Select
              {...control}
              name="accountId"
              defaultValue={v?.accountId ?? ''}
              required
              size="compact"
            >
              <option value="">Choose an account</option>
              {choices.accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.organisation}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id={id('calendarId')}
          label={CONTRACT_LABELS.calendarId}
          size="compact"
          error={errors.calendarId}
          optional
        >
          {(control) => (
            <Select
              {...control}
              name="calendarId"
              defaultValue={v?.calendarId ?? ''}
              size="compact"
            >
              <option value="">None: every chosen day</option>
              {choices.calendars.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {text('pickupLocation', 'off')}
        {text('destination', 'off')}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field
          id={id('pickupTime')}
          label={CONTRACT_LABELS.pickupTime}
          size="compact"
          error={errors.pickupTime}
          required
        >
          {(control) => (
            <Input
              {...control}
              name="pickupTime"
              type="time"
              defaultValue={v?.pickupTime}
              required
              size="compact"
            />
          )}
        </Field>
        <Field
          id={id('returnTime')}
          label={CONTRACT_LABELS.returnTime}
          size="compact"
          error={errors.returnTime}
          optional
        >
          {(control) => (
            <Input
              {...control}
              name="returnTime"
              type="time"
              defaultValue={v?.returnTime}
              size="compact"
            />
          )}
        </Field>
        <Field
          id={id('firstDay')}
          label={CONTRACT_LABELS.firstDay}
          size="compact"
          error={errors.firstDay}
          required
        >
          {(control) => (
            <Input
              {...control}
              name="firstDay"
              type="date"
              defaultValue={v?.firstDay}
              required
              size="compact"
            />
          )}
        </Field>
        <Field
          id={id('lastDay')}
          label={CONTRACT_LABELS.lastDay}
          size="compact"
          error={errors.lastDay}
          required
        >
          {(control) => (
            <Input
              {...control}
              name="lastDay"
              type="date"
              defaultValue={v?.lastDay}
              required
              size="compact"
            />
          )}
        </Field>
      </div>
      <fieldset
        className="min-w-0"
        aria-describedby={errors.weekdays ? id('weekdays-error') : undefined}
      >
        <legend className={labelClass('compact')}>{CONTRACT_LABELS.weekdays}</legend>
        {errors.weekdays ? (
          <p id={id('weekdays-error')} className="text-dragon-700 text-xs font-semibold">
            {errors.weekdays}
          </p>
        ) : null}
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map(({ day, label }) => (
            <label key={day} className="flex min-h-6 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="weekdays"
                value={day}
                defaultChecked={weekdays.includes(String(day))}
                className="accent-navy-700 size-4"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex min-h-6 items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="runsOnBankHolidays"
          defaultChecked={v?.runsOnBankHolidays ?? false}
          className="accent-navy-700 size-4"
        />
        {CONTRACT_LABELS.runsOnBankHolidays}
      </label>
      <label className="flex min-h-6 items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="school"
          defaultChecked={v?.school ?? false}
          className="accent-navy-700 size-4"
        />
        {CONTRACT_LABELS.school}
      </label>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field
          id={id('passengers')}
          label={CONTRACT_LABELS.passengers}
          size="compact"
          error={errors.passengers}
          required
        >
          {(control) => (
            <Input
              {...control}
              name="passengers"
              inputMode="numeric"
              pattern="\d{1,3}"
              max={CONTRACT_PASSENGERS_MAX}
              defaultValue={v?.passengers}
              required
              size="compact"
            />
          )}
        </Field>
        <Field
          id={id('price')}
          label={CONTRACT_LABELS.price}
          hint={
            check?.estimatePence != null
              ? CONTRACT_MESSAGES.estimate(formatPence(check.estimatePence))
              : 'In pounds; left empty, the tariff’s estimate'
          }
          size="compact"
          error={errors.price}
        >
          {(control) => (
            <Input
              {...control}
              name="price"
              inputMode="decimal"
              defaultValue={v?.price}
              size="compact"
            />
          )}
        </Field>
        <Field
          id={id('vehicleId')}
          label={CONTRACT_LABELS.vehicleId}
          size="compact"
          error={errors.vehicleId}
          required
        >
          {(control) => (
            <Select
              {...control}
              name="vehicleId"
              defaultValue={v?.vehicleId ?? ''}
              required
              size="compact"
            >
              <option value="">Choose a vehicle</option>
              {choices.vehicles.map((vehicle) => (
                <option key={vehicle.id} value={vehicle.id}>
                  {vehicle.name} ({vehicle.seats} seats)
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={id('driverId')} label={CONTRACT_LABELS.driverId} size="compact" optional>
          {(control) => (
            <Select {...control} name="driverId" defaultValue={v?.driverId ?? ''} size="compact">
              <option value="">Not yet</option>
              {choices.drivers.map((driver) => (
                <option key={driver.id} value={driver.id}>
                  {driver.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {check && check.dates.length > 0 ? (
        <fieldset className="min-w-0">
          <legend className={labelClass('compact')}>Journeys (tick a date to skip it)</legend>
          <ul className="mt-1 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {check.dates.map(({ date, skipped, clashes, refusals }) => (
              <li key={date}>
                <label className="flex min-h-6 items-center gap-2">
                  <input
                    type="checkbox"
                    name="skippedDays"
                    value={date}
                    defaultChecked={skipped}
                    className="accent-navy-700 size-4"
                  />
                  <span>
                    {CONTRACT_LABELS.skippedDays} {formatLongDate(date)}
                  </span>
                </label>
                {clashes.map((c) => (
                  <p
                    key={`${c.label}-${c.on}`}
                    className="text-dragon-700 ml-6 text-xs font-semibold"
                    data-clash
                  >
                    Clashes with {c.label} on the {c.on}
                  </p>
                ))}
                {refusals.map((r) => (
                  <p key={r} className="text-dragon-700 ml-6 text-xs font-semibold" data-refusal>
                    {CONTRACT_MESSAGES.dateRefused} {r}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="check" variant="subtle" size="compact">
          Check dates
        </Button>
        <Button type="submit" name="intent" value="save" variant="primary" size="compact">
          Save contract
        </Button>
      </div>
    </Form>
  );
}
