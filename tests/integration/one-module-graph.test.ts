/**
 * The production server and its pages are one module graph (server/main.server.ts is the server
 * build's entry): the quote API, mounted on Express, and the admin's price calculator, a route's
 * loader, look places up in one gazetteer, which the server says it built, once. While the server
 * ran from source beside React Router's bundle, each had its own copy and the line came twice.
 * Starts the built server, so it needs `npm run build` first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';
import { plainDayAfter, plainDayAhead } from '../support/dates.ts';
import { postSignIn, sessionCookieOf } from '../support/sign-in-http.ts';

const EMAIL = 'graph@bus4u.test';
const PASSWORD = 'one module graph password';
// A plain day (no bank holiday, no clock change): the seeded tariff's plain figures.
const PICKUP_DATE = plainDayAhead(30);
const JOURNEY = {
  pickupLocation: 'Cardiff Central',
  destination: 'Heathrow T5',
  pickupDate: PICKUP_DATE,
  pickupTime: '09:00',
  journeyDirection: 'return',
  returnDate: plainDayAfter(PICKUP_DATE, 7),
  returnTime: '18:30',
  passengerCount: '14',
};

const gazetteerLines = (output: string) =>
  output.split('\n').filter((line) => line.startsWith('Places for the estimate:'));

describe('one module graph in the production server', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('builds one gazetteer for the quote API and the admin pages', async () => {
    const estimate = await fetch(`${server.url}/api/estimate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...JOURNEY,
        passengerCount: 14,
        journeyType: 'airport-transfer',
      }),
    });
    expect(estimate.status).toBe(200);
    expect(await estimate.json()).toMatchObject({ estimate: { total: 82_000 } });

    const signIn = await postSignIn(server.url, { email: EMAIL, password: PASSWORD, from: '::1' });
    expect(signIn.status).toBe(302);
    const cookie = sessionCookieOf(signIn)!;
    const calculator = await fetch(`${server.url}/admin/pricing?${new URLSearchParams(JOURNEY)}`, {
      headers: { Cookie: cookie },
    });
    expect(calculator.status).toBe(200);
    expect(await calculator.text()).toContain('£820');

    expect(gazetteerLines(server.output())).toHaveLength(1);
  });
});
