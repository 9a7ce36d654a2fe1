/** The customer's own page for one request: where it stands, the price, and the journey as sent. */
import type { ReactNode } from 'react';
import { formatLongDate } from '#app/lib/dates.ts';
import { londonDateAndTime } from '#app/lib/london-dates.ts';
import { timeOnDate } from '#app/lib/welsh-in-sentence.ts';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { localisePath, type Locale } from '#app/lib/locale.ts';
import { QUOTE_PAGE_PATH } from '#app/lib/quote-facts.ts';
import { formatPence } from '#app/lib/money.ts';
import type { CustomerQuoteStatus } from '../customer-quote-constants.ts';
import { CUSTOMER_QUOTE_TEXT } from '../customer-quote-text.ts';
import { AnswerForms } from './answer-forms.tsx';
import { ContactOptions } from './contact-options.tsx';

export interface CustomerQuoteViewData {
  /** The request's language: the page speaks it whatever its address. */
  locale: Locale;
  reference: string;
  firstName: string;
  status: CustomerQuoteStatus;
  journey: {
    service: string;
    direction: string;
    pickupLocation: string;
    destination: string;
    pickup: string;
    return: string | null;
    passengers: number;
    specialRequirements: string | null;
  };
  price: {
    revision: number;
    totalPence: number;
    vehicle: string;
    included: string;
    validUntil: string;
    /** ISO instant an instant offer ends at (before its last day is out), or null. */
    expiresAt: string | null;
    note: string | null;
  } | null;
  /** The business is VAT-registered (VAT_NUMBER set): the price says VAT is in it. */
  vatRegistered?: boolean;
  /**
   * Whether accepting asks for an address for the invoices: only when they are VAT invoices
   * (VAT_NUMBER set), which name the customer's address; a receipt needs none.
   */
  asksInvoiceAddress?: boolean;
  /** And insists on it: a price above what a simplified VAT invoice may cover. */
  invoiceAddressRequiredAbovePence?: number | null;
}

/**
 * What online payment adds to the page, composed by the route (this feature knows no payments):
 * what accepting will cost and when, said before the buttons; the accept button's own words; and
 * what has been paid and is still due, after the status.
 */
export interface CustomerQuotePaymentSlots {
  beforeAccept?: ReactNode;
  acceptLabel?: string;
  panel?: ReactNode;
}

export function CustomerQuoteView({
  data,
  error,
  payment,
}: {
  data: CustomerQuoteViewData;
  error?: string;
  payment?: CustomerQuotePaymentSlots;
}) {
  const { locale } = data;
  const t = CUSTOMER_QUOTE_TEXT[locale];
  const status = t.status[data.status];
  const { price, journey } = data;
  const refused =
    data.status === 'expired' ||
    data.status === 'withdrawn' ||
    data.status === 'cancelled' ||
    data.status === 'pickup-passed';
  return (
    <div
      lang={locale === 'cy' ? 'cy' : undefined}
      className="container-page max-w-3xl py-10 sm:py-14"
    >
      <p className="eyebrow">{t.eyebrow(data.reference)}</p>
      <h1 className="mt-2 text-3xl font-bold text-navy-900">{t.hello(data.firstName)}</h1>
      <section aria-labelledby="quote-status" className="mt-6 rounded-xl bg-navy-50 p-5">
        <h2 id="quote-status" className="text-xl font-bold text-navy-900">
          {status.title}
        </h2>
        <p className="mt-2 text-slate-700">{status.body}</p>
        {refused ? <ContactOptions reference={data.reference} locale={locale} /> : null}
        {data.status === 'pickup-passed' ? (
          <a
            href={localisePath(QUOTE_PAGE_PATH, locale)}
            className={textLinkVariants({
              underline: 'always',
              className: 'mt-4 inline-block font-semibold',
            })}
          >
            {t.newRequest}
          </a>
        ) : null}
      </section>
      {payment?.panel}
      {price ? (
        <section aria-labelledby="quote-price" className="mt-6">
          <h2 id="quote-price" className="text-xl font-bold text-navy-900">
            {data.status === 'cancelled' ? t.yourPriceCancelled : t.yourPrice}
          </h2>
          <p className="mt-2 text-4xl font-bold text-navy-900">{formatPence(price.totalPence)}</p>
          <p className="text-sm text-slate-600">
            {data.vatRegistered ? t.allIncluded.vat : t.allIncluded.noVat}
          </p>
          <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold text-slate-700">{t.vehicle}</dt>
            <dd>{price.vehicle}</dd>
            <dt className="font-semibold text-slate-700">{t.included}</dt>
            <dd className="whitespace-pre-line">{price.included}</dd>
            <dt className="font-semibold text-slate-700">{t.validUntil}</dt>
            <dd>
              {price.expiresAt
                ? timeOnDate(londonDateAndTime(new Date(price.expiresAt)), locale)
                : formatLongDate(price.validUntil, locale)}
            </dd>
            {price.note ? (
              <>
                <dt className="font-semibold text-slate-700">{t.note}</dt>
                <dd>
                  {t.noteAsWritten ? (
                    <p className="text-sm text-slate-600">{t.noteAsWritten}</p>
                  ) : null}
                  <p className="whitespace-pre-line">{price.note}</p>
                </dd>
              </>
            ) : null}
          </dl>
          {data.status === 'priced' ? (
            <>
              {payment?.beforeAccept}
              <AnswerForms
                revision={price.revision}
                error={error}
                locale={locale}
                acceptLabel={payment?.acceptLabel}
                asksInvoiceAddress={data.asksInvoiceAddress}
                invoiceAddressRequiredAbovePence={data.invoiceAddressRequiredAbovePence}
              />
            </>
          ) : error ? (
            <p
              role="alert"
              className="mt-4 rounded-lg bg-dragon-50 p-4 font-semibold text-dragon-800"
            >
              {error}
            </p>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="quote-journey" className="mt-8">
        <h2 id="quote-journey" className="text-xl font-bold text-navy-900">
          {t.journeyHeading}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-700">{t.service}</dt>
          <dd>{journey.service}</dd>
          <dt className="font-semibold text-slate-700">{t.journey}</dt>
          <dd>{journey.direction}</dd>
          <dt className="font-semibold text-slate-700">{t.pickup}</dt>
          <dd>{journey.pickupLocation}</dd>
          <dt className="font-semibold text-slate-700">{t.destination}</dt>
          <dd>{journey.destination}</dd>
          <dt className="font-semibold text-slate-700">{t.dateAndTime}</dt>
          <dd>{journey.pickup}</dd>
          {journey.return ? (
            <>
              <dt className="font-semibold text-slate-700">{t.return}</dt>
              <dd>{journey.return}</dd>
            </>
          ) : null}
          <dt className="font-semibold text-slate-700">{t.passengers}</dt>
          <dd>{journey.passengers}</dd>
          {journey.specialRequirements ? (
            <>
              <dt className="font-semibold text-slate-700">{t.specialRequirements}</dt>
              <dd className="whitespace-pre-line">{journey.specialRequirements}</dd>
            </>
          ) : null}
        </dl>
        {refused ? null : (
          <>
            <p className="mt-6 text-slate-700">{t.somethingToChange}</p>
            <ContactOptions reference={data.reference} locale={locale} />
          </>
        )}
      </section>
    </div>
  );
}
