/**
 * Property tests over POST /api/quotes, in process on PGlite with the rate limit raised: valid
 * bodies with one field mutated (random unicode, huge, wrong type, missing), random JSON, random
 * content types, random bytes and random Idempotency-Keys. The API only ever answers one of the
 * statuses docs/http-api.md lists (never a 5xx), and a request it did not accept stores nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteBody } from '../support/quote-app.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';

const ALLOWED = new Set([201, 400, 413, 415, 422, 429]);
const FIELDS = Object.keys(quoteBody());
const ATTRIBUTION_FIELDS = Object.keys(quoteBody().attribution);

/** Anything a hostile or broken client could put in a JSON field. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ maxLength: 10 }).map((s) => s.repeat(4000)), // up to 40 KB: past the body limit
  fc.constantFrom('\r\nBcc: evil@example.com', '<script>alert(1)</script>', '\u0000', '\u202e'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

type Mutation = { kind: 'set'; value: unknown } | { kind: 'delete' };
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: anyValue.map((value) => ({ kind: 'set' as const, value })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'delete' as const }) },
);

function mutate(path: string[], change: Mutation): Record<string, unknown> {
  const body: Record<string, unknown> = structuredClone(quoteBody());
  let target = body;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  if (change.kind === 'delete') delete target[last];
  else target[last] = change.value;
  return body;
}

const fieldPath = fc.oneof(
  fc.constantFrom(...FIELDS).map((f) => [f]),
  fc.constantFrom(...ATTRIBUTION_FIELDS).map((f) => ['attribution', f]),
  fc.string({ maxLength: 12 }).map((f) => [f]), // a field nobody expects
);

describe('POST /api/quotes under random input', () => {
  const { database, app } = quoteAppPerSuite('pglite', {
    env: { RATE_LIMIT_QUOTES_PER_HOUR: '1000000' },
  });

  const countQuotes = async () =>
    Number(
      (await database.query<{ n: number }>(`select count(*)::int as n from quote_requests`))[0]!.n,
    );

  /** Sends one request and checks the invariants: an allowed status, and storage iff 201. */
  async function check(init: { body: BodyInit; headers: Record<string, string> }): Promise<number> {
    const before = await countQuotes();
    const response = await fetch(`${app.url}/api/quotes`, { method: 'POST', ...init });
    const text = await response.text();
    expect(ALLOWED.has(response.status), `${response.status} ${text}`).toBe(true);
    const after = await countQuotes();
    if (response.status === 201) {
      const { id } = JSON.parse(text) as { id: string };
      const stored = await database.query(`select id from quote_requests where id = $1`, [id]);
      expect(stored).toHaveLength(1);
      expect(after - before).toBeLessThanOrEqual(1); // a replay stores nothing new
    } else {
      expect(after).toBe(before);
    }
    return response.status;
  }

  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...headers },
  });

  it('a valid body with one field mutated', async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fieldPath, mutation, async (path, change) => {
        seen.add(await check(json(mutate(path, change))));
      }),
      { numRuns: 2000 },
    );
    // The generator reaches both sides of the line.
    expect(seen).toContain(201);
    expect(seen).toContain(400);
    expect(seen).toContain(413);
  }, 120_000);

  it('random JSON documents', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => {
        await check(json(value));
      }),
      { numRuns: 800 },
    );
  }, 60_000);

  it('random content types', async () => {
    const contentType = fc.oneof(
      fc.constantFrom(
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'application/merge-patch+json',
        'application/vnd.api+json',
        'text/json',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
        'application/json;;;',
        '*/*',
      ),
      fc.stringMatching(/^[\x21-\x7e]{1,60}$/),
    );
    await fc.assert(
      fc.asyncProperty(contentType, async (type) => {
        await check({ body: JSON.stringify(quoteBody()), headers: { 'Content-Type': type } });
      }),
      { numRuns: 400 },
    );
  }, 60_000);

  it('random bytes sent as JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 40_000 }), async (bytes) => {
        await check({ body: bytes, headers: { 'Content-Type': 'application/json' } });
      }),
      { numRuns: 400 },
    );
  }, 60_000);

  it('random Idempotency-Keys, each sent twice, with the same or another body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[\x20-\x7e]{0,300}$/),
        fc.boolean(),
        async (key, sameBody) => {
          const headers = { 'Idempotency-Key': key };
          const first = await check(json(quoteBody(), headers));
          const second = await check(
            json(sameBody ? quoteBody() : quoteBody({ passengerCount: 7 }), headers),
          );
          if (first === 201) expect(second).toBe(sameBody ? 201 : 422);
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);
});
