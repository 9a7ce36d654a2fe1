/**
 * What an alert says: a title, a line and the admin page it opens. It carries no more personal data
 * than the operator needs at a glance, the customer's name and the journey, never their e-mail or
 * phone: a push message passes through the browser maker's push service.
 */
import { SERVICE_TYPE_LABELS, type ServiceType } from '#app/lib/service-types.ts';
import { londonInstant } from '#app/lib/london-dates.ts';
import { formatPence } from '#app/lib/money.ts';
import type { OperatorAlertEvent } from '#app/lib/operator-alerts.ts';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import { URGENT_PICKUP_HOURS } from './alert-constants.ts';

export interface AlertMessage {
  title: string;
  body: string;
  url: string;
  /** Sent `urgency: high`: a new request whose pickup is close. */
  urgent: boolean;
}

export interface AlertFacts {
  event: OperatorAlertEvent;
  reminder?: boolean;
  failedQueue?: string;
  stillNewMinutes?: number;
  /** document-lapsing, job-unfit, flight and an invoice paid by card: what happened, in words. */
  lapse?: { title: string; body: string };
  /** payment: what was paid, in pence. */
  amountPence?: number;
}

type QuoteFacts = Pick<
  QuoteRequestRow,
  | 'id'
  | 'name'
  | 'pickupLocation'
  | 'destination'
  | 'pickupDate'
  | 'pickupTime'
  | 'journeyType'
  | 'status'
>;

/** True when the pickup is ahead and within URGENT_PICKUP_HOURS of `now`. */
export function pickupIsClose(quote: Pick<QuoteFacts, 'pickupDate' | 'pickupTime'>, now: Date) {
  const ahead = londonInstant(quote.pickupDate, quote.pickupTime).getTime() - now.getTime();
  return ahead > 0 && ahead <= URGENT_PICKUP_HOURS * 3600_000;
}

function serviceName(journeyType: string | null): string {
  const text = SERVICE_TYPE_LABELS as Partial<Record<string, string>>;
  return (journeyType && text[journeyType as ServiceType]) || 'Minibus hire';
}

export function alertMessage(quote: QuoteFacts, facts: AlertFacts, now: Date): AlertMessage {
  const journey = `${quote.pickupLocation} to ${quote.destination}, ${quote.pickupDate} ${quote.pickupTime}`;
  const url = `/admin/quotes/${encodeURIComponent(quote.id)}`;
  const name = quote.name;
  switch (facts.event) {
    case 'new-request': {
      const urgent = pickupIsClose(quote, now);
      const service = serviceName(quote.journeyType);
      if (facts.reminder) {
        return {
          title: `${urgent ? 'Urgent: ' : ''}still new after ${facts.stillNewMinutes ?? 30} minutes: ${name}`,
          body: `${service}: ${journey}. Nobody has answered yet.`,
          url,
          urgent,
        };
      }
      return {
        title: urgent
          ? `Urgent new request: pickup within ${URGENT_PICKUP_HOURS} hours`
          : `New request: ${service}`,
        body: `${name}: ${journey}`,
        url,
        urgent,
      };
    }
    case 'instant-booking':
      return { title: `Instant booking: ${name}`, body: journey, url, urgent: false };
    case 'price-answered': {
      const accepted = quote.status === 'won';
      return {
        title: `Price ${accepted ? 'accepted' : 'declined'}: ${name}`,
        body: journey,
        url,
        urgent: false,
      };
    }
    case 'payment':
      return {
        // An account invoice paid by card says which invoice, as a lapse does what changed.
        title: facts.lapse
          ? facts.lapse.title
          : facts.amountPence === undefined
            ? `Payment received: ${name}`
            : `Payment received: ${formatPence(facts.amountPence)} from ${name}`,
        body: facts.lapse ? facts.lapse.body : journey,
        url,
        urgent: false,
      };
    case 'cancellation':
      return { title: `Cancelled by the customer: ${name}`, body: journey, url, urgent: false };
    case 'document-lapsing':
      return {
        title: facts.lapse?.title ?? 'A document lapses before a booked job',
        body: `${facts.lapse?.body ?? ''} This job: ${name}, ${journey}.`.trim(),
        url,
        urgent: false,
      };
    case 'job-unfit':
      return {
        title: facts.lapse?.title ?? 'A booked job is no longer fit',
        body: `${facts.lapse?.body ?? ''} This job: ${name}, ${journey}.`.trim(),
        url,
        urgent: false,
      };
    case 'flight':
      return {
        title: facts.lapse?.title ?? 'A flight changed',
        body: `${facts.lapse?.body ?? ''} This job: ${name}, ${journey}.`.trim(),
        url,
        // A clash or a cancelled flight needs the operator before the pickup, not after.
        urgent: true,
      };
    case 'invoice-overdue':
      return {
        title: facts.lapse?.title ?? 'An account invoice is overdue',
        body: facts.lapse?.body ?? '',
        url,
        urgent: false,
      };
    case 'delivery-failed':
      return {
        title: `Failed for good: ${facts.failedQueue ?? 'a delivery'}`,
        body: `For ${name}'s request (${journey}). Retry it from the request's page.`,
        url,
        urgent: false,
      };
  }
}
