/**
 * What the request page's payment arrangements panel shows: this route's composition of the
 * booking register (is there a live booking, what is its fare) and payments (the ledger, the mark).
 */
import {
  bookingForPayment,
  bookingStateForPricing,
} from '#app/features/bookings/booking-status.server.ts';
import { refundFormKey } from '#app/features/payments/admin-money.server.ts';
import { refundablePayments } from '#app/features/payments/refunds.server.ts';
import { refundsOnTheirWayView } from '#app/features/payments/refund-settling.server.ts';
import { ledgerTotals } from '#app/features/payments/ledger.server.ts';
import { isOnAccount } from '#app/features/payments/on-account.server.ts';
import { bankTransferReference } from '#app/features/payments/payment-page.server.ts';
import type { MoneyActionsView } from '#app/features/payments/admin-ui/money-actions-panel.tsx';
import type { AppDb } from '#server/platform/db/app-db.server.ts';

export async function moneyActionsView(db: AppDb, quoteId: string): Promise<MoneyActionsView> {
  const [onAccount, booking, forPricing, totals, refundable, onTheirWay] = await Promise.all([
    isOnAccount(db, quoteId),
    bookingForPayment(db, quoteId),
    bookingStateForPricing(db, quoteId),
    ledgerTotals(db, quoteId),
    refundablePayments(db, quoteId),
    refundsOnTheirWayView(db, quoteId),
  ]);
  const live = booking && booking.status !== 'cancelled';
  return {
    onAccount,
    // A booking the customer cancelled is not priced again, so how it would be paid is moot.
    onAccountOffered: !(booking && forPricing === null),
    leftPence: live ? Math.max(0, booking.farePence - totals.heldPence) : null,
    reference: bankTransferReference(quoteId),
    refundable,
    refundKey: refundFormKey(),
    onTheirWay,
  };
}
