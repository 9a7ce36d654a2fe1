/**
 * Accept and Decline as plain server forms: they work before hydration and with JavaScript off
 * (the browser posts them itself), and the server ignores a repeated answer, so a double click is
 * harmless. Once hydrated, the buttons also lock while the answer is on its way.
 */
import { Form, useNavigation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { localisePath, type Locale } from '#app/lib/locale.ts';
import { formatPenceShort } from '#app/lib/money.ts';
import { DECLINE_REASON_MAX, INVOICE_ADDRESS_MAX } from '../customer-quote-constants.ts';
import { CUSTOMER_QUOTE_TEXT } from '../customer-quote-text.ts';

export function AnswerForms({
  revision,
  error,
  locale = 'en',
  acceptLabel,
  asksInvoiceAddress = false,
  invoiceAddressRequiredAbovePence = null,
}: {
  revision: number;
  error?: string;
  locale?: Locale;
  /** "Accept and pay the £105 deposit", when accepting takes a payment. */
  acceptLabel?: string;
  /** An optional address for the VAT invoices, when the documents are VAT invoices. */
  asksInvoiceAddress?: boolean;
  /** The address is needed: a full VAT invoice, for a price above the simplified limit. */
  invoiceAddressRequiredAbovePence?: number | null;
}) {
  const requiresInvoiceAddress = invoiceAddressRequiredAbovePence !== null;
  const busy = useNavigation().state !== 'idle';
  const t = CUSTOMER_QUOTE_TEXT[locale];
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2 lg:mt-0 lg:grid-cols-1">
      {error ? (
        <p
          role="alert"
          className="rounded-lg bg-dragon-50 p-4 font-semibold text-dragon-800 md:col-span-2 lg:col-span-1"
        >
          {error}
        </p>
      ) : null}
      <Form method="post" className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
        <h3 className="text-lg font-bold text-navy-900">{t.accept.heading}</h3>
        <input type="hidden" name="intent" value="accept" />
        <input type="hidden" name="revision" value={revision} />
        {asksInvoiceAddress ? (
          <Field
            id="invoice-address"
            label={t.accept.invoiceAddress}
            hint={
              requiresInvoiceAddress
                ? t.accept.invoiceAddressRequiredHint(
                    formatPenceShort(invoiceAddressRequiredAbovePence),
                  )
                : t.accept.invoiceAddressHint
            }
            optional={!requiresInvoiceAddress}
            className="mt-3"
          >
            {(control) => (
              <Textarea
                {...control}
                name="invoiceAddress"
                required={requiresInvoiceAddress}
                rows={3}
                maxLength={INVOICE_ADDRESS_MAX}
                autoComplete="street-address"
                className="min-h-24"
              />
            )}
          </Field>
        ) : null}
        <label
          className={`${asksInvoiceAddress ? 'mt-4' : 'mt-3'} flex items-start gap-3 text-slate-700`}
        >
          <input type="checkbox" name="terms" required className="mt-1 size-5 shrink-0" />
          <span>
            {t.accept.agreeBefore}{' '}
            <a
              href={localisePath('/terms-of-service', locale)}
              className="font-semibold text-navy-700 underline"
            >
              {t.accept.terms}
            </a>
            {t.accept.agreeAfter}
          </span>
        </label>
        <Button type="submit" className="mt-4 w-full" disabled={busy}>
          {acceptLabel ?? t.accept.button}
        </Button>
      </Form>
      <Form method="post" className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
        <h3 className="text-lg font-bold text-navy-900">{t.decline.heading}</h3>
        <input type="hidden" name="intent" value="decline" />
        <input type="hidden" name="revision" value={revision} />
        <Field id="decline-reason" label={t.decline.reason} optional className="mt-3">
          {(control) => (
            <Textarea
              {...control}
              name="reason"
              rows={3}
              maxLength={DECLINE_REASON_MAX}
              className="min-h-24"
            />
          )}
        </Field>
        <Button type="submit" variant="outline" className="mt-4 w-full" disabled={busy}>
          {t.decline.button}
        </Button>
      </Form>
    </div>
  );
}
