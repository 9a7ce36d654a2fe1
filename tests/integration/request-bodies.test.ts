/**
 * Every public request body, against the production server over real HTTP: each
 * route reads at most its stated limit, answers 413 as soon as a chunked body passes it (the rest
 * never read, the connection ended), and still takes a body within the limit. The admin's own
 * forms are in admin-request-bodies.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { quoteBody, quoteFormFields } from '../support/quote-app.ts';
import { MB, streamPost } from '../support/streamed-post.ts';
import { serverPerSuite } from '../support/lifecycle.ts';

const KB = 1024;
const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

/** Each route with the limit it states (the literal spec value) and the type it reads. */
const ROUTES = [
  { path: '/quote', limit: 32 * KB, type: FORM },
  { path: '/cy/quote', limit: 32 * KB, type: FORM },
  { path: '/quote.data', limit: 32 * KB, type: FORM },
  { path: '/cy/quote.data', limit: 32 * KB, type: FORM },
  { path: '/api/quotes', limit: 32 * KB, type: JSON_TYPE },
  { path: '/api/estimate', limit: 16 * KB, type: JSON_TYPE },
  // The reason and the invoice address at their longest, every character encoded as 12 bytes.
  { path: '/your-quote/not-a-real-token', limit: 20 * KB, type: FORM },
  { path: '/your-quote/not-a-real-token.data', limit: 20 * KB, type: FORM },
] as const;

const server = serverPerSuite({
  RATE_LIMIT_QUOTES_PER_HOUR: '1000',
  RATE_LIMIT_ESTIMATES_PER_HOUR: '1000',
});

const post = (path: string, type: string, body: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: server.url, 'Content-Type': type },
    body,
  });

/** A valid form of about `bytes` bytes: the padding is a field the form does not have. */
const paddedForm = (bytes: number) => {
  const form = new URLSearchParams(quoteFormFields());
  form.set('pad', 'x'.repeat(bytes - form.toString().length - '&pad='.length));
  return form.toString();
};

/** A valid quote request of about `bytes` bytes: JSON allows white space anywhere. */
const paddedJson = (value: unknown, bytes: number) => {
  const json = JSON.stringify(value);
  return json + ' '.repeat(bytes - json.length);
};

describe('a chunked 64 MB body', () => {
  it.each(ROUTES)('to POST $path is answered 413 long before it is all sent', async (route) => {
    const result = await streamPost(`${server.url}${route.path}`, 64 * MB, {
      Origin: server.url,
      'Content-Type': route.type,
    });
    expect(result.status).toBe(413);
    expect(result.sentBeforeAnswer).toBeLessThan(16 * MB);
    expect(result.cutShort).toBe(true);
    // The server stopped reading: of the 64 MB, no more reached it than the socket buffers hold,
    // so nothing like the body can have been kept in memory. Counted in bytes, not by the
    // process's resident memory, which a busy machine's garbage collector moves by tens of MB.
    expect(result.sentInAll).toBeLessThan(16 * MB);
  });
});

describe('a declared length over the limit', () => {
  it.each(ROUTES)('to POST $path is refused 413 with the connection closed', async (route) => {
    const response = await post(route.path, route.type, 'x'.repeat(route.limit + 1));
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
  });
});

describe('a body just within the limit', () => {
  it.each([
    ['/quote', '/thanks'],
    ['/cy/quote', '/cy/thanks'],
  ])('POST %s stores the form and answers 303 %s', async (path, thanks) => {
    const response = await post(path, FORM, paddedForm(32 * KB - 100));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(thanks);
  });

  it('POST /api/quotes stores the request', async () => {
    const response = await post('/api/quotes', JSON_TYPE, paddedJson(quoteBody(), 32 * KB - 100));
    expect(response.status).toBe(201);
  });

  it('POST /api/estimate prices the journey', async () => {
    const { pickupLocation, destination, pickupDate, pickupTime, passengerCount } = quoteBody();
    const journey = { pickupLocation, destination, pickupDate, pickupTime, passengerCount };
    const response = await post('/api/estimate', JSON_TYPE, paddedJson(journey, 16 * KB - 100));
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('estimate');
  });

  it.each(['/your-quote/not-a-real-token', '/your-quote/not-a-real-token.data'])(
    'POST %s reaches the page, which knows no such link',
    async (path) => {
      const body = `intent=decline&reason=${'x'.repeat(1000)}&pad=${'x'.repeat(18 * KB)}`;
      const response = await post(path, FORM, body);
      expect(response.status).toBe(404);
    },
  );

  it.each(['/quote.data', '/cy/quote.data'])(
    'POST %s reaches the page, not a refusal of the body',
    async (path) => {
      const response = await post(path, FORM, paddedForm(32 * KB - 100));
      expect([413, 415]).not.toContain(response.status);
      expect(response.status).toBeLessThan(600);
    },
  );
});
