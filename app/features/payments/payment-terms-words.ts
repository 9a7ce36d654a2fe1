/**
 * The payment terms in plain words, for the operator's settings page: what a customer will be
 * asked to pay and what a cancellation keeps, said from the terms themselves so the words can
 * never disagree with the figures. Client-safe.
 */
import { formatPenceShort } from '#app/lib/money.ts';
import { SERVICE_TYPE_LABELS } from '#app/lib/service-types.ts';
import type { CancellationTier, PaymentTerms } from './payment-terms.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function noticeWords(tier: CancellationTier): string {
  if (tier.hours === 0 && tier.notice === 'at-least') return 'with less notice';
  const span =
    tier.hours % 24 === 0 && tier.hours > 0
      ? plural(tier.hours / 24, 'day', 'days')
      : plural(tier.hours, 'hour', 'hours');
  return tier.notice === 'more-than'
    ? `more than ${span} before the pickup`
    : `${span} or more before the pickup`;
}

function keepWords(tier: CancellationTier): string {
  if (tier.keepPercent === 0) return 'everything paid comes back';
  if (tier.keepPercent === 100) return 'the whole fare is kept';
  if (tier.keepPercent === 50) return 'half the fare is kept';
  return `${tier.keepPercent}% of the fare is kept`;
}

export function paymentTermsInWords(terms: PaymentTerms): string[] {
  const services = terms.wholeFareServices.map((s) => SERVICE_TYPE_LABELS[s]);
  return [
    `On accepting a price, the customer pays a deposit of ${terms.depositPercent}% of the fare (at least ${formatPenceShort(terms.depositMinimumPence)}), and the balance ${plural(terms.balanceDueDaysBefore, 'day', 'days')} before the pickup.`,
    `A trip ${plural(terms.wholeFareWithinDays, 'day', 'days')} away or less is paid in full on accepting${services.length > 0 ? `, and so is every ${services.join(', ')} booking` : ''}.`,
    `An acceptance not paid within ${plural(terms.holdHours, 'hour', 'hours')} releases the booking.`,
    ...[...terms.cancellationTiers]
      .sort((a, b) => b.hours - a.hours)
      .map((tier) => `Cancelled ${noticeWords(tier)}: ${keepWords(tier)}.`),
  ];
}
