/** The operator's payment arrangements forms on the request page, posted through its action. */
import { action as adminQuoteAction } from '#app/routes/admin/quote.tsx';
import { action as bookingsAction } from '#app/routes/admin/bookings.tsx';
import { adminContext, adminEnv, adminRequest, signedInCookie } from './admin.ts';
import type { PaymentFlow } from './payment-flow.ts';
import { stripeEnvFor } from './stripe-stand-in.ts';

export async function postMoneyForm(
  flow: PaymentFlow,
  id: string,
  form: Record<string, string>,
): Promise<{ ok: boolean; message: string }> {
  const database = flow.mailing.database;
  const env = adminEnv(database, stripeEnvFor(flow.standIn));
  return (await adminQuoteAction({
    request: adminRequest(`/admin/quotes/${id}`, {
      cookie: await signedInCookie(database, env),
      form,
    }),
    params: { id },
    context: adminContext(database, env, { outbox: flow.mailing.app.boss }),
  } as unknown as Parameters<typeof adminQuoteAction>[0])) as { ok: boolean; message: string };
}

/** The operator's Cancel on the bookings register, with the refund chosen (`terms` or `full`). */
export async function postBookingCancel(
  flow: PaymentFlow,
  id: string,
  refund: 'terms' | 'full',
): Promise<{ ok: boolean; message: string }> {
  const database = flow.mailing.database;
  const [booking] = await database.query<{ id: number }>(
    'select id from bookings where quote_id = $1',
    [id],
  );
  const env = adminEnv(database, stripeEnvFor(flow.standIn));
  return (await bookingsAction({
    request: adminRequest('/admin/bookings', {
      cookie: await signedInCookie(database, env),
      form: { intent: 'cancel', bookingId: String(booking!.id), refund },
    }),
    params: {},
    context: adminContext(database, env, { outbox: flow.mailing.app.boss }),
  } as unknown as Parameters<typeof bookingsAction>[0])) as { ok: boolean; message: string };
}
