/**
 * Accepting a price with online payment on, on PGlite and PostgreSQL, through the customer page's
 * own loader and action, the real outbox, and the official `stripe` client against our stand-in:
 * the booking is held (no confirmation yet) and the customer sent to Checkout for the deposit the
 * terms give; Stripe's signed event confirms it (confirmation and reminder queued); the page shows
 * paid and left; the hold's end releases an unpaid booking; Stripe down keeps the acceptance; and
 * with no Stripe key accepting books as before.
 */
import { describe, expect, it } from 'vitest';
import { sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import { releaseExpiredHold } from '#app/features/bookings/booking-hold.server.ts';
import { action, loader } from '#app/routes/your-quote.tsx';
import { loader as adminQuoteLoader } from '#app/routes/admin/quote.tsx';
import { loader as dashboardLoader } from '#app/routes/admin/dashboard.tsx';
import { loader as bookingsLoader } from '#app/routes/admin/bookings.tsx';
import { action as bookingsAction } from '#app/routes/admin/bookings.tsx';
import { bookingsCsv } from '#app/features/bookings/bookings-csv.server.ts';
import { listDrivers } from '#app/features/drivers/drivers.server.ts';
import { ledgerSummaries } from '#app/features/payments/ledger.server.ts';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { customerPageContext, postCustomerPage } from '../support/customer-page.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { londonDate, plainDayAhead } from '../support/dates.ts';
import { quoteAppPerSuite, stripeAppPerSuite } from '../support/lifecycle.ts';
import { priceForm } from '../support/price-loop.ts';
import { cancelAsShown } from '../support/payment-flow.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';
import { stripeEnvFor } from '../support/stripe-stand-in.ts';

type LoaderArgs = Parameters<typeof loader>[0];
type Page = Awaited<ReturnType<typeof loader>>;

const SITE = 'http://127.0.0.1';

describe.each(DATABASE_KINDS)('paying the deposit on accepting, on %s', (kind) => {
  const { database, app, standIn } = stripeAppPerSuite(kind, { SITE_URL: SITE });

  const context = () => customerPageContext(database, app);

  /** A request priced at £420, `daysAhead` days out, and its customer's link. */
  async function priced(email: string, daysAhead = 30, extra: Record<string, unknown> = {}) {
    const response = await postQuote(
      app.url,
      quoteBody({ email, journeyType: 'airport-transfer', ...extra }, daysAhead),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const token = await issueQuoteToken(app.db, id);
    const sent = await sendPrice(
      { db: app.db, boss: app.boss },
      {
        quoteId: id,
        by: 'operator@bus4u.test',
        form: priceForm({ total: '420.00', validUntil: londonDate(Math.min(14, daysAhead - 1)) }),
      },
    );
    expect(sent.ok).toBe(true);
    return { id, token };
  }

  const load = async (token: string, query = '') =>
    (await loader({
      request: new Request(`${SITE}/your-quote/${token}${query}`),
      params: { token },
      context: context(),
    } as unknown as LoaderArgs)) as Page;

  const post = (token: string, form: Record<string, string>) =>
    postCustomerPage(database, app, SITE, token, form);

  const accept = (token: string) => post(token, { intent: 'accept', revision: '1', terms: 'on' });

  const bookingOf = async (id: string) =>
    (
      await database.query<{ status: string; hold_until: Date | null }>(
        'select status, hold_until from bookings where quote_id = $1',
        [id],
      )
    )[0];
  const jobsOf = async (id: string) =>
    (
      await database.query<{ name: string }>(
        `select name from pgboss.job where data->>'quoteId' = $1 and state = 'created'`,
        [id],
      )
    ).map((j) => j.name);
  const sessionIdOf = (url: string) => /\/pay\/(cs_test_[0-9a-f]+)$/.exec(url)?.[1];

  it('says what accepting costs before the customer accepts: £105 now, £315 later, the terms', async () => {
    const { token } = await priced('before@example.com', 30);
    const page = await load(token);
    expect(page.status).toBe('priced');
    expect(page.payment?.acceptLabel).toBe('Accept and pay the £105 deposit');
    expect(page.payment?.beforeAccept?.plan).toMatchObject({
      dueNowPence: 10_500,
      balancePence: 31_500,
    });
    expect(page.payment?.beforeAccept?.holdHours).toBe(48);
  });

  it('holds the booking and sends the customer to Checkout for the deposit, then confirms on payment', async () => {
    const { id, token } = await priced('deposit@example.com', 30);
    const location = await accept(token);
    const sessionId = sessionIdOf(location);
    expect(sessionId).toBeDefined();
    const session = standIn.sessions.get(sessionId!)!;
    expect(session.amount_total).toBe(10_500);
    expect(session.success_url).toBe(`${SITE}/your-quote/${token}?payment=returned`);
    expect(await bookingOf(id)).toMatchObject({ status: 'awaiting-payment' });
    // Held, not confirmed: no confirmation or reminder yet, the hold's end queued.
    expect(await jobsOf(id)).toContain('booking.hold-expiry');
    expect(await jobsOf(id)).not.toContain('booking.confirmation');
    expect((await load(token)).status).toBe('awaiting-payment');

    // A second press of the button (or Back and accept again) lands on the same session.
    expect(await accept(token)).toBe(location);

    expect((await standIn.pay(sessionId!)).status).toBe(200);
    expect(await bookingOf(id)).toMatchObject({ status: 'confirmed', hold_until: null });
    // Accepting again once paid goes back to the page, not to a payment of the balance.
    expect(await accept(token)).toBe(`/your-quote/${token}`);
    expect(await jobsOf(id)).toEqual(
      expect.arrayContaining(['booking.confirmation', 'booking.reminder']),
    );
    // The operator sees the payment on the request, with Stripe's id to find it by.
    const adminPage = (await adminQuoteLoader({
      request: adminRequest(`/admin/quotes/${id}`, {
        cookie: await signedInCookie(database, adminEnv(database)),
      }),
      params: { id },
      context: adminContext(database, adminEnv(database)),
    } as unknown as Parameters<typeof adminQuoteLoader>[0])) as Awaited<
      ReturnType<typeof adminQuoteLoader>
    >;
    expect(adminPage.onlinePayment).toBe(false); // adminEnv has no Stripe key
    expect(adminPage.ledger).toEqual([
      expect.objectContaining({
        kind: 'payment',
        method: 'stripe',
        amountPence: 10_500,
        providerId: standIn.sessions.get(sessionId!)!.payment_intent,
      }),
    ]);
    // The register's CSV says what is paid and what is left.
    const csv = await bookingsCsv(app.db, { drivers: listDrivers }, (ids) =>
      ledgerSummaries(app.db, ids),
    );
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header!.split(',').slice(-2)).toEqual(['paid_gbp', 'left_gbp']);
    expect(
      lines
        .find((line) => line.includes(id))!
        .split(',')
        .slice(-2),
    ).toEqual(['105.00', '315.00']);
    // The payment's receipt is listed on the request and on the customer's page, to download.
    const [receipt] = Object.values(adminPage.documents);
    expect(receipt).toMatchObject({
      kind: 'receipt',
      href: `/admin/quotes/${id}/documents/${receipt!.number}.pdf`,
    });
    const page = await load(token, '?payment=returned');
    expect(page.documents).toEqual([
      {
        number: receipt!.number,
        kind: 'receipt',
        issuedAt: expect.any(String),
        href: `/your-quote/${token}/documents/${receipt!.number}.pdf`,
      },
    ]);
    expect(page.status).toBe('accepted');
    expect(page.payment?.panel).toMatchObject({
      farePence: 42_000,
      paidPence: 10_500,
      leftPence: 31_500,
      confirming: false,
      payNow: { purpose: 'balance', amountPence: 31_500 },
    });
    expect(page.payment?.panel?.dueDate).toBe(
      new Date(Date.parse(`${plainDayAhead(30)}T12:00:00Z`) - 7 * 86_400_000)
        .toISOString()
        .slice(0, 10),
    );
  });

  it('confirms on the customer’s return when Stripe says paid before its webhook arrives', async () => {
    const { id, token } = await priced('return-first@example.com', 30);
    const sessionId = sessionIdOf(await accept(token))!;
    // Returned at once: Stripe has not been paid yet, so the page is confirming, not confirmed.
    const waiting = await load(token, '?payment=returned');
    expect(waiting.payment?.panel).toMatchObject({ confirming: true, paidPence: 0 });
    // Paid at Stripe, its event not yet delivered: the page asks Stripe.
    Object.assign(standIn.sessions.get(sessionId)!, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_test_return_first_${kind}`,
    });
    const paid = await load(token, '?payment=returned');
    expect(paid.status).toBe('accepted');
    expect(paid.payment?.panel).toMatchObject({ confirming: false, paidPence: 10_500 });
    expect(await bookingOf(id)).toMatchObject({ status: 'confirmed' });
    // The webhook arriving afterwards changes nothing.
    await standIn.sendEvent('checkout.session.completed', sessionId);
    const rows = await database.query('select 1 from payments where quote_id = $1', [id]);
    expect(rows).toHaveLength(1);
  });

  it('asks the whole fare of a trip within 14 days', async () => {
    const { token } = await priced('soon@example.com', 10);
    const sessionId = sessionIdOf(await accept(token))!;
    expect(standIn.sessions.get(sessionId)!.amount_total).toBe(42_000);
  });

  it('releases a booking whose hold ended unpaid, and only then', async () => {
    const { id, token } = await priced('unpaid@example.com', 30);
    await accept(token);
    const [{ hold_until: holdUntil }] = (await database.query<{ hold_until: Date }>(
      'select hold_until from bookings where quote_id = $1',
      [id],
    )) as [{ hold_until: Date }];
    expect(await releaseExpiredHold(app.db, id, new Date(holdUntil.getTime() - 60_000))).toBe(
      false,
    );
    expect(await releaseExpiredHold(app.db, id, new Date(holdUntil.getTime() + 1_000))).toBe(true);
    expect(await bookingOf(id)).toMatchObject({ status: 'cancelled' });
    expect((await load(token)).status).toBe('cancelled');
  });

  it('keeps the acceptance when Stripe is down, says so, and takes the payment when it is back', async () => {
    const { id, token } = await priced('down@example.com', 30);
    standIn.failNext(3);
    const location = await accept(token);
    expect(location).toBe(`/your-quote/${token}?payment=unavailable`);
    expect(await bookingOf(id)).toMatchObject({ status: 'awaiting-payment' });
    const page = await load(token, '?payment=unavailable');
    expect(page.payment?.panel).toMatchObject({
      unavailable: true,
      payNow: { purpose: 'deposit', amountPence: 10_500 },
    });
    const retried = await post(token, { intent: 'pay' });
    expect(sessionIdOf(retried)).toBeDefined();
  });
  /** A £420 request whose pickup is `days` London days from today at 05:30, accepted and paid. */
  async function paidInFull(email: string, days: number) {
    const { id, token } = await priced(email, days, { pickupDate: londonDate(days) });
    const first = sessionIdOf(await accept(token))!;
    await standIn.pay(first);
    // More than 14 days out only the deposit was due: the customer pays the rest too.
    if ((await ledgerOf(id)) < 42_000) {
      const second = sessionIdOf(await post(token, { intent: 'pay' }))!;
      await standIn.pay(second);
    }
    expect(await ledgerOf(id)).toBe(42_000);
    return { id, token };
  }
  const ledgerOf = async (id: string) =>
    Number(
      (
        await database.query<{ held: string }>(
          `select coalesce(sum(case when kind = 'payment' then amount_pence else -amount_pence end), 0) as held
           from payments where quote_id = $1`,
          [id],
        )
      )[0]!.held,
    );
  const refundsOf = async (id: string) =>
    (
      await database.query<{ amount_pence: number }>(
        `select amount_pence from payments where quote_id = $1 and kind = 'refund' order by id`,
        [id],
      )
    ).map((r) => r.amount_pence);
  /** The customer confirms the cancel form as the page shows it (payment-flow.ts). */
  const customer = { load, post };

  it('refunds everything paid when cancelled more than 7 days ahead, card payment by card payment', async () => {
    const { id, token } = await paidInFull('cancel-early@example.com', 30);
    expect((await load(token)).payment?.panel?.cancel).toEqual({
      keepPercent: 0,
      keptPence: 0,
      refundPence: 42_000,
    });
    expect(await cancelAsShown(customer, token)).toBe(`/your-quote/${token}`);
    expect(await refundsOf(id)).toEqual([31_500, 10_500]);
    expect(await ledgerOf(id)).toBe(0);
    expect(await bookingOf(id)).toMatchObject({ status: 'cancelled' });
    // Posted again (Back and resubmit): nothing more is refunded.
    await cancelAsShown(customer, token);
    expect(await refundsOf(id)).toEqual([31_500, 10_500]);
    const page = await load(token);
    expect(page.status).toBe('cancelled');
    expect(page.payment?.panel).toMatchObject({ refundedPence: 42_000, cancel: null });
  });

  it('keeps half the fare five days before the trip: £210 of £420 comes back', async () => {
    const { id, token } = await paidInFull('cancel-five@example.com', 5);
    expect((await load(token)).payment?.panel?.cancel).toEqual({
      keepPercent: 50,
      keptPence: 21_000,
      refundPence: 21_000,
    });
    await cancelAsShown(customer, token);
    expect(await refundsOf(id)).toEqual([21_000]);
    expect(await ledgerOf(id)).toBe(21_000);
  });

  it('keeps the whole fare inside 48 hours, and still cancels', async () => {
    const { id, token } = await paidInFull('cancel-late@example.com', 1);
    expect((await load(token)).payment?.panel?.cancel).toMatchObject({ refundPence: 0 });
    await cancelAsShown(customer, token);
    expect(await refundsOf(id)).toEqual([]);
    expect(await bookingOf(id)).toMatchObject({ status: 'cancelled' });
  });

  it('shows the operator a booking the customer cancelled as cancelled, with its money and idle e-mails', async () => {
    // 40 days out: the £105 deposit is paid, the balance request waits in the outbox.
    const { id, token } = await priced('cancelled-view@example.com', 40, {
      pickupDate: londonDate(40),
    });
    await standIn.pay(sessionIdOf(await accept(token))!);
    expect(await jobsOf(id)).toContain('payment.balance-request');
    await cancelAsShown(customer, token);
    expect(await bookingOf(id)).toMatchObject({ status: 'cancelled' });
    expect(await refundsOf(id)).toEqual([10_500]);

    const env = { ...adminEnv(database), ...stripeEnvFor(standIn) };
    const cookie = await signedInCookie(database, env);
    const load = async <T extends (args: never) => unknown>(route: T, path: string, params = {}) =>
      (await route({
        request: adminRequest(path, { cookie }),
        params,
        context: adminContext(database, env, { outbox: app.boss, features: app.features }),
      } as never)) as Awaited<ReturnType<T>>;

    // The dashboard's list: cancelled, not won.
    const dashboard = await load(dashboardLoader, '/admin/dashboard');
    expect(dashboard.list.items.find((q) => q.id === id)).toMatchObject({
      status: 'won',
      bookingCancelled: true,
    });
    // The request page: cancelled, no new price nor on-account mark, and the queued balance
    // request shown as one that will not be sent.
    const page = await load(adminQuoteLoader, `/admin/quotes/${id}`, { id });
    expect(page.bookingCancelled).toBe(true);
    // An accepted price is offered again only after a cancellation the operator made.
    expect(page.pricePanel.price?.state).toBe('accepted');
    expect(page.pricePanel.bookingCancelled).toBe(false);
    expect(page.money.onAccountOffered).toBe(false);
    const balance = page.deliveries?.find((d) => d.queue === 'payment.balance-request');
    expect(balance).toMatchObject({
      state: 'not-sending',
      reason: 'Won’t be sent: the booking is cancelled.',
    });
    // The register: what was paid and what was refunded, not "Paid £0.00".
    const register = await load(bookingsLoader, '/admin/bookings');
    expect(register.paid?.[id]).toEqual({ paidPence: 10_500, refundedPence: 10_500 });
  });

  /** The operator cancels from the register, choosing the refund. */
  async function operatorCancels(id: string, refundChoice: 'terms' | 'full') {
    const [booking] = await database.query<{ id: number }>(
      'select id from bookings where quote_id = $1',
      [id],
    );
    const env = {
      ...adminEnv(database),
      ...stripeEnvFor(standIn),
    };
    const cookie = await signedInCookie(database, env);
    return (await bookingsAction({
      request: adminRequest('/admin/bookings', {
        cookie,
        form: { intent: 'cancel', bookingId: String(booking!.id), refund: refundChoice },
      }),
      params: {},
      context: adminContext(database, env, { outbox: app.boss, features: app.features }),
    } as unknown as Parameters<typeof bookingsAction>[0])) as { ok: boolean; message: string };
  }

  it('lets the operator cancel by the terms or with everything paid back', async () => {
    const byTerms = await paidInFull('operator-terms@example.com', 5);
    expect(await operatorCancels(byTerms.id, 'terms')).toMatchObject({
      ok: true,
      message:
        "Booking cancelled; £210.00 refunded to the customer's card; the customer is e-mailed.",
    });
    expect(await refundsOf(byTerms.id)).toEqual([21_000]);
    const full = await paidInFull('operator-full@example.com', 5);
    expect(await operatorCancels(full.id, 'full')).toMatchObject({ ok: true });
    expect(await refundsOf(full.id)).toEqual([42_000]);
    expect(await bookingOf(full.id)).toMatchObject({ status: 'cancelled' });
  });

  it('cancels at once when Stripe cannot make the refund, and says the refund is on its way', async () => {
    const { id, token } = await paidInFull('cancel-down@example.com', 30);
    standIn.failNext(1000);
    try {
      expect(await cancelAsShown(customer, token)).toBe(`/your-quote/${token}`);
      expect(await bookingOf(id)).toMatchObject({ status: 'cancelled' });
      expect(await refundsOf(id)).toEqual([]);
      expect((await load(token)).payment?.panel).toMatchObject({
        refundOnItsWayPence: 42_000,
        refundedPence: 0,
      });
    } finally {
      standIn.failNext(0);
    }
  });

  it('cancels nothing when the refund changed since the page was shown, and asks again', async () => {
    const { id, token } = await paidInFull('cancel-changed@example.com', 30);
    const stale = await post(token, { intent: 'cancel', confirm: 'yes', refundPence: '21000' });
    expect(stale).toBe(`/your-quote/${token}?payment=refund-changed`);
    expect(await bookingOf(id)).toMatchObject({ status: 'confirmed' });
    expect(await refundsOf(id)).toEqual([]);
    expect((await load(token, '?payment=refund-changed')).payment?.panel).toMatchObject({
      refundChanged: true,
      cancel: { refundPence: 42_000 },
    });
  });
});

describe('accepting with no Stripe key', () => {
  const { database, app } = quoteAppPerSuite('pglite');

  it('confirms the booking at once, as before, and shows nothing of payment', async () => {
    const response = await postQuote(app.url, quoteBody({ email: 'nopay@example.com' }));
    const { id } = (await response.json()) as { id: string };
    const token = await issueQuoteToken(app.db, id);
    await sendPrice(
      { db: app.db, boss: app.boss },
      { quoteId: id, by: 'operator@bus4u.test', form: priceForm() },
    );
    const provider = customerPageContext(database, app);
    const args = (request: Request) =>
      ({ request, params: { token }, context: provider }) as unknown as LoaderArgs;
    const before = (await loader(args(new Request(`${SITE}/your-quote/${token}`)))) as Page;
    expect(before.payment).toBeNull();
    const thrown = await action(
      args(
        new Request(`${SITE}/your-quote/${token}`, {
          method: 'POST',
          body: new URLSearchParams({ intent: 'accept', revision: '1', terms: 'on' }),
        }),
      ),
    ).catch((error: unknown) => error);
    expect((thrown as Response).headers.get('Location')).toBe(`/your-quote/${token}`);
    const [booking] = await database.query<{ status: string }>(
      'select status from bookings where quote_id = $1',
      [id],
    );
    expect(booking?.status).toBe('confirmed');
  });
});
