/**
 * "Send a price" on the admin request page: the total in pounds (stored as pence),
 * vehicle, what is included, valid until and a note; the price on offer and its answer above it.
 * A plain server form, like the rest of the admin.
 */
import { Form, useNavigation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { formatLongDate } from '#app/lib/dates.ts';
import { formatPence, penceToPoundsInput } from '#app/lib/money.ts';
import type { Locale } from '#app/lib/locale.ts';
import { FLEET_CONTENT } from '#app/content/localised.ts';
import type { PriceState } from '../customer-quote-constants.ts';

export interface PricePanelData {
  price: {
    revision: number;
    totalPence: number;
    vehicle: string;
    included: string;
    validUntil: string;
    /** Whether it has run out, by its day or by its own hour. */
    ended: boolean;
    note: string | null;
    state: PriceState;
    declineReason: string | null;
  } | null;
  /** The price was accepted, then the booking cancelled: a new price may be sent. */
  bookingCancelled: boolean;
  /** The form's starting total: the estimate the customer was shown, or the tariff's figure now. */
  estimate: { totalPence: number; source: 'shown' | 'tariff' } | null;
  /** The vehicles for the passenger count, in the customer's language. */
  vehicle: string | null;
  /** Why the tariff leaves this request to be priced by hand, when it does. */
  byHandReason: string | null;
  /** The standard "what is included" text in the customer's language (/admin/settings). */
  included: string;
  /** The customer's language: the free text below reaches them word for word. */
  customerLocale: Locale;
  defaultValidUntil: string;
  today: string;
  /** The pickup date: a price never stands beyond it. */
  latestValidUntil: string;
  /** Why no price can be sent now (the pickup has passed), or null. */
  pickupPassedMessage: string | null;
}

export interface PricePanelResult {
  intent: string;
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
  whatsapp?: string;
}

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', cy: 'Welsh' };

const STATE_LABELS: Record<PriceState, string> = {
  sent: 'Waiting for the customer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export function SendPricePanel({
  panel,
  result,
}: {
  panel: PricePanelData;
  result?: PricePanelResult;
}) {
  const busy = useNavigation().formData?.get('intent') === 'price';
  const { price, estimate } = panel;
  const errors = result?.intent === 'price' && !result.ok ? (result.fieldErrors ?? {}) : {};
  const prefill = price ?? null;
  /** A live booking is never priced over. */
  const booked = price?.state === 'accepted' && !panel.bookingCancelled;
  const total = prefill
    ? penceToPoundsInput(prefill.totalPence)
    : estimate
      ? penceToPoundsInput(estimate.totalPence)
      : '';
  return (
    <section aria-labelledby="price-heading" className={cardVariants()}>
      <h2 id="price-heading" className="mb-3 text-sm font-bold text-navy-900">
        Price
      </h2>
      {price ? (
        <div className="mb-3 rounded-md bg-slate-50 p-3 text-sm" data-price-state={price.state}>
          <p className="font-semibold text-navy-900">
            {formatPence(price.totalPence)} ·{' '}
            {/* A price past its end reads as the customer's page reads it. */}
            {price.state === 'sent' && price.ended
              ? 'Expired, no answer'
              : STATE_LABELS[price.state]}
            {panel.bookingCancelled ? ' · booking cancelled' : ''}
          </p>
          <p className="text-slate-600">
            {price.vehicle}, valid until {formatLongDate(price.validUntil)}
            {price.revision > 1 ? ` · revision ${price.revision}` : ''}
          </p>
          {price.declineReason ? (
            <p className="mt-1 text-slate-700">Reason given: {price.declineReason}</p>
          ) : null}
          {price.state === 'sent' ? (
            <Form method="post" className="mt-2">
              <input type="hidden" name="intent" value="withdraw-price" />
              <button
                type="submit"
                className={textLinkVariants({
                  underline: 'always',
                  tone: 'danger',
                  className: 'text-sm font-semibold',
                })}
              >
                Withdraw this price
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
      {result && (result.intent === 'price' || result.intent === 'withdraw-price') ? (
        <div role="status" className="mb-3 text-sm">
          <p
            className={
              result.ok ? 'font-semibold text-emerald-800' : 'font-semibold text-dragon-700'
            }
          >
            {result.message}
          </p>
          {result.whatsapp ? (
            <a
              href={result.whatsapp}
              target="_blank"
              rel="noreferrer"
              className={textLinkVariants({
                underline: 'always',
                className: 'mt-1 inline-block font-semibold',
              })}
            >
              Send the same link by WhatsApp
            </a>
          ) : null}
        </div>
      ) : null}
      {booked ? null : panel.pickupPassedMessage ? (
        <p className="text-sm font-semibold text-dragon-700">{panel.pickupPassedMessage}</p>
      ) : (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="price" />
          <p className="text-sm text-slate-700" data-testid="price-customer-language">
            Customer's language: <strong>{LANGUAGE_NAMES[panel.customerLocale]}</strong>
            {panel.customerLocale === 'en'
              ? null
              : '. The vehicle, what is included and your message reach the customer exactly as you type them, so write them in Welsh.'}
          </p>
          <Field
            id="price-total"
            label="Total in pounds, VAT and all charges included"
            hint={
              !price && estimate
                ? estimate.source === 'shown'
                  ? 'Prefilled from the estimate the customer was shown.'
                  : 'Prefilled from the tariff.'
                : !price && panel.byHandReason
                  ? `The tariff does not price this one: ${panel.byHandReason}`
                  : undefined
            }
            error={errors.total}
            size="compact"
          >
            {(control) => (
              <Input
                {...control}
                name="total"
                inputMode="decimal"
                required
                defaultValue={total}
                size="compact"
              />
            )}
          </Field>
          <Field id="price-vehicle" label="Vehicle" error={errors.vehicle} size="compact">
            {(control) => (
              <Input
                {...control}
                name="vehicle"
                required
                list="price-vehicle-names"
                defaultValue={prefill?.vehicle ?? panel.vehicle ?? ''}
                size="compact"
              />
            )}
          </Field>
          <datalist id="price-vehicle-names">
            {FLEET_CONTENT[panel.customerLocale].FLEET.map((vehicle) => (
              <option key={vehicle.id} value={vehicle.name} />
            ))}
          </datalist>
          <Field
            id="price-included"
            label="What is included"
            error={errors.included}
            size="compact"
          >
            {(control) => (
              <Textarea
                {...control}
                name="included"
                required
                rows={3}
                defaultValue={prefill?.included ?? panel.included}
                size="compact"
              />
            )}
          </Field>
          <Field
            id="price-valid-until"
            label="Valid until"
            error={errors.validUntil}
            size="compact"
          >
            {(control) => (
              <Input
                {...control}
                name="validUntil"
                type="date"
                required
                min={panel.today}
                max={panel.latestValidUntil}
                defaultValue={panel.defaultValidUntil}
                size="compact"
              />
            )}
          </Field>
          <Field
            id="price-note"
            label="Message to the customer"
            optional
            error={errors.note}
            size="compact"
          >
            {(control) => <Textarea {...control} name="note" rows={2} size="compact" />}
          </Field>
          <Button type="submit" variant="secondary" size="compact" disabled={busy}>
            {panel.bookingCancelled
              ? 'Send a new price'
              : price
                ? 'Send a revised price'
                : 'Send a price'}
          </Button>
        </Form>
      )}
    </section>
  );
}
