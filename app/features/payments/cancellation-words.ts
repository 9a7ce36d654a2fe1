/**
 * One cancellation tier in the customer's words ("Cancelled more than 7 days before the pickup:
 * everything you have paid comes back."), said from the tier itself so the words never disagree
 * with the refund. Shared by the page before accepting and the booking confirmation. Client-safe.
 */
import type { Locale } from '#app/lib/locale.ts';
import type { CancellationTier } from './payment-terms.ts';
import { PAYMENTS_TEXT } from './payments-text.ts';

export function cancellationTierWords(tier: CancellationTier, locale: Locale): string {
  const t = PAYMENTS_TEXT[locale].beforeAccept;
  const span =
    tier.hours > 0 && tier.hours % 24 === 0 ? t.days(tier.hours / 24) : t.hours(tier.hours);
  const notice =
    tier.hours === 0 && tier.notice === 'at-least'
      ? t.lessNotice
      : tier.notice === 'more-than'
        ? t.noticeMoreThan(span)
        : t.noticeAtLeast(span);
  const outcome =
    tier.keepPercent === 0
      ? t.everythingBack
      : tier.keepPercent === 100
        ? t.wholeKept
        : tier.keepPercent === 50
          ? t.halfKept
          : t.shareKept(tier.keepPercent);
  return t.tier(notice, outcome);
}

/** Every tier, longest notice first. */
export function cancellationTermsWords(
  tiers: readonly CancellationTier[],
  locale: Locale,
): string[] {
  return [...tiers].sort((a, b) => b.hours - a.hours).map((t) => cancellationTierWords(t, locale));
}
