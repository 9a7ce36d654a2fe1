import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { FormActions, SavedNote } from '#app/components/ui/saved-note.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { formatLongDate } from '#app/lib/dates.ts';
import { inputMessages, valueAtName } from '#app/lib/form-names.ts';
import { formatPence } from '#app/lib/money.ts';
import { SERVICE_TYPES, SERVICE_TYPE_LABELS } from '#app/lib/service-types.ts';
import {
  PaymentTermsFormSchema,
  SAVE_TERMS_INTENT,
  TERMS_FIELDS,
  TERMS_FORM_TIERS,
  TERMS_VERSION_FIELD,
  termsFormInput,
  type PaymentTermsPanel as Panel,
  type TermsFormInput,
} from '../payment-terms-form.ts';
import type { PaymentTerms } from '../payment-terms.ts';

/**
 * The operator's payment terms: what is on, the terms in words with a worked example, and every
 * figure editable. A server form through Conform, so it works before and without the page's
 * JavaScript (a refused save comes back with what was typed and a message at each field); once
 * the page has hydrated, the same schema marks a wrong figure as its field is left.
 */
export function PaymentTermsPanel({
  panel,
  refused,
  saved,
  busy,
}: {
  panel: Panel;
  /** Conform's reply to a refused save: each field's message and what was typed. */
  refused?: SubmissionResult<string[]>;
  saved?: boolean;
  busy: boolean;
}) {
  const [form] = useForm<TermsFormInput, PaymentTerms>({
    id: 'payment-terms',
    lastResult: refused ?? null,
    defaultValue: termsFormInput(panel.values, panel.wholeFareServices),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PaymentTermsFormSchema }),
  });
  // Inputs are named as the form posts them (`tier1.hours`), so they are read by name here.
  const valueOf = (name: string): string | undefined => {
    const value = valueAtName(form.initialValue, name);
    return typeof value === 'string' ? value : undefined;
  };
  const errors = inputMessages(form.allErrors);
  const errorCount = Object.keys(errors).length;
  const services = [form.initialValue?.[TERMS_FIELDS.wholeFareService] ?? []].flat();
  const { example } = panel;
  const number = (name: string, label: ReactNode, suffix: string, hint?: string) => (
    <Field id={`terms-${name}`} label={label} hint={hint} error={errors[name]} size="compact">
      {(control) => (
        <div className="flex items-center gap-1">
          <Input
            {...control}
            key={`${form.key ?? ''}-${name}`}
            name={name}
            inputMode="numeric"
            defaultValue={valueOf(name)}
            size="compact"
            className="tabular-nums"
          />
          <span className="text-xs text-slate-600">{suffix}</span>
        </div>
      )}
    </Field>
  );
  return (
    <section aria-labelledby="payment-terms-heading" className="space-y-4">
      <h2 id="payment-terms-heading" className="text-navy-900 text-lg font-bold">
        Payment terms
      </h2>
      <div className="max-w-3xl space-y-2 text-sm text-slate-700">
        <p>
          What a customer pays when they accept a price, when the rest is due, and what a
          cancellation keeps. These figures are a starting point taken from what UK minibus and
          coach operators commonly ask: set them to your own terms. Each save is a new version, and
          every booking keeps the terms it was accepted on.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Card payment online (Stripe Checkout):{' '}
            <strong>{panel.online.stripe ? 'on' : 'off'}</strong>
            {panel.online.stripe ? null : (
              <>
                {' '}
                — accepting a price books it, and the customer pays by bank transfer or on the day
              </>
            )}
            .
          </li>
        </ul>
        <p className="text-xs text-slate-600">
          This follows the server’s settings (STRIPE_SECRET_KEY in docs/configuration.md), not this
          form.
        </p>
      </div>

      <div className={cardVariants({ className: 'max-w-3xl text-sm' })}>
        <h3 className="font-semibold text-slate-900">The terms in force, in words</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          {panel.words.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3 text-slate-700" data-testid="terms-example">
          For example, a {formatPence(example.fare)} price accepted today for a trip on{' '}
          {formatLongDate(example.pickupDate)}: {formatPence(example.dueNow)} on accepting
          {example.dueBy
            ? `, then ${formatPence(example.balance)} by ${formatLongDate(example.dueBy)}`
            : ', the whole fare'}
          .
        </p>
      </div>
      {form.errors?.length || errorCount > 0 ? (
        <div
          role="alert"
          className="border-dragon-600 bg-dragon-50 text-dragon-800 max-w-3xl rounded-md border-l-4 px-3 py-2 text-sm"
        >
          {form.errors?.[0] ??
            `The terms were not saved: ${errorCount === 1 ? 'one figure needs' : `${errorCount} figures need`} a look (marked below).`}
        </div>
      ) : null}

      <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-5">
        <input type="hidden" name="intent" value={SAVE_TERMS_INTENT} />
        <input type="hidden" name={TERMS_VERSION_FIELD} value={panel.version} />
        <fieldset className={cardVariants()}>
          <legend className="px-1 text-sm font-semibold text-slate-900">Deposit and balance</legend>
          <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-3">
            {number(TERMS_FIELDS.depositPercent, 'Deposit', '% of the fare')}
            <Field
              id="terms-depositMinimum"
              label="Smallest deposit"
              error={errors[TERMS_FIELDS.depositMinimum]}
              size="compact"
            >
              {(control) => (
                <div className="flex items-center gap-1">
                  <span aria-hidden className="text-sm text-slate-600">
                    £
                  </span>
                  <Input
                    {...control}
                    key={`${form.key ?? ''}-${TERMS_FIELDS.depositMinimum}`}
                    name={TERMS_FIELDS.depositMinimum}
                    inputMode="decimal"
                    defaultValue={valueOf(TERMS_FIELDS.depositMinimum)}
                    size="compact"
                    className="tabular-nums"
                  />
                </div>
              )}
            </Field>
            {number(TERMS_FIELDS.balanceDueDaysBefore, 'Balance due', 'days before pickup')}
            {number(
              TERMS_FIELDS.wholeFareWithinDays,
              'Whole fare on accepting when the pickup is within',
              'days',
            )}
            {number(TERMS_FIELDS.holdHours, 'Hold an unpaid acceptance for', 'hours')}
          </div>
          <fieldset className="mt-4">
            <legend className="text-xs font-semibold text-slate-900">
              Services that always pay the whole fare on accepting
            </legend>
            <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
              {SERVICE_TYPES.map((service) => (
                <label key={service} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    key={`${form.key ?? ''}-${service}`}
                    name={TERMS_FIELDS.wholeFareService}
                    value={service}
                    defaultChecked={services.includes(service)}
                    className="accent-navy-800 size-4"
                  />
                  {SERVICE_TYPE_LABELS[service]}
                </label>
              ))}
            </div>
          </fieldset>
        </fieldset>

        <fieldset className={cardVariants()}>
          <legend className="px-1 text-sm font-semibold text-slate-900">Cancellation terms</legend>
          <p className="mb-3 text-xs text-slate-600">
            The tier with the longest notice a cancellation meets applies; with less notice than
            every tier, the whole fare is kept. Leave a row empty to use fewer tiers. “Everything
            paid comes back” is 0% kept.
          </p>
          <div className="space-y-3">
            {Array.from({ length: TERMS_FORM_TIERS }, (_, i) => (
              <div key={i} className="grid grid-cols-1 items-end gap-3 sm:grid-cols-3">
                <Field
                  id={`terms-tier${i}-notice`}
                  label={`Tier ${i + 1}: notice`}
                  error={errors[TERMS_FIELDS.tierNotice(i)]}
                  size="compact"
                >
                  {(control) => (
                    <Select
                      {...control}
                      key={`${form.key ?? ''}-${TERMS_FIELDS.tierNotice(i)}`}
                      name={TERMS_FIELDS.tierNotice(i)}
                      defaultValue={valueOf(TERMS_FIELDS.tierNotice(i)) ?? 'at-least'}
                      size="compact"
                    >
                      <option value="more-than">More than</option>
                      <option value="at-least">At least</option>
                    </Select>
                  )}
                </Field>
                {number(
                  TERMS_FIELDS.tierHours(i),
                  <>
                    <span className="sr-only">Tier {i + 1}: </span>Hours before pickup
                  </>,
                  'hours',
                )}
                {number(
                  TERMS_FIELDS.tierKeep(i),
                  <>
                    <span className="sr-only">Tier {i + 1}: </span>Share of the fare kept
                  </>,
                  '%',
                )}
              </div>
            ))}
          </div>
        </fieldset>
        <FormActions>
          <Button type="submit" variant="secondary" size="compact" disabled={busy}>
            {busy ? 'Saving…' : 'Save the payment terms'}
          </Button>
          <SavedNote shown={saved === true}>
            Saved. New acceptances are held to these terms; bookings already made keep theirs.
          </SavedNote>
        </FormActions>
      </Form>
    </section>
  );
}
