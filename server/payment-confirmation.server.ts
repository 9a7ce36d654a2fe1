/**
 * What a recorded payment does beyond the ledger, composed once for the webhook (the pipeline)
 * and the customer's return (their page): a held booking is confirmed, with a fresh link to the
 * customer's page for its confirmation e-mail (only links' hashes are kept, so the old one cannot
 * be read back). A composition root: it joins payments, the booking register and the customer page.
 */
import { confirmHeldBooking } from '#app/features/bookings/booking-hold.server.ts';
import type { BookingOutbox } from '#app/features/bookings/booking-reminders.server.ts';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import type { OnPaymentRecorded } from '#app/features/payments/stripe-webhook.server.ts';

export function confirmOnPayment(boss: BookingOutbox): OnPaymentRecorded {
  return async (tx, quoteId) => {
    const customerToken = await issueQuoteToken(tx, quoteId);
    await confirmHeldBooking(tx, boss, { quoteId, customerToken });
  };
}
