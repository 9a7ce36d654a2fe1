/**
 * The operator's alerts end to end: devices subscribe through POST /admin/push/subscriptions, each
 * event reaches a push service stand-in of ours on loopback (which checks the VAPID header and
 * decrypts the RFC 8291 body as the browser would), a 410 forgets the device, a push service that
 * never answers holds up no other delivery, and with no device subscribed the event comes to
 * QUOTE_NOTIFY_EMAIL instead. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { cancelBooking } from '#app/features/bookings/booking-actions.server.ts';
import { answerPrice } from '#app/features/customer-quote/answer-price.server.ts';
import { sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import { queueOperatorAlert } from '#app/lib/outbox/operator-alerts.server.ts';
import { confirmOnPayment } from '#server/payment-confirmation.server.ts';
import { signedInCookie } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { londonDate } from '../support/dates.ts';
import { partnerPeerPerSuite, quoteAppPerSuite, smtpPeerPerSuite } from '../support/lifecycle.ts';
import { answerDeps, priceForm } from '../support/price-loop.ts';
import {
  startPushStandIn,
  type BrowserSubscription,
  type PushStandIn,
} from '../support/push-stand-in.ts';
import { postQuote, quoteBody, waitFor } from '../support/quote-app.ts';

const OPERATOR = 'alerts@bus4u.test';
const PATH = '/admin/push/subscriptions';

describe.each(DATABASE_KINDS)("the operator's alerts on %s", (kind) => {
  const vapid = webpush.generateVAPIDKeys();
  const smtp = smtpPeerPerSuite();
  // The partner refuses every forward: with no retries left, each fails for good at once.
  const partner = partnerPeerPerSuite(() => ({ status: 500 }));
  // By hand: no other file starts a push stand-in, so there is no suite helper for one.
  let push: PushStandIn;
  beforeAll(async () => {
    push = await startPushStandIn(vapid.publicKey);
  });
  afterAll(async () => {
    await push?.close();
  });
  const { database, app } = quoteAppPerSuite(kind, () => ({
    workers: true,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      QUOTE_NOTIFY_EMAIL: OPERATOR,
      PARTNER_QUOTE_URL: partner.url,
      OUTBOX_RETRY_LIMIT: '0',
      ALERT_STILL_NEW_MINUTES: '30',
      PUSH_VAPID_PUBLIC_KEY: vapid.publicKey,
      PUSH_VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_CONTACT: `mailto:${OPERATOR}`,
      SESSION_SECRET: 'operator-alerts-session-secret-0123456789',
    },
  }));
  let cookie: string;

  beforeAll(async () => {
    cookie = await signedInCookie(database, app.env);
  });

  const subscribe = (body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
    fetch(`${app.url}${PATH}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        Cookie: cookie,
        Origin: app.env.SITE_URL,
        'User-Agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        ...headers,
      },
      body: JSON.stringify(body),
    });

  const newRequest = async (overrides: Record<string, unknown> = {}, daysAhead = 30) => {
    const response = await postQuote(app.url, quoteBody(overrides, daysAhead));
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const alertsFor = (device: string, quoteId: string) =>
    push.received.filter(
      (alert) => alert.device === device && alert.payload.url === `/admin/quotes/${quoteId}`,
    );
  const alertTitled = (device: string, quoteId: string, start: string) =>
    waitFor(
      async () => alertsFor(device, quoteId).find((a) => a.payload.title.startsWith(start)),
      20_000,
      `"${start}" at ${device}`,
    );
  const priceAndAccept = async (quoteId: string) => {
    const sent = await sendPrice(
      { db: app.db, boss: app.boss },
      { quoteId, by: 'op', form: priceForm({ validUntil: londonDate(3) }) },
    );
    expect(sent.ok).toBe(true);
    const answered = await answerPrice(answerDeps(app), {
      quoteId,
      customerToken: 't',
      intent: 'accept',
      revision: 1,
      termsAccepted: true,
      reason: '',
    });
    expect(answered).toEqual({ ok: true, changed: true });
  };

  it('e-mails QUOTE_NOTIFY_EMAIL while no device is subscribed', async () => {
    const id = await newRequest({ name: 'Nia Morgan', email: 'nia@example.com' });
    await priceAndAccept(id);
    expect(
      await cancelBooking({ db: app.db, boss: app.boss }, { quoteId: id, by: null }),
    ).toMatchObject({
      ok: true,
    });
    const mail = await waitFor(
      async () =>
        smtp.received.find((m) =>
          (m.message.headers.get('subject') ?? '').startsWith(
            'Cancelled by the customer: Nia Morgan',
          ),
        ),
      20_000,
      'the cancellation alert by e-mail',
    );
    expect(mail.envelopeTo).toEqual([OPERATOR]);
    expect(push.received).toHaveLength(0);
  });

  let phone: BrowserSubscription;
  it('takes a subscription from the signed-in admin only, https only, 201 then 200', async () => {
    phone = push.subscribe('phone');
    expect((await subscribe(phone, { Cookie: '' })).status).toBe(401);
    expect((await subscribe(phone, { Origin: 'https://evil.example' })).status).toBe(403);
    expect(
      (await subscribe({ ...phone, endpoint: phone.endpoint.replace('https:', 'http:') })).status,
    ).toBe(400);
    expect((await subscribe(phone)).status).toBe(201);
    expect((await subscribe(phone)).status).toBe(200);
    const [device] = await database.query<{ label: string }>(
      `select label from push_subscriptions where endpoint = $1`,
      [phone.endpoint],
    );
    expect(device!.label).toBe('Safari on iPhone');
  });

  it('alerts the device for each event, decrypted, with the name and journey only', async () => {
    // A pickup tomorrow evening is within 48 hours: urgent, and sent urgency high.
    const soon = await newRequest({ pickupDate: londonDate(1), pickupTime: '23:00' });
    const urgent = await alertTitled('phone', soon, 'Urgent new request');
    expect(urgent.urgency).toBe('high');
    expect(urgent.payload.body).toContain('Megan Jones: Canton, Cardiff to Bristol Airport');
    expect(urgent.ttl).toBe(3600);

    const id = await newRequest();
    const fresh = await alertTitled('phone', id, 'New request: Airport Transfer');
    expect(fresh.urgency).toBe('normal');

    await priceAndAccept(id);
    await alertTitled('phone', id, 'Price accepted: Megan Jones');

    // The alert says how much came in, so the operator need not open the request to know.
    await app.db.transaction((tx) =>
      confirmOnPayment(app.boss)(tx, id, {
        kind: 'recorded',
        paymentId: 1,
        amountPence: 5_000,
        method: 'by-hand',
        priceRevision: null,
      }),
    );
    await alertTitled('phone', id, 'Payment received: £50.00 from Megan Jones');

    await app.db.transaction((tx) =>
      queueOperatorAlert(tx, app.boss, { event: 'instant-booking', quoteId: id }),
    );
    await alertTitled('phone', id, 'Instant booking: Megan Jones');

    expect(
      (await cancelBooking({ db: app.db, boss: app.boss }, { quoteId: id, by: null })).ok,
    ).toBe(true);
    await alertTitled('phone', id, 'Cancelled by the customer: Megan Jones');

    // The partner refused the forward, with no retry left: it failed for good.
    await alertTitled('phone', id, 'Failed for good: quote.partner-forward');

    for (const alert of alertsFor('phone', id)) {
      const text = JSON.stringify(alert.payload);
      expect(text).not.toContain('megan@example.com');
      expect(text).not.toContain('7700');
    }
    expect(push.refused).toEqual([]);
  });

  it('alerts once more when a request is still new after the set time, and not when answered', async () => {
    const untouched = await newRequest({ name: 'Owain Price' });
    const answered = await newRequest({ name: 'Siân Lloyd' });
    await alertTitled('phone', untouched, 'New request');
    await alertTitled('phone', answered, 'New request');
    await database.query(`update quote_requests set status = 'contacted' where id = $1`, [
      answered,
    ]);
    // As the clock would, half an hour on: the checks are due now.
    await database.query(
      `update pgboss.job set start_after = now() where name = 'alert.still-new' and data->>'quoteId' = any($1)`,
      [[untouched, answered]],
    );
    await alertTitled('phone', untouched, 'still new after 30 minutes: Owain Price');
    await waitFor(
      async () => {
        const rows = await database.query<{ state: string }>(
          `select state from pgboss.job where name = 'alert.still-new' and data->>'quoteId' = $1`,
          [answered],
        );
        return rows[0]?.state === 'completed' ? true : undefined;
      },
      20_000,
      'the answered request to be checked',
    );
    expect(
      alertsFor('phone', answered).filter((a) => a.payload.title.includes('still new')),
    ).toEqual([]);
  });

  it('holds up no other delivery for a push service that never answers', async () => {
    const tablet = push.subscribe('tablet', 'slow');
    expect((await subscribe(tablet)).status).toBe(201);
    const tabletJob = async (quoteId: string) => {
      const [job] = await database.query<{ state: string }>(
        `select state from pgboss.job where name = 'alert.push' and data->>'quoteId' = $1
           and (data->>'deviceId')::int = (select id from push_subscriptions where endpoint = $2)`,
        [quoteId, tablet.endpoint],
      );
      return job?.state;
    };
    const first = await newRequest();
    await waitFor(
      async () => ((await tabletJob(first)) === 'active' ? true : undefined),
      20_000,
      "the tablet's alert to be waiting on its push service",
    );
    const second = await newRequest({ email: 'slow@example.com' });
    await alertTitled('phone', second, 'New request');
    await waitFor(
      async () => smtp.received.find((m) => m.envelopeTo.includes('slow@example.com')),
      20_000,
      "the customer's acknowledgement",
    );
    // Both arrived while the tablet's first alert was still waiting for its push service.
    expect(await tabletJob(first)).toBe('active');
    expect(alertsFor('tablet', first)).toEqual([]);
    expect((await subscribe({ endpoint: tablet.endpoint }, {}, 'DELETE')).status).toBe(204);
  });

  it('forgets a device whose push service answers 410', async () => {
    push.behave('phone', 'gone');
    const id = await newRequest();
    await waitFor(
      async () => {
        const rows = await database.query(`select 1 from push_subscriptions where endpoint = $1`, [
          phone.endpoint,
        ]);
        return rows.length === 0 ? true : undefined;
      },
      20_000,
      'the gone device to be removed',
    );
    expect(alertsFor('phone', id)).toEqual([]);
    expect((await subscribe({ endpoint: phone.endpoint }, {}, 'DELETE')).status).toBe(404);
  });
});
