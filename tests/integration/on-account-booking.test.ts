/**
 * Putting a request's booking on an account, on PGlite and PostgreSQL with the real outbox: a
 * booking waiting for its first payment is confirmed without payment (its confirmation queued),
 * a confirmed one just goes on the account, and the account's page then lists it and counts what
 * it owes once its pickup has passed, flagged over its credit limit.
 */
import { describe, expect, it } from 'vitest';
import { putBookingOnAccount } from '#app/features/bookings/account-bookings.server.ts';
import { accountStanding } from '#app/features/contracts/account-standing.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { mailAppPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';

describe.each(DATABASE_KINDS)('an on-account booking on %s', (kind) => {
  const mailing = mailAppPerSuite(kind, {});

  async function bookedRequest(email: string, status: 'awaiting-payment' | 'confirmed') {
    const response = await postQuote(mailing.app.url, quoteBody({ email }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await mailing.database.query(
      `insert into bookings (quote_id, hirer_name, hirer_email, hirer_phone, pickup_location, destination,
         pickup_at, ends_at, passengers, fare_pence, quoted_vehicle, status, hold_until)
       values ($1, 'Megan Jones', $2, '+447700900123', 'Canton, Cardiff', 'Bristol Airport',
         '2027-03-01T05:30:00Z', '2027-03-01T08:30:00Z', 12, 42000, '16-Seat Minibus', $3, $4)`,
      [id, email, status, status === 'awaiting-payment' ? '2027-02-01T00:00:00Z' : null],
    );
    return id;
  }

  it('confirms a held booking without payment, and puts a confirmed one on the account', async () => {
    const [account] = await mailing.database.query<{ id: number }>(
      `insert into accounts (organisation, billing_email, billing_address, credit_limit_pence)
       values ('Cardiff Rugby Club', 'accounts@rugby.example', 'Sophia Gardens, Cardiff', 40000)
       returning id`,
    );
    const held = await bookedRequest('held@example.com', 'awaiting-payment');
    const outcome = await putBookingOnAccount(mailing.app.db, mailing.app.boss, {
      quoteId: held,
      accountId: account!.id,
    });
    expect(outcome).toBe('confirmed');
    const confirmed = await bookedRequest('confirmed@example.com', 'confirmed');
    expect(
      await putBookingOnAccount(mailing.app.db, mailing.app.boss, {
        quoteId: confirmed,
        accountId: account!.id,
      }),
    ).toBe('on-account');
    const rows = await mailing.database.query<{
      quote_id: string;
      status: string;
      account_id: number;
    }>(`select quote_id, status, account_id from bookings order by id`);
    expect(rows).toEqual([
      { quote_id: held, status: 'confirmed', account_id: account!.id },
      { quote_id: confirmed, status: 'confirmed', account_id: account!.id },
    ]);
    const jobs = await mailing.database.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = 'booking.confirmation' and data->>'quoteId' = $1`,
      [held],
    );
    expect(jobs[0]!.n).toBe(1);

    // Once both pickups have passed, the account owes £840 against a £400 limit: flagged.
    const journeys = await mailing.database.query<{
      bookingId: number;
      pickupAt: Date;
      status: string;
      farePence: number;
    }>(
      `select id as "bookingId", pickup_at as "pickupAt", status, fare_pence as "farePence" from bookings where account_id = $1`,
      [account!.id],
    );
    expect(accountStanding(journeys, 40000, new Date('2027-03-02T00:00:00Z'))).toEqual({
      balancePence: 84000,
      uninvoicedPence: 84000,
      upcomingPence: 0,
      overCreditLimit: true,
      longOverduePence: 0,
    });
    expect(accountStanding(journeys, 40000, new Date('2027-02-28T00:00:00Z'))).toEqual({
      balancePence: 0,
      uninvoicedPence: 0,
      upcomingPence: 84000,
      overCreditLimit: false,
      longOverduePence: 0,
    });
  });
});
