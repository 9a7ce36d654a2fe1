/**
 * Jobs as their features declare them (app/lib/jobs), with the real outbox on PGlite and
 * PostgreSQL and a real SMTP peer: a job queued the way the code wrote jobs before the
 * declarations (the queue's old name, a payload without the fields added since) is still
 * delivered; data its job's schema refuses fails for good without reaching the handler; and a
 * payload that does not fit its job is refused where it is queued.
 */
import { describe, expect, it } from 'vitest';
import { operatorEmailJob } from '#app/features/quote/jobs.server.ts';
import { sendJob } from '#app/lib/jobs/define-job.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { quoteAppPerSuite, smtpPeerPerSuite } from '../support/lifecycle.ts';
import { mailKey } from '../support/peers.ts';
import { postQuote, quoteBody, waitFor } from '../support/quote-app.ts';

const OPERATOR = 'jobs@bus4u.test';

describe.each(DATABASE_KINDS)('jobs declared by their features on %s', (kind) => {
  const smtp = smtpPeerPerSuite();
  const { database, app } = quoteAppPerSuite(kind, () => ({
    workers: true,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, QUOTE_NOTIFY_EMAIL: OPERATOR },
  }));

  const newRequest = async () => {
    const response = await postQuote(app.url, quoteBody({}, 30));
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const jobOf = async (jobId: string) => {
    const [row] = await database.query<{ state: string; output: unknown }>(
      `select state, output from pgboss.job where id = $1`,
      [jobId],
    );
    return row;
  };

  it('delivers a job queued in the old shape under its old queue name', async () => {
    const id = await newRequest();
    // As the code before job definitions queued an operator alert: the queue by its name and a
    // bare { quoteId }, from before alerts named their event (so it is a new request's).
    const jobId = await app.boss.send('alert.operator-email', { quoteId: id });
    expect(jobId).not.toBeNull();
    const mail = await waitFor(
      async () =>
        smtp.received.find((m) => mailKey(m) === `<${id}.alert-new-request@bus4u.outbox>`),
      20_000,
      'the old-shape alert by e-mail',
    );
    expect(mail.envelopeTo).toEqual([OPERATOR]);
    await waitFor(
      async () => ((await jobOf(jobId!))?.state === 'completed' ? true : undefined),
      20_000,
      'the old-shape job completed',
    );
  });

  it('fails for good, unrun, a job whose data its schema refuses', async () => {
    const id = await newRequest();
    const isOperatorMail = (m: (typeof smtp.received)[number]) =>
      mailKey(m) === `<${id}.operator@bus4u.outbox>`;
    await waitFor(async () => smtp.received.find(isOperatorMail), 20_000, 'the operator e-mail');
    const jobId = await app.boss.send(operatorEmailJob.name, { quote: id });
    const failed = await waitFor(
      async () => {
        const job = await jobOf(jobId!);
        return job?.state === 'failed' ? job : undefined;
      },
      20_000,
      'the unfit job failed',
    );
    expect(JSON.stringify(failed.output)).toContain(
      "the job's data does not fit quote.operator-email (version 1): quoteId",
    );
    expect(smtp.received.filter(isOperatorMail)).toHaveLength(1);
  });

  it('refuses a payload that does not fit its job where it is queued', async () => {
    await expect(
      app.db.transaction((tx) =>
        // A number where the schema wants the request's id: the caller hears of it at once.
        sendJob(tx, app.boss, operatorEmailJob, { quoteId: 42 as unknown as string }),
      ),
    ).rejects.toThrow(/quoteId/);
  });
});
