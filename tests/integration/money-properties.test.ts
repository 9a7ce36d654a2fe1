/**
 * The money rules as properties, on PGlite and PostgreSQL: fast-check drives random sequences of
 * what a customer, the operator and Stripe do to one booking (accept, pay, pay an older Checkout
 * again, ask to pay, choose bank transfer, the operator records a transfer or refunds part of a
 * card payment, cancel, Stripe down and up with its stored failures, a webhook replayed), through
 * the real pages, the real `stripe` client and the stand-in. Once Stripe is up and the refunds on
 * their way have been asked for, whatever happened:
 * - a live booking's ledger never holds more than the fare;
 * - a cancelled one (cancelled more than 7 days ahead: everything comes back) holds no card money,
 *   and money taken by hand only as far as it is owed back by hand;
 * - every refund intent is made, owed by hand, or settled (none stranded);
 * - the ledger agrees with Stripe, PaymentIntent by PaymentIntent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attemptRefunds } from '#app/features/payments/refund-attempts.server.ts';
import { refundFormKey } from '#app/features/payments/admin-money.server.ts';
import { ledgerTotals } from '#app/features/payments/ledger.server.ts';
import { stripeClientFor } from '#app/features/payments/stripe-client.server.ts';
import { moneyActionsView } from '#app/routes/admin/quote-money.server.ts';
import { postMoneyForm } from '../support/admin-money.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';
import { sessionIdOf } from '../support/payment-flow.ts';

/** The payment flow's price: £420. */
const FARE_PENCE = 42_000;
/** Every Stripe call fails while it is "down" (more than a sequence makes). */
const DOWN = 1_000;
/** Sequences per database: enough to meet every pair of steps, quick enough for every run. */
const RUNS = 25;

const STEPS = [
  'accept',
  'pay-newest',
  'pay-oldest',
  'ask-to-pay',
  'bank-transfer',
  'operator-records-transfer',
  'operator-refunds-part',
  'cancel',
  'stripe-down',
  'stripe-up',
  'replay-webhook',
] as const;
type Step = (typeof STEPS)[number];

