/**
 * The operator's alert when the balance is still unpaid 48 hours before pickup, on PGlite and
 * PostgreSQL with the real outbox and a real SMTP peer: paying the deposit queues it (once, by its
 * singleton key) for 48 hours before the pickup; when its time comes it e-mails the operator what
 * is left; once the balance is paid it sends nothing. "When its time comes" is the job's start
 * time moved to now: the outbox's clock, controlled, not waited for.
 */
import { describe, expect, it } from 'vitest';
import { scheduleBalanceUnpaidAlert } from '#app/features/payments/operator-alerts.server.ts';
import { londonInstant } from '#app/lib/london-dates.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { plainDayAhead } from '../support/dates.ts';
import { mailWithSubject } from '../support/mail-app.ts';
import { OPERATOR_INBOX, sessionIdOf } from '../support/payment-flow.ts';
import { waitFor } from '../support/quote-app.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';

const ALERT = 'payment.operator-alert';

describe.each(DATABASE_KINDS)('the unpaid balance alert on %s', (kind) => {
  const flow = paymentFlowPerSuite(kind);

  const alertJobs = (id: string) =>
    flow.mailing.database.query<{ id: string; start_after: Date; state: string; output: unknown }>(
      `select id, start_after, state, output from pgboss.job
       where name = $1 and data->>'quoteId' = $2 and data->>'paymentAlert' = 'balance-unpaid'`,
      [ALERT, id],
    );
  const timeComes = (jobId: string) =>
    flow.mailing.database.query(`update pgboss.job set start_after = now() where id = $1`, [jobId]);

  it('is queued once for 48 hours before the pickup, and tells the operator what is left', async () => {
    const { id, token } = await flow.priced('unpaid-balance@example.com', 30);
    await flow.acceptedAndPaid(token);
    const [job, ...more] = await alertJobs(id);
    expect(more).toEqual([]);
    // quoteBody's pickup is 05:30 London on the day, 30 days ahead.
    const pickupAt = londonInstant(plainDayAhead(30), '05:30');
    expect(new Date(job!.start_after).toISOString()).toBe(
      new Date(pickupAt.getTime() - 48 * 3_600_000).toISOString(),
    );
    // Scheduled again (a retried confirmation, say): the singleton key keeps it one job.
    await flow.mailing.app.db.transaction((tx) =>
      scheduleBalanceUnpaidAlert(tx, flow.mailing.app.boss, { quoteId: id, pickupAt }),
    );
    expect(await alertJobs(id)).toHaveLength(1);

    await timeComes(job!.id);
    const mail = await mailWithSubject(
      flow.mailing.smtp,
      OPERATOR_INBOX,
      `The balance is still unpaid, 48 hours before pickup (${id})`,
    );
    expect(mail.message.text).toContain('has paid £105.00 of the £420.00 fare');
    expect(mail.message.text).toContain('£315.00 is left.');
  });

  it('sends nothing once the balance is paid', async () => {
    const { id, token } = await flow.priced('paid-balance@example.com', 30);
    await flow.acceptedAndPaid(token);
    const second = sessionIdOf(await flow.post(token, { intent: 'pay' }))!;
    await flow.standIn.pay(second);
    expect(await flow.heldOf(id)).toBe(42_000);
    const [job] = await alertJobs(id);
    await timeComes(job!.id);
    const done = await waitFor(
      async () => {
        const [now] = await alertJobs(id);
        return now?.state === 'completed' ? now : undefined;
      },
      30_000,
      'the alert job to run',
    );
    expect(JSON.stringify(done.output)).toContain('the balance is paid');
  });
});
