/**
 * The balance asked for when it falls due, on PGlite and PostgreSQL, with the real outbox and a
 * real SMTP peer: paying the deposit queues the request for 09:00 London on the day the terms
 * give (7 days before pickup) and its reminder two days later; the request, when its day comes,
 * says what is paid and what is left with the link to pay it; once the balance is paid the
 * reminder sends nothing. "When its day comes" is the job's own start time moved to now: the
 * outbox's clock, controlled, not waited for.
 */
import { describe, expect, it } from 'vitest';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import { sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import { addDays, londonInstant } from '#app/lib/london-dates.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { plainDayAhead } from '../support/dates.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';
import { PAYMENT_SITE } from '../support/payment-flow.ts';
import { priceForm } from '../support/price-loop.ts';
import { postQuote, quoteBody, waitFor } from '../support/quote-app.ts';

describe.each(DATABASE_KINDS)('the balance e-mails on %s', (kind) => {
  const flow = paymentFlowPerSuite(kind);

  /** A £420 request 30 days out, accepted and its £105 deposit paid; its id and page token. */
  async function depositPaid(email: string, welsh = false) {
    const { app } = flow.mailing;
    const response = await postQuote(
      app.url,
      quoteBody({
        email,
        journeyType: 'airport-transfer',
        ...(welsh ? { current_page: '/cy/quote' } : {}),
      }),
    );
    const { id } = (await response.json()) as { id: string };
    const token = await issueQuoteToken(app.db, id);
    const sent = await sendPrice(
      { db: app.db, boss: app.boss },
      { quoteId: id, by: 'operator@bus4u.test', form: priceForm({ total: '420.00' }) },
    );
    expect(sent.ok).toBe(true);
    const location = await flow.accept(token);
    const sessionId = /\/pay\/(cs_test_[0-9a-f]+)$/.exec(String(location))![1]!;
    expect((await flow.standIn.pay(sessionId)).status).toBe(200);
    return { id, token };
  }

  const jobOf = async (id: string, queue: string) =>
    (
      await flow.mailing.database.query<{ id: string; start_after: Date; state: string }>(
        `select id, start_after, state from pgboss.job where name = $1 and data->>'quoteId' = $2`,
        [queue, id],
      )
    )[0];
  /** The day comes: the job may run now. */
  const dayComes = (jobId: string) =>
    flow.mailing.database.query(`update pgboss.job set start_after = now() where id = $1`, [jobId]);

  it('queues the request for 09:00 on the day the balance falls due, and the reminder two days on', async () => {
    const { id } = await depositPaid('queued@example.com');
    const dueDate = addDays(plainDayAhead(30), -7);
    const request = await jobOf(id, 'payment.balance-request');
    const reminder = await jobOf(id, 'payment.balance-reminder');
    expect(new Date(request!.start_after).toISOString()).toBe(
      londonInstant(dueDate, '09:00').toISOString(),
    );
    expect(new Date(reminder!.start_after).toISOString()).toBe(
      londonInstant(addDays(dueDate, 2), '09:00').toISOString(),
    );
  });

  it('asks for the balance on its day with what is paid, what is left and the link to pay it', async () => {
    const { id } = await depositPaid('balance@example.com');
    await dayComes((await jobOf(id, 'payment.balance-request'))!.id);
    const mail = await waitFor(
      async () =>
        flow.mailing.smtp.received.find(
          (m) =>
            m.envelopeTo.includes('balance@example.com') &&
            /balance of £315\.00 is due/.test(m.message.headers.get('subject') ?? ''),
        ),
      30_000,
      'the balance request',
    );
    expect(mail.message.text).toContain('You have paid £105.00 of the £420.00 fare so far.');
    expect(mail.message.text).toMatch(/The remaining £315\.00 is due by \d+ \w+ \d{4}/);
    expect(mail.message.text).toMatch(
      new RegExp(`${PAYMENT_SITE.replaceAll('.', '\\.')}/your-quote/[A-Za-z0-9_-]{43}`),
    );
  });

  it('says it in Welsh for a request made in Welsh', async () => {
    const { id } = await depositPaid('cymraeg-balance@example.com', true);
    await dayComes((await jobOf(id, 'payment.balance-request'))!.id);
    const mail = await waitFor(
      async () =>
        flow.mailing.smtp.received.find(
          (m) =>
            m.envelopeTo.includes('cymraeg-balance@example.com') &&
            /gweddill/.test(m.message.headers.get('subject') ?? ''),
        ),
      30_000,
      'the Welsh balance request',
    );
    expect(mail.message.headers.get('subject')).toContain(
      'Mae gweddill y pris, £315.00, yn ddyledus i Bus4U',
    );
    expect(mail.message.text).toContain(`/cy/your-quote/`);
  });

  it('sends no reminder once the balance is paid', async () => {
    const { id, token } = await depositPaid('paid-up@example.com');
    // The customer pays the rest from their page.
    const location = await flow.post(token, { intent: 'pay' });
    const sessionId = /\/pay\/(cs_test_[0-9a-f]+)$/.exec(String(location))![1]!;
    expect(flow.standIn.sessions.get(sessionId)!.amount_total).toBe(31_500);
    await flow.standIn.pay(sessionId);
    const reminder = (await jobOf(id, 'payment.balance-reminder'))!;
    await dayComes(reminder.id);
    await waitFor(
      async () =>
        (await jobOf(id, 'payment.balance-reminder'))!.state === 'completed' ? true : undefined,
      30_000,
      'the reminder job to run',
    );
    expect(
      flow.mailing.smtp.received
        .filter((m) => m.envelopeTo.includes('paid-up@example.com'))
        .map((m) => m.message.headers.get('subject')),
    ).not.toContainEqual(expect.stringMatching(/balance/i));
  });
});