describe.each(DATABASE_KINDS)('the money rules as properties on %s', (kind) => {
  // Every sequence is a new request from the same address: past the quote API's hourly limit.
  const flow = paymentFlowPerSuite(kind, { RATE_LIMIT_QUOTES_PER_HOUR: String(RUNS * 4) });
  const query = <T>(text: string, values?: unknown[]) =>
    flow.mailing.database.query<T>(text, values);
  const db = () => flow.mailing.app.db;
  let n = 0;

  /** Does one step; a step the page refuses (nothing to pay, already cancelled) changes nothing. */
  async function run(step: Step, id: string, token: string, sessions: string[]): Promise<void> {
    const open = () => sessions.filter((s) => flow.standIn.sessions.get(s)?.status === 'open');
    const checkout = (url: string) => {
      const session = sessionIdOf(url);
      if (session) sessions.push(session);
    };
    switch (step) {
      case 'accept':
        return checkout(await flow.accept(token));
      case 'ask-to-pay':
        return checkout(await flow.post(token, { intent: 'pay' }));
      case 'pay-newest':
      case 'pay-oldest': {
        const payable = open();
        const session = step === 'pay-newest' ? payable.at(-1) : payable[0];
        if (session) await flow.standIn.pay(session);
        return;
      }
      case 'bank-transfer':
        await flow.post(token, { intent: 'bank-transfer' });
        return;
      case 'operator-records-transfer': {
        // What the operator sees is left to pay arrives by transfer (never more than that).
        const left = (await moneyActionsView(db(), id)).leftPence;
        if (!left) return;
        await postMoneyForm(flow, id, {
          intent: 'record-payment',
          method: 'bank-transfer',
          amount: (left / 100).toFixed(2),
        });
        return;
      }
      case 'operator-refunds-part': {
        const card = (await moneyActionsView(db(), id)).refundable.find(
          (p) => p.method === 'stripe' && p.refundablePence >= 1_000,
        );
        if (!card) return;
        await postMoneyForm(flow, id, {
          intent: 'refund-payment',
          paymentId: String(card.id),
          amount: '10.00',
          note: 'Goodwill for a late start.',
          refundKey: refundFormKey(),
        });
        return;
      }
      case 'cancel':
        await flow.cancelAsShown(token);
        return;
      case 'stripe-down':
        flow.standIn.storeFailures(true);
        flow.standIn.failNext(DOWN);
        return;
      case 'stripe-up':
        flow.standIn.failNext(0);
        return;
      case 'replay-webhook': {
        const paid = sessions.find((s) => flow.standIn.sessions.get(s)?.status === 'complete');
        if (paid) await flow.standIn.sendEvent('checkout.session.completed', paid);
        return;
      }
    }
  }

  /** Card money per PaymentIntent, as the ledger has it and as Stripe (the stand-in) has it. */
  async function cardMoney(id: string) {
    const ledger = await query<{ provider: string; paid: string; refunded: string }>(
      `select p.provider_id as provider, p.amount_pence as paid,
         coalesce((select sum(r.amount_pence) from payments r
           where r.kind = 'refund' and r.refund_of = p.id and r.method = 'stripe'
             and not exists (select 1 from stripe_refund_failures f where f.refund_id = r.provider_id)), 0) as refunded
       from payments p where p.quote_id = $1 and p.kind = 'payment' and p.method = 'stripe'`,
      [id],
    );
    const atStripe = [...flow.standIn.sessions.values()]
      .filter((s) => s.metadata.quoteId === id && s.payment_status === 'paid' && s.payment_intent)
      .map((s) => ({
        provider: s.payment_intent!,
        paid: s.amount_total,
        refunded: [...flow.standIn.refunds.values()]
          .filter((r) => r.payment_intent === s.payment_intent && r.status !== 'failed')
          .reduce((sum, r) => sum + r.amount, 0),
      }));
    const byProvider = (rows: { provider: string; paid: number; refunded: number }[]) =>
      [...rows].sort((a, b) => a.provider.localeCompare(b.provider));
    return {
      ledger: byProvider(
        ledger.map((r) => ({
          provider: r.provider,
          paid: Number(r.paid),
          refunded: Number(r.refunded),
        })),
      ),
      stripe: byProvider(atStripe),
    };
  }

  it('holds for every sequence of customer, operator and Stripe steps', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...STEPS), { minLength: 1, maxLength: 9 }),
        // 10 days out the whole fare is asked at once, 30 days out a deposit.
        fc.constantFrom(10, 30),
        async (steps, daysAhead) => {
          n += 1;
          flow.standIn.failNext(0);
          flow.standIn.storeFailures(false);
          const { id, token } = await flow.priced(`property-${kind}-${n}@example.com`, daysAhead);
          const sessions: string[] = [];
          for (const step of steps) {
            try {
              await run(step, id, token, sessions);
            } catch (error) {
              // A page that answers with its own message (nothing to do) is not a failure; a
              // server error or anything else is.
              if (error instanceof Response && error.status < 500) continue;
              if (error instanceof Error && /did not redirect/.test(error.message)) continue;
              throw error;
            }
          }
          // Stripe is back; the refunds on their way are asked for, as the outbox would.
          flow.standIn.failNext(0);
          const stripe = stripeClientFor(flow.mailing.app.env)!;
          for (let round = 0; round < 3; round += 1) {
            await attemptRefunds({ db: db(), stripe, boss: flow.mailing.app.boss }, id);
          }

          const booking = await flow.bookingOf(id);
          const { heldPence } = await ledgerTotals(db(), id);
          if (booking && booking.status !== 'cancelled') {
            expect(heldPence).toBeLessThanOrEqual(FARE_PENCE);
          }
          const money = await cardMoney(id);
          if (booking?.status === 'cancelled') {
            const cardHeld = money.ledger.reduce((sum, p) => sum + p.paid - p.refunded, 0);
            expect(cardHeld).toBe(0);
            const [owed] = await query<{ owed: string }>(
              `select coalesce(sum(amount_pence), 0) as owed from refund_intents
               where quote_id = $1 and state = 'by-hand'`,
              [id],
            );
            expect(heldPence - cardHeld).toBeLessThanOrEqual(Number(owed!.owed));
          }
          const stranded = await query<{ id: number }>(
            `select id from refund_intents where quote_id = $1 and state = 'pending'`,
            [id],
          );
          expect(stranded).toEqual([]);
          expect(money.ledger).toEqual(money.stripe);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
