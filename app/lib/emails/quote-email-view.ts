/**
 * What the e-mail templates show of a stored quote: readable labels and dates, computed once so
 * the HTML and the plain text say the same thing.
 */
import { SERVICE_TYPES, type ServiceType } from '#app/content/types.ts';
import { wordedLines } from '#app/lib/estimate-lines-text.ts';
import type { Locale } from '#app/lib/locale.ts';
import { formatPenceShort } from '#app/lib/money.ts';
import { SERVICE_TYPE_TEXT } from '#app/lib/service-types.ts';
import { standaloneWhen, type DateAndTime } from '#app/lib/welsh-in-sentence.ts';
import type { QuoteRequestRow } from '../db/quote-schema.server.ts';
import { EMAIL_TEXT, customerLocale } from './email-text.ts';

export interface QuoteEmailView {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  direction: string;
  pickupLocation: string;
  destination: string;
  /** The pickup after a label: "Tuesday 14 July 2026 at 09:30". */
  pickup: string;
  /** The pickup's date and time as values, for sentences to word (welsh-in-sentence.ts). */
  pickupWhen: DateAndTime;
  return: string | null;
  passengers: number;
  specialRequirements: string | null;
  trafficSource: string;
  currentPage: string;
  formVersion: string;
  /** "£820, tariff v3": the indicative price the visitor was shown, as the server worked it out. */
  estimate: string | null;
  /** That price line by line in the view's language, with its total; null without stored lines. */
  estimateLines: { lines: { label: string; amount: string }[]; total: string } | null;
  /** The language the view is written in, and the customer's own (from the page they wrote from). */
  locale: Locale;
  customerLocale: Locale;
}

const whenIn = (locale: Locale) => (date: string, time: string | null) =>
  standaloneWhen({ date, time }, locale);

export function serviceLabel(journeyType: string | null, locale: Locale = 'en'): string {
  return journeyType && (SERVICE_TYPES as readonly string[]).includes(journeyType)
    ? SERVICE_TYPE_TEXT[locale][journeyType as ServiceType]
    : EMAIL_TEXT[locale].details.serviceNotChosen;
}

/**
 * A stored quote as an e-mail shows it, in `locale`: the customer's language for the customer's
 * e-mails, English (the default) for the operator's.
 */
export function quoteEmailView(quote: QuoteRequestRow, locale: Locale = 'en'): QuoteEmailView {
  const when = whenIn(locale);
  return {
    id: quote.id,
    name: quote.name,
    email: quote.email,
    phone: quote.phone,
    service: serviceLabel(quote.journeyType, locale),
    direction:
      EMAIL_TEXT[locale].directions[quote.journeyDirection === 'return' ? 'return' : 'one-way'],
    pickupLocation: quote.pickupLocation,
    destination: quote.destination,
    pickup: when(quote.pickupDate, quote.pickupTime),
    pickupWhen: { date: quote.pickupDate, time: quote.pickupTime },
    return:
      quote.journeyDirection === 'return' && quote.returnDate
        ? when(quote.returnDate, quote.returnTime)
        : null,
    passengers: quote.passengerCount,
    specialRequirements: quote.specialRequirements,
    trafficSource: quote.trafficSource ?? 'unknown',
    currentPage: quote.currentPage,
    formVersion: quote.formVersion,
    estimate: estimateText(quote.estimateTotal, quote.estimateTariffVersion),
    estimateLines:
      quote.estimateTotal !== null && quote.estimateLines?.length
        ? {
            lines: wordedLines(quote.estimateLines, locale).map((line) => ({
              label: line.label,
              amount: formatPenceShort(line.amount),
            })),
            total: formatPenceShort(quote.estimateTotal),
          }
        : null,
    locale,
    customerLocale: customerLocale(quote),
  };
}

/** The stored estimate as the operator reads it, in the e-mail and on the request page. */
export function estimateText(total: number | null, tariffVersion: string | null): string | null {
  if (total === null) return null;
  return `${formatPenceShort(total)} all in, indicative (tariff ${tariffVersion ?? 'unknown'})`;
}
