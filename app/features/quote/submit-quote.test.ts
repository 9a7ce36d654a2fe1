import { describe, expect, it, vi } from 'vitest';
import {
  QUOTES_ENDPOINT,
  formFieldErrors,
  newIdempotencyKey,
  nextIdempotency,
  submitQuote,
  type QuoteRequestBody,
} from './submit-quote.ts';

const body: QuoteRequestBody = {
  name: 'Megan Jones',
  email: 'megan@example.com',
  phone: '+447700900123',
  pickupLocation: 'Canton, Cardiff',
  destination: 'Heathrow Airport',
  pickupDate: '2026-07-14',
  pickupTime: '09:30',
  passengerCount: 12,
  journeyType: 'airport-transfer',
  journeyDirection: 'one-way',
  formVersion: 'pq1',
  current_page: '/',
  attribution: null,
  website: '',
};

const answer = (status: number, json?: unknown) =>
  vi.fn<typeof fetch>(async () =>
    json === undefined
      ? new Response('<html>oops</html>', { status, headers: { 'Content-Type': 'text/html' } })
      : Response.json(json, { status }),
  );

describe('submitQuote (POST /api/quotes)', () => {
  it('posts JSON with the idempotency key and reads the id of a 201', async () => {
    const fetch = answer(201, { id: 'q_123' });
    await expect(submitQuote(body, 'key-1', { fetch })).resolves.toEqual({
      status: 'sent',
      id: 'q_123',
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(QUOTES_ENDPOINT);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('key-1');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it('keeps an instant offer, or the reason there is none, and drops an offer leading elsewhere', async () => {
    const offer = {
      total: 42_000,
      validUntil: '2026-12-02T09:00:00.000Z',
      url: '/your-quote/abc_DEF-123',
    };
    await expect(
      submitQuote(body, 'key-2', { fetch: answer(201, { id: 'q_1', offer }) }),
    ).resolves.toEqual({ status: 'sent', id: 'q_1', offer });
    await expect(
      submitQuote(body, 'key-3', { fetch: answer(201, { id: 'q_2', refusal: 'notice' }) }),
    ).resolves.toEqual({ status: 'sent', id: 'q_2', byHand: 'notice' });
    await expect(
      submitQuote(body, 'key-4', {
        fetch: answer(201, { id: 'q_3', offer: { ...offer, url: 'https://evil.example/' } }),
      }),
    ).resolves.toEqual({ status: 'sent', id: 'q_3' });
  });

  it('maps a 400 with fieldErrors onto the form fields', async () => {
    const fetch = answer(400, {
      error: 'Please fill in all required fields correctly.',
      fieldErrors: { name: 'Required', passengerCount: 'Too many', pickupDate: 'Required' },
    });
    await expect(submitQuote(body, 'k', { fetch })).resolves.toEqual({
      status: 'invalid',
      message: 'Please fill in all required fields correctly.',
      fieldErrors: { firstName: 'Required', passengers: 'Too many', pickupDate: 'Required' },
    });
  });

  it('passes on the server message of any other failure', async () => {
    const fetch = answer(503, { error: 'We could not save your request just now.' });
    await expect(submitQuote(body, 'k', { fetch })).resolves.toEqual({
      status: 'failed',
      message: 'We could not save your request just now.',
    });
  });

  it('has no message for a failure without a JSON error', async () => {
    await expect(submitQuote(body, 'k', { fetch: answer(502) })).resolves.toEqual({
      status: 'failed',
      message: null,
    });
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(submitQuote(body, 'k', { fetch: offline })).resolves.toEqual({
      status: 'failed',
      message: null,
    });
  });
});

describe('formFieldErrors', () => {
  it('drops keys the form has no field for', () => {
    expect(formFieldErrors({ formVersion: 'x', website: 'y', email: 'Invalid email' })).toEqual({
      email: 'Invalid email',
    });
    expect(formFieldErrors(null)).toEqual({});
  });
});

describe('idempotency keys', () => {
  it('are UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('stay the same for retries of the same body and change when the body does', () => {
    const mint = () => 'new-key';
    const first = nextIdempotency({ key: 'opening-key', sentBody: null }, 'A', mint);
    expect(first).toEqual({ key: 'opening-key', sentBody: 'A' });
    expect(nextIdempotency(first, 'A', mint)).toEqual(first);
    expect(nextIdempotency(first, 'B', mint)).toEqual({ key: 'new-key', sentBody: 'B' });
  });
});
