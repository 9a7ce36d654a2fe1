/**
 * No plain customer link rests in the outbox: on PGlite and PostgreSQL, with the real outbox, a
 * real SMTP peer and the Stripe stand-in, a booking's e-mails (price, acknowledgement, confirmation,
 * receipt) are sent and its balance request is queued weeks ahead, and then no pgboss job row of
 * any state holds a token that opens a customer page. The e-mails still carry working links.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findQuoteIdByToken } from '#app/features/customer-quote/quote-token.server.ts';
import { priceEmailJob } from '#app/features/customer-quote/jobs.server.ts';
import { balanceRequestJob } from '#app/features/payments/jobs.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';
import { waitFor } from '../support/quote-app.ts';

/** Anything shaped like a customer link's token: 43 characters of base64url. */
const TOKEN_SHAPE = /[A-Za-z0-9_-]{43}/g;
const LINK_IN_MAIL = /\/your-quote\/([A-Za-z0-9_-]{43})/;

describe.each(DATABASE_KINDS)('customer links and the outbox on %s', (kind) => {
  const flow = paymentFlowPerSuite(kind);
  const query = <T>(text: string, values?: unknown[]) =>
    flow.mailing.database.query<T>(text, values);

  /** Every job row pg-boss keeps, whatever its state (and its archive, where there is one). */
  async function jobRows(): Promise<{ name: string; state: string; data: string }[]> {
    const rows = await query<{ name: string; state: string; data: string }>(
      'select name, state::text as state, data::text as data from pgboss.job',
    );
    const [archive] = await query<{ present: boolean }>(
      `select to_regclass('pgboss.archive') is not null as present`,
    );
    if (!archive?.present) return rows;
    return [
      ...rows,
      ...(await query<{ name: string; state: string; data: string }>(
        'select name, state::text as state, data::text as data from pgboss.archive',
      )),
    ];
  }

  it('keeps no token that opens a customer page in any job row once the e-mails are sent', async () => {
    const address = 'no-links-at-rest@example.com';
    const { id, token } = await flow.priced(address, 40);
    await flow.acceptedAndPaid(token);
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'confirmed' });
    // The acknowledgement and the confirmation have gone, each with a working link (the price
    // e-mail's job found the price already accepted, and stood down).
    const linked = await waitFor(
      async () => {
        const mails = flow.mailing.smtp.received.filter(
          (m) => m.envelopeTo.includes(address) && LINK_IN_MAIL.test(m.message.text ?? ''),
        );
        const confirmed = mails.some((m) =>
          (m.message.headers.get('subject') ?? '').startsWith('Booking confirmed'),
        );
        return mails.length >= 2 && confirmed ? mails : undefined;
      },
      30_000,
      'the acknowledgement and the confirmation',
    );
    for (const mail of linked) {
      const link = LINK_IN_MAIL.exec(mail.message.text ?? '')![1]!;
      expect(await findQuoteIdByToken(flow.mailing.app.db, link)).toBe(id);
    }
    const rows = await jobRows();
    // The balance request waits weeks ahead and will print the link: it says so, and no more.
    const balance = rows.find(
      (row) => row.name === balanceRequestJob.name && row.data.includes(id),
    );
    expect(balance?.state).toBe('created');
    expect(JSON.parse(balance!.data)).toEqual({ quoteId: id, customerLink: true });
    const opening: string[] = [];
    for (const row of rows) {
      for (const candidate of row.data.match(TOKEN_SHAPE) ?? []) {
        if (await findQuoteIdByToken(flow.mailing.app.db, candidate)) opening.push(row.name);
      }
    }
    expect(opening).toEqual([]);
  });

  it('swaps a plain link left in a job row written before the change for the flag', async () => {
    // The custom migration that came with the change, run again over a job written the old way.
    const scrub = readFileSync(
      new URL('../../drizzle/0025_scrub-job-customer-links.sql', import.meta.url),
      'utf8',
    );
    const oldToken = 'A'.repeat(43);
    const jobId = await flow.mailing.app.boss.send(
      priceEmailJob.name,
      { quoteId: 'Q-OLD-JOB', revision: 1, customerToken: oldToken },
      { startAfter: new Date('2099-01-01T00:00:00Z') },
    );
    await query(scrub);
    const [row] = await query<{ data: unknown }>('select data from pgboss.job where id = $1', [
      jobId,
    ]);
    expect(row?.data).toEqual({ quoteId: 'Q-OLD-JOB', revision: 1, customerLink: true });
  });
});
