/**
 * The booking confirmation's lines about money (composed into the bookings feature's e-mail by the
 * server): what was paid, a deposit or the whole fare; what is left and by when; the deposit terms
 * and the cancellation terms the booking was accepted on. Nothing when nothing was paid online
 * (online payment off, on account, or confirmed with nothing due).
 */
import { formatLongDate } from '#app/lib/dates.ts';
import type { Locale } from '#app/lib/locale.ts';
import { addDays } from '#app/lib/london-dates.ts';
import { formatPence, formatPenceShort } from '#app/lib/money.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { cancellationTermsWords } from './cancellation-words.ts';
import { CONFIRMATION_PAYMENT_TEXT } from './confirmation-payment-text.ts';
import { ledgerTotals } from './ledger.server.ts';
import { isOnAccount } from './on-account.server.ts';
import { currentPaymentTerms, paymentTermsVersion } from './payment-terms-store.server.ts';

export interface ConfirmedBooking {
  quoteId: string;
  farePence: number;
  /** The terms the booking was accepted on; null for one accepted before terms were kept. */
  paymentTermsVersion: number | null;
  /** The pickup's London date, YYYY-MM-DD. */
  pickupDate: string;
}

export async function confirmationPaymentLines(
  db: AppDb,
  booking: ConfirmedBooking,
  locale: Locale,
): Promise<string[]> {
  if (await isOnAccount(db, booking.quoteId)) return [];
  const { heldPence } = await ledgerTotals(db, booking.quoteId);
  if (heldPence <= 0) return [];
  const { terms } =
    (booking.paymentTermsVersion
      ? await paymentTermsVersion(db, booking.paymentTermsVersion)
      : null) ?? (await currentPaymentTerms(db));
  const t = CONFIRMATION_PAYMENT_TEXT[locale];
  const left = Math.max(0, booking.farePence - heldPence);
  const lines: string[] = [];
  if (left === 0) {
    lines.push(t.paidWhole(formatPence(booking.farePence)));
  } else {
    lines.push(t.paidDeposit(formatPence(heldPence)));
    const dueDate = addDays(booking.pickupDate, -terms.balanceDueDaysBefore);
    lines.push(t.balanceDue(formatPence(left), formatLongDate(dueDate, locale)));
  }
  lines.push(
    t.depositTerms(
      terms.depositPercent,
      formatPenceShort(terms.depositMinimumPence),
      terms.balanceDueDaysBefore,
    ),
  );
  lines.push(t.cancellationHeading, ...cancellationTermsWords(terms.cancellationTiers, locale));
  return lines;
}
