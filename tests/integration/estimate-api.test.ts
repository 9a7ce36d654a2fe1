/**
 * POST /api/estimate against real databases (PGlite and PostgreSQL): every answer docs/http-api.md lists, the
 * tariff read from the database, and the rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveTariff, currentTariff } from '#app/features/pricing/tariff-store.server.ts';
import { parseEnv } from '#server/platform/env.server.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { startQuoteApp, type QuoteApp } from '../support/quote-app.ts';
import { plainDayAfter, plainDayAhead } from '../support/dates.ts';

// A plain day (no bank holiday, no clock change): the figures below are the tariff's plain ones.
const PICKUP_DATE = plainDayAhead(30);

const journey = (overrides: Record<string, unknown> = {}) => ({
  pickupLocation: 'Cardiff Central',
  destination: 'Heathrow T5',
  pickupDate: PICKUP_DATE,
  pickupTime: '09:00',
  journeyDirection: 'return',
  returnDate: plainDayAfter(PICKUP_DATE, 7),
  returnTime: '18:30',
  passengerCount: 14,
  journeyType: 'airport-transfer',
  ...overrides,
});

function postEstimate(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/estimate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

interface EstimateBody {
  estimate: {
    total: number;
    currency: string;
    vehicle: string;
    lines: { label: string; amount: number }[];
    distanceMiles: number;
    tariffVersion: string;
    indicative: boolean;
  } | null;
  reason?: string;
}

it('allows at least 60 estimates an hour per address by default', () => {
  expect(parseEnv({}).RATE_LIMIT_ESTIMATES_PER_HOUR).toBeGreaterThanOrEqual(60);
});

describe.each(DATABASE_KINDS)('POST /api/estimate on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind);

  it('prices Cardiff Central → Heathrow T5, 14 people, return, with the seeded tariff', async () => {
    const response = await postEstimate(app.url, journey());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { estimate } = (await response.json()) as EstimateBody;
    expect(estimate).toMatchObject({
      total: 82_000,
      currency: 'GBP',
      vehicle: '15-Seat Minibus',
      distanceMiles: 150,
      tariffVersion: 'v1',
      indicative: true,
    });
    expect(estimate!.lines.reduce((t, l) => t + l.amount, 0)).toBe(estimate!.total);
    // Nothing is stored: no quote, and the only tariff is the seeded one.
    expect(await database.query('select id from quote_requests')).toHaveLength(0);
  });

  it('matches a house address to the district it names and prices it by the road', async () => {
    const response = await postEstimate(
      app.url,
      journey({
        pickupLocation: '14 Heol y Nant, Caerau, Cardiff',
        destination: 'Penarth',
        journeyDirection: 'one-way',
        passengerCount: 4,
      }),
    );
    const { estimate } = (await response.json()) as EstimateBody;
    expect(estimate!.lines[0]!.label).toContain('Caerau, Cardiff to Penarth');
    expect(estimate!.total).toBe(15_000);
  });

  it('answers estimate: null with a reason for a place it does not know', async () => {
    const response = await postEstimate(
      app.url,
      journey({ destination: '1 Rue de Rivoli, Paris' }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as EstimateBody;
    expect(body.estimate).toBeNull();
    expect(body.reason).toContain('1 Rue de Rivoli, Paris');
    expect(body.reason).toContain('by hand');
  });

  it('answers 400 with the quote schema’s field messages', async () => {
    const response = await postEstimate(
      app.url,
      journey({ pickupLocation: '', passengerCount: 0, returnDate: undefined }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Please fill in all required fields correctly.',
      fieldErrors: {
        pickupLocation: 'Required',
        passengerCount: 'Passengers must be between 1 and 100',
        returnDate: 'Required for return journey',
      },
    });
  });

  it('refuses a same-day return at or before the pickup time, as the quote does', async () => {
    for (const returnTime of ['09:00', '08:15']) {
      const response = await postEstimate(
        app.url,
        journey({ returnDate: PICKUP_DATE, returnTime }),
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
        returnTime: 'On the same day, the return time must be after the pickup time',
      });
    }
  });

  it('answers 415 for a body that is not JSON, and 400 for broken JSON', async () => {
    const form = await fetch(`${app.url}/api/estimate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'pickupLocation=Cardiff',
    });
    expect(form.status).toBe(415);
    expect((await postEstimate(app.url, '{"pickupLocation":')).status).toBe(400);
  });

  it('prices the next estimate with a tariff the operator saved', async () => {
    const before = (await (await postEstimate(app.url, journey())).json()) as EstimateBody;
    const { tariff } = await currentTariff(app.db);
    const saved = await saveTariff(
      app.db,
      {
        ...tariff,
        vehicles: {
          ...tariff.vehicles,
          '15-seat': {
            ...tariff.vehicles['15-seat'],
            airports: { ...tariff.vehicles['15-seat'].airports, heathrow: 45_000 },
          },
        },
      },
      'operator@example.com',
    );
    const after = (await (await postEstimate(app.url, journey())).json()) as EstimateBody;
    expect(before.estimate!.total).toBe(82_000);
    expect(after.estimate).toMatchObject({ total: 90_000, tariffVersion: saved.version });
    expect(saved.version).not.toBe(before.estimate!.tariffVersion);
  });
});

describe('POST /api/estimate rate limit', () => {
  let database: TestDatabase;
  let app: QuoteApp;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startQuoteApp(database, { env: { RATE_LIMIT_ESTIMATES_PER_HOUR: '3' } });
  });
  afterAll(async () => {
    await app?.stop();
    await database?.dispose();
  });

  it('answers 429 with Retry-After past the hourly limit, without touching the quote limit', async () => {
    for (let i = 0; i < 3; i++) expect((await postEstimate(app.url, journey())).status).toBe(200);
    const limited = await postEstimate(app.url, journey());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const counters = await database.query<{ key: string }>('select key from rate_limits');
    expect(counters.every((c) => c.key.startsWith('estimates:'))).toBe(true);
  });
});
