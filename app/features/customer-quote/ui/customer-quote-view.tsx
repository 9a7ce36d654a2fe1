/** The customer's own page for one request: where it stands, the price, and the journey as sent. */
import { CalendarPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatLongDate } from '#app/lib/dates.ts';
import { londonDateAndTime } from '#app/lib/london-dates.ts';
import { timeOnDate } from '#app/lib/welsh-in-sentence.ts';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { localisePath, type Locale } from '#app/lib/locale.ts';
import { QUOTE_PAGE_PATH } from '#app/lib/quote-facts.ts';
import { formatPence } from '#app/lib/money.ts';
import type { CancelCause, CustomerQuoteStatus } from '../customer-quote-constants.ts';
import { CUSTOMER_QUOTE_TEXT } from '../customer-quote-text.ts';
import { AnswerForms } from './answer-forms.tsx';
import { ContactOptions } from './contact-options.tsx';

export interface CustomerQuoteViewData {
  /** The request's language: the page speaks it whatever its address. */
  locale: Locale;
  reference: string;
  firstName: string;
  status: CustomerQuoteStatus;
  /** A cancelled booking's cause; without it the page speaks of the operator's cancellation. */
  cancelledBy?: CancelCause | null;
  /** The confirmed booking's calendar file, or null (not booked, held, or cancelled). */
  calendarPath?: string | null;
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
  // While the price waits for an answer, a wide screen puts the answer beside the price, so the
  // Accept button is on the first screen whatever the payment terms before it say.
  const answering = data.status === 'priced' && price !== null;
  const answerForms = answering ? (
    <AnswerForms
      revision={price.revision}
      error={error}
      locale={locale}
      acceptLabel={payment?.acceptLabel}
      asksInvoiceAddress={data.asksInvoiceAddress}
      invoiceAddressRequiredAbovePence={data.invoiceAddressRequiredAbovePence}
    />
  ) : null;
  return (
    <div
      lang={locale === 'cy' ? 'cy' : undefined}
      className={`container-page py-8 sm:py-10 ${answering ? 'max-w-3xl lg:max-w-6xl' : 'max-w-3xl'}`}
    >
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-10">
        <div>
          <p className="eyebrow">{t.eyebrow(data.reference)}</p>
          <h1 className="mt-2 text-3xl font-bold text-navy-900">{t.hello(data.firstName)}</h1>
          <section aria-labelledby="quote-status" className="mt-6 rounded-xl bg-navy-50 p-5">
            <h2 id="quote-status" className="text-xl font-bold text-navy-900">
              {status.title}
            </h2>
            <p className="mt-2 text-slate-700">
              {data.status === 'cancelled' && data.cancelledBy && data.cancelledBy !== 'operator'
                ? t.cancelledBy[data.cancelledBy]
                : status.body}
            </p>
            <JourneyAtAGlance data={data} />
            {data.calendarPath ? (
              <a
                href={data.calendarPath}
                download
                className={textLinkVariants({
                  underline: 'always',
                  className: 'mt-3 inline-flex min-h-11 items-center gap-2 font-semibold',
                })}
              >
                <CalendarPlus aria-hidden className="size-4" />
                {t.addToCalendar}
              </a>
            ) : null}
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
              {/* The vehicle is in the journey at the top; the price says what it covers. */}
              <p className="mt-2 flex flex-wrap items-baseline gap-x-3">
                <span className="text-4xl font-bold text-navy-900">
                  {formatPence(price.totalPence)}
                </span>
                <span className="text-sm text-slate-600">
                  {data.vatRegistered ? t.allIncluded.vat : t.allIncluded.noVat}
                </span>
              </p>
              <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
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
              {answering ? (
                payment?.beforeAccept
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
        </div>
        {answerForms ? <div className="lg:sticky lg:top-6 lg:pt-14">{answerForms}</div> : null}
      </div>
      {/* Under the left column while the answer stands beside it (24rem and its 2.5rem gap). */}
      <section
        aria-labelledby="quote-journey"
        className={`mt-8 ${answering ? 'lg:pr-[26.5rem]' : ''}`}
      >
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

/**
 * The journey first, where the customer looks: when, from where, to where and in what, so an offer
 * or a booking is recognised before its price (the full details follow at the foot of the page).
 */
function JourneyAtAGlance({ data }: { data: CustomerQuoteViewData }) {
  const t = CUSTOMER_QUOTE_TEXT[data.locale];
  const { journey, price } = data;
  const rows: [string, string][] = [
    [t.dateAndTime, journey.pickup],
    [t.pickup, journey.pickupLocation],
    [t.destination, journey.destination],
    ...(journey.return ? [[t.return, journey.return] as [string, string]] : []),
    ...(price ? [[t.vehicle, price.vehicle] as [string, string]] : []),
    [t.passengers, String(journey.passengers)],
  ];
  return (
    <dl
      data-testid="journey-at-a-glance"
      className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 border-t border-navy-100 pt-3 text-sm sm:grid-cols-[max-content_1fr_max-content_1fr]"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-600">{label}</dt>
          <dd className="font-semibold text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
