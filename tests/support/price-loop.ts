/**
 * The operator's and the customer's moves in the booking loop, as the integration
 * tests make them straight on the features: the price form the admin panel posts, and the
 * dependencies of a customer's answer (an accepted price makes its booking).
 */
import { createBooking } from '#app/features/bookings/create-booking.server.ts';
import type { QuoteApp } from './quote-app.ts';
import { londonDate } from './dates.ts';

/** The price panel's form: £485.50 for a 16-seat minibus, valid 14 days; `values` replace fields. */
export function priceForm(values: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields = {
    total: '485.50',
    vehicle: '16-Seat Minibus',
    included: 'Driver, fuel, tolls and airport drop-off charges',
    validUntil: londonDate(14),
    note: '',
    ...values,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** What answerPrice needs: the app's database and outbox, and the booking register. */
export function answerDeps(app: QuoteApp) {
  return {
    db: app.db,
    boss: app.boss,
    onAccepted: (
      tx: Parameters<typeof createBooking>[0],
      accepted: Parameters<typeof createBooking>[2],
    ) => createBooking(tx, app.boss, accepted),
  };
}
