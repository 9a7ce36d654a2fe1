/**
 * The form to add an account customer; a plain POST, so it works before the page hydrates and
 * with JavaScript off.
 */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { FormActions, SavedNote } from '#app/components/ui/saved-note.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import {
  ACCOUNT_LABELS,
  BILLING_ADDRESS_MAX,
  BILLING_EMAIL_MAX,
  DEFAULT_PAYMENT_TERMS_DAYS,
  ORGANISATION_MAX,
  PAYMENT_TERMS_MAX_DAYS,
  PURCHASE_ORDER_MAX,
  VAT_NUMBER_MAX,
  type AccountField,
} from '../account-form.ts';

export function AccountForm({
  errors,
  saved,
}: {
  errors?: Partial<Record<AccountField, string>>;
  saved?: string;
}) {
  const id = (field: AccountField) => `account-${field}`;
  return (
    <Form method="post" className="grid gap-3" aria-label="Add an account">
      <input type="hidden" name="intent" value="add-account" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id={id('organisation')}
          label={ACCOUNT_LABELS.organisation}
          size="compact"
          error={errors?.organisation}
          required
        >
          {(control) => (
            <Input
              {...control}
              name="organisation"
              maxLength={ORGANISATION_MAX}
              autoComplete="organization"
              required
              size="compact"
            />
          )}
        </Field>
        <Field
          id={id('billingEmail')}
          label={ACCOUNT_LABELS.billingEmail}
          size="compact"
          error={errors?.billingEmail}
          required
        >
          {(control) => (
            <Input
              {...control}
              name="billingEmail"
              type="email"
              maxLength={BILLING_EMAIL_MAX}
              autoComplete="email"
              required
              size="compact"
            />
          )}
        </Field>
      </div>
      <Field
        id={id('billingAddress')}
        label={ACCOUNT_LABELS.billingAddress}
        size="compact"
        error={errors?.billingAddress}
        required
      >
        {(control) => (
          <Textarea
            {...control}
            name="billingAddress"
            rows={3}
            maxLength={BILLING_ADDRESS_MAX}
            autoComplete="street-address"
            required
            size="compact"
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field
          id={id('paymentTermsDays')}
          label={ACCOUNT_LABELS.paymentTermsDays}
          size="compact"
          error={errors?.paymentTermsDays}
          required
        >
          {(control) => (
            <Input
              {...control}
              name="paymentTermsDays"
              inputMode="numeric"
              defaultValue={DEFAULT_PAYMENT_TERMS_DAYS}
              pattern="\d{1,3}"
              max={PAYMENT_TERMS_MAX_DAYS}
              required
              size="compact"
            />
          )}
        </Field>
        <Field
          id={id('purchaseOrder')}
          label={ACCOUNT_LABELS.purchaseOrder}
          size="compact"
          error={errors?.purchaseOrder}
          optional
        >
          {(control) => (
            <Input
              {...control}
              name="purchaseOrder"
              maxLength={PURCHASE_ORDER_MAX}
              autoComplete="off"
              size="compact"
            />
          )}
        </Field>
        <Field
          id={id('creditLimit')}
          label={ACCOUNT_LABELS.creditLimit}
          hint="In pounds"
          size="compact"
          error={errors?.creditLimit}
          optional
        >
          {(control) => (
            <Input
              {...control}
              name="creditLimit"
              inputMode="decimal"
              autoComplete="off"
              size="compact"
            />
          )}
        </Field>
        <Field
          id={id('vatNumber')}
          label={ACCOUNT_LABELS.vatNumber}
          size="compact"
          error={errors?.vatNumber}
          optional
        >
          {(control) => (
            <Input
              {...control}
              name="vatNumber"
              maxLength={VAT_NUMBER_MAX}
              autoComplete="off"
              size="compact"
            />
          )}
        </Field>
      </div>
      <FormActions>
        <Button type="submit" variant="primary" size="compact">
          Add account
        </Button>
        <SavedNote shown={Boolean(saved)}>{saved}</SavedNote>
      </FormActions>
    </Form>
  );
}
