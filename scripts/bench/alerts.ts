/**
 * Seconds from POST /api/quotes to the operator's alert at a push service: the production server
 * with the production outbox poll (OUTBOX_POLL_SECONDS unset: 2 s), one device subscribed at our
 * push service stand-in (tests/support/push-stand-in.ts, which decrypts each alert as a browser
 * would). Requests are sent one at a time, a random part of a poll apart, so the figures sample
 * every phase of the poll rather than one. Prints only.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { plainDayAhead } from '../../tests/support/dates.ts';
import { startPushStandIn } from '../../tests/support/push-stand-in.ts';
import { postSignIn, sessionCookieOf } from '../../tests/support/sign-in-http.ts';
import { freePort, startServer } from '../lib/server.ts';

const REQUESTS = 40;
const PRODUCTION_POLL_SECONDS = 2;
const ADMIN = { email: 'bench@bus4u.test', password: 'bench alerts password 1' };

export interface AlertFigures {
  requests: number;
  p50: number;
  p99: number;
  max: number;
}

function quoteBody(n: number): string {
  const pickup = plainDayAhead(30);
  return JSON.stringify({
    name: `Alert Bench ${n}`,
    email: `alert${n}@example.com`,
    phone: '+447700900123',
    pickupLocation: 'Canton, Cardiff',
    destination: 'Bristol Airport',
    pickupDate: pickup,
    pickupTime: '05:30',
    passengerCount: 8,
    journeyType: 'airport-transfer',
    journeyDirection: 'one-way',
    formVersion: 'pq1',
    current_page: '/book-online',
    attribution: null,
    website: '',
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function runAlertBench(buildDir: string): Promise<AlertFigures> {
  const vapid = webpush.generateVAPIDKeys();
  const push = await startPushStandIn(vapid.publicKey);
  const certDir = mkdtempSync(join(tmpdir(), 'bus4u-bench-push-'));
  const caFile = join(certDir, 'push-stand-in.pem');
  writeFileSync(caFile, push.certPem);
  const port = await freePort();
  const server = await startServer({
    BUILD_DIR: buildDir,
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    OUTBOX_POLL_SECONDS: String(PRODUCTION_POLL_SECONDS),
    RATE_LIMIT_QUOTES_PER_HOUR: '100000',
    PUSH_VAPID_PUBLIC_KEY: vapid.publicKey,
    PUSH_VAPID_PRIVATE_KEY: vapid.privateKey,
    NODE_EXTRA_CA_CERTS: caFile,
  });
  try {
    const cookie = sessionCookieOf(await postSignIn(server.url, { ...ADMIN, from: '127.0.0.1' }));
    if (!cookie) throw new Error('the bench admin could not sign in');
    const subscribed = await fetch(`${server.url}/admin/push/subscriptions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: server.url },
      body: JSON.stringify(push.subscribe('bench-phone')),
    });
    if (subscribed.status !== 201) throw new Error(`subscribing answered ${subscribed.status}`);
    const seconds: number[] = [];
    for (let n = 0; n < REQUESTS; n++) {
      const started = Date.now();
      const response = await fetch(`${server.url}/api/quotes`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: quoteBody(n),
      });
      const { id } = (await response.json()) as { id: string };
      const url = `/admin/quotes/${id}`;
      for (;;) {
        const alert = push.received.find((a) => a.payload.url === url);
        if (alert) {
          seconds.push((alert.receivedAt - started) / 1000);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.random() * PRODUCTION_POLL_SECONDS * 1000),
      );
    }
    const sorted = seconds.sort((a, b) => a - b);
    return {
      requests: sorted.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1)!,
    };
  } finally {
    await server.stop();
    await push.close();
    rmSync(certDir, { recursive: true, force: true });
  }
}

export function alertTable(figures: AlertFigures): string {
  const s = (value: number) => value.toFixed(2);
  return [
    `| requests | p50 (s) | p99 (s) | max (s) | outbox poll (s) |`,
    `|---:|---:|---:|---:|---:|`,
    `| ${figures.requests} | ${s(figures.p50)} | ${s(figures.p99)} | ${s(figures.max)} | ${PRODUCTION_POLL_SECONDS} |`,
  ].join('\n');
}
