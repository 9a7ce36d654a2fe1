/**
 * The outbox against real peers: an SMTP server (smtp-server) that is down at first and comes up
 * later, and a partner app (node:http) that fails three times before it accepts. Every delivery
 * arrives exactly once, on PGlite and on PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase } from '../support/databases.ts';
import { partnerPeerPerSuite, quoteAppPerSuite } from '../support/lifecycle.ts';
import { startSmtpPeer } from '../support/peers.ts';
import { postQuote, quoteBody, waitFor } from '../support/quote-app.ts';
import { freePort } from '../../scripts/lib/server.ts';
import { londonDate } from '../support/dates.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The request's deliveries: what its follow-ups job queued (itself left out). */
const jobStates = (database: TestDatabase, id: string) =>
  database.query<{ name: string; state: string; retry_count: number }>(
    `select name, state, retry_count from pgboss.job
      where data->>'quoteId' = $1 and name <> 'quote.follow-ups' order by name`,
    [id],
  );

describe.each(DATABASE_KINDS)('e-mail delivery through SMTP on %s', (kind) => {
  // Where the SMTP server will listen once the test starts it: nothing does yet. Registered
  // before the app's hooks, so the port is chosen by the time the app starts.
  let smtpPort: number;
  beforeAll(async () => {
    smtpPort = await freePort();
  });
  const { database, app } = quoteAppPerSuite(kind, () => ({
    workers: true,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'quotes@bus4u.example',
      QUOTE_NOTIFY_EMAIL: 'ops@bus4u.example',
    },
  }));

  it('retries while the SMTP server is down, then delivers each e-mail exactly once', async () => {
    const body = quoteBody(
      {
        journeyDirection: 'return',
        returnDate: londonDate(4),
        returnTime: '18:45',
      },
      2, // two days away: urgent
    );
    const response = await postQuote(app.url, body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    // Nothing listens yet: both e-mail jobs (once the follow-ups have queued them) fail and wait
    // for their retry.
    await waitFor(
      async () => {
        const jobs = await jobStates(database, id);
        return jobs.length === 2 && jobs.every((j) => j.retry_count >= 1) ? true : undefined;
      },
      15_000,
      'failed first attempts',
    );
    const smtp = await startSmtpPeer(smtpPort);
    try {
      await waitFor(
        async () => (smtp.received.length >= 2 ? true : undefined),
        30_000,
        'two e-mails',
      );
      await waitFor(
        async () =>
          (await jobStates(database, id)).every((j) => j.state === 'completed') ? true : undefined,
        10_000,
        'completed jobs',
      );
      // Give a duplicate every chance to show up.
      await sleep(2500);
      expect(smtp.received).toHaveLength(2);

      const operator = smtp.received.find((r) => r.envelopeTo.includes('ops@bus4u.example'));
      const customer = smtp.received.find((r) => r.envelopeTo.includes('megan@example.com'));
      expect(operator).toBeDefined();
      expect(customer).toBeDefined();

      const op = operator!.message;
      expect(op.headers.get('subject')).toBe(
        `URGENT: Quote request: Airport Transfer for Megan Jones (${id})`,
      );
      expect(op.headers.get('from')).toBe('Bus4U <quotes@bus4u.example>');
      expect(op.headers.get('to')).toContain('<ops@bus4u.example>');
      expect(op.headers.get('reply-to')).toBe('Megan Jones <megan@example.com>');
      for (const field of [
        id,
        'Megan Jones',
        'megan@example.com',
        '+447700900123',
        'Canton, Cardiff',
        'Bristol Airport',
        '05:30',
        '18:45',
        'Return',
        '12',
        'Two child seats',
        'google_ads',
        '/book-online',
      ]) {
        expect(op.text, field).toContain(field);
        expect(op.html, field).toContain(field);
      }

      const ack = customer!.message;
      expect(ack.headers.get('subject')).toContain(id);
      expect(ack.headers.get('to')).toBe('Megan Jones <megan@example.com>');
      expect(ack.text).toContain('within 24 hours');
      expect(ack.text).toContain('Bristol Airport');
      expect(ack.text).toContain('029 2018 0123');
    } finally {
      await smtp.close();
    }
  });
});

describe.each(DATABASE_KINDS)('partner forwarding on %s', (kind) => {
  // Fails its first three requests, then accepts.
  const partner = partnerPeerPerSuite((n) => ({ status: n <= 3 ? 500 : 201 }));
  const { database, app } = quoteAppPerSuite(kind, () => ({
    workers: true,
    env: {
      PARTNER_QUOTE_URL: partner.url,
      PARTNER_API_KEY: 'pk_test_partner',
      PARTNER_API_KEY_HEADER: 'x-partner-key',
    },
  }));

  it('retries through three 500s with one Idempotency-Key, then stops at the 201', async () => {
    const response = await postQuote(
      app.url,
      quoteBody({ specialRequirements: 'Wheelchair space' }),
    );
    const { id } = (await response.json()) as { id: string };
    await waitFor(
      async () =>
        (await jobStates(database, id)).find((j) => j.name === 'quote.partner-forward')?.state ===
        'completed'
          ? true
          : undefined,
      45_000,
      'partner job completed',
    );
    await sleep(2000);
    expect(partner.requests).toHaveLength(4);
    for (const request of partner.requests) {
      expect(request.headers['idempotency-key']).toBe(id);
      expect(request.headers['x-partner-key']).toBe('pk_test_partner');
      expect(request.headers['content-type']).toBe('application/json');
    }
    const body = JSON.parse(partner.requests[3]!.body) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'customer_name',
        'customer_email',
        'customer_phone',
        'pickup_location',
        'dropoff_location',
        'pickup_datetime',
        'passengers',
        'notes',
      ].sort(),
    );
    expect(body).toMatchObject({
      customer_name: 'Megan Jones',
      customer_email: 'megan@example.com',
      customer_phone: '+447700900123',
      pickup_location: 'Canton, Cardiff',
      dropoff_location: 'Bristol Airport',
      passengers: 12,
    });
    expect(body.pickup_datetime).toMatch(/^\d{4}-\d{2}-\d{2}T05:30:00\+0[01]:00$/);
    expect(body.notes).toContain('Wheelchair space');
    // Every attempt carried the same body.
    expect(new Set(partner.requests.map((r) => r.body)).size).toBe(1);
  });

  it('keeps the e-mails in the outbox when no SMTP server is configured, once each', async () => {
    const response = await postQuote(app.url, quoteBody());
    const { id } = (await response.json()) as { id: string };
    const emails = await waitFor(
      async () => {
        const rows = await database.query<{ kind: string; to_address: string; subject: string }>(
          `select kind, to_address, subject from outbox_emails where quote_id = $1 order by kind`,
          [id],
        );
        return rows.length === 2 ? rows : undefined;
      },
      15_000,
      'stored e-mails',
    );
    expect(emails.map((e) => [e.kind, e.to_address])).toEqual([
      ['customer', 'megan@example.com'],
      ['operator', 'hello@bus4u.example'],
    ]);
    expect(emails[1]!.subject).toBe(`Quote request: Airport Transfer for Megan Jones (${id})`);
  });
});
