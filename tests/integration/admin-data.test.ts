/**
 * The admin's data routes and data-protection work against real databases: GET /admin/quotes.csv
 * (401 without a session, every request with id first, CSV-injection safe), erasing and exporting
 * a person's data, and the retention pass.
 */
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymiseOlderThan } from '#app/features/admin/privacy/anonymise.server.ts';
import { PERSON_DATA_PARTS } from '#server/person-data.server.ts';
import { ERASED_EMAIL } from '#app/features/admin/privacy/privacy-constants.ts';
import { loader as csvLoader } from '#app/routes/admin/quotes-csv.ts';
import { loader as exportLoader } from '#app/routes/admin/data-protection-export.ts';
import { action as eraseAction } from '#app/routes/admin/data-protection.tsx';
import type { Env } from '#server/platform/env.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody, waitFor } from '../support/quote-app.ts';

type ActionArgs = Parameters<typeof eraseAction>[0];
type Context = ActionArgs['context'];
/** What the route loaders read of their arguments; the rest of React Router's is not needed. */
type LoaderFn = (args: never) => Promise<Response>;

async function run(fn: LoaderFn, request: Request, context: Context): Promise<Response> {
  try {
    return await fn({ request, context, params: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe.each(DATABASE_KINDS)('admin data on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind, { workers: true });
  let env: Env;
  let cookie: string;
  const ids: string[] = [];

  beforeAll(async () => {
    env = adminEnv(database);
    cookie = await signedInCookie(database, env);
    const bodies = [
      quoteBody({ name: '=HYPERLINK("http://evil")', email: 'formula@example.com' }),
      quoteBody({
        name: 'Rhys Evans',
        email: 'Rhys@Example.com',
        specialRequirements: 'Line one\nline "two", three',
      }),
      quoteBody({ name: 'Rhys Evans', email: 'rhys@example.com', destination: 'Heathrow' }),
      quoteBody({ name: 'Bot', email: 'bot@example.com', website: 'http://spam.example' }),
    ];
    for (const body of bodies) {
      const response = await postQuote(app.url, body);
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    // The stored e-mails (no SMTP_URL) are there before the erase test looks for them.
    await waitFor(
      async () => {
        const [row] = await database.query<{ n: number }>(
          `select count(*)::int as n from outbox_emails where quote_id = any($1)`,
          [ids.slice(1, 3)],
        );
        return row!.n === 4 ? true : undefined;
      },
      20_000,
      'kept e-mails',
    );
  });

  it('answers 401 for the CSV without a session, and with a forged cookie', async () => {
    const context = adminContext(database, env);
    expect((await run(csvLoader, adminRequest('/admin/quotes.csv'), context)).status).toBe(401);
    // Change a character inside the signature: the last base64 character can carry only padding
    // bits, so changing it may leave the signature valid and make this test pass by chance.
    const at = cookie.length - 4;
    const forged = `${cookie.slice(0, at)}${cookie[at] === 'A' ? 'B' : 'A'}${cookie.slice(at + 1)}`;
    expect(
      (await run(csvLoader, adminRequest('/admin/quotes.csv', { cookie: forged }), context)).status,
    ).toBe(401);
  });

  it('exports every stored request as CSV, id first, with the source, formulas defused', async () => {
    const response = await run(
      csvLoader,
      adminRequest('/admin/quotes.csv', { cookie }),
      adminContext(database, env),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...rows] = parse(await response.text(), { bom: true }) as string[][];
    expect(header![0]).toBe('id');
    expect(header).toContain('traffic_source');
    expect(rows.map((r) => r[0]).sort()).toEqual([...ids].sort());
    const col = (name: string) => header!.indexOf(name);
    const formula = rows.find((r) => r[0] === ids[0])!;
    expect(formula[col('name')]).toBe(`'=HYPERLINK("http://evil")`);
    expect(formula[col('phone')]).toBe("'+447700900123");
    expect(formula[col('traffic_source')]).toBe('google_ads');
    const multiline = rows.find((r) => r[0] === ids[1])!;
    expect(multiline[col('special_requirements')]).toBe('Line one\nline "two", three');
    expect(rows.find((r) => r[0] === ids[3])![col('is_spam')]).toBe('yes');
  });

  it('starts the CSV with a UTF-8 byte order mark, so Excel shows "£" and Welsh letters', async () => {
    const response = await run(
      csvLoader,
      adminRequest('/admin/quotes.csv', { cookie }),
      adminContext(database, env),
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x69]); // BOM, then "id"
  });

  it('exports exactly the rows of a filtered list, spam left out as the list leaves it', async () => {
    const csvOf = async (query: string) => {
      const response = await run(
        csvLoader,
        adminRequest(`/admin/quotes.csv${query}`, { cookie }),
        adminContext(database, env),
      );
      const [header, ...rows] = parse(await response.text(), { bom: true }) as string[][];
      expect(header![0]).toBe('id');
      return rows.map((r) => r[0]).sort();
    };
    expect(await csvOf('?q=rhys')).toEqual([ids[1], ids[2]].sort());
    expect(await csvOf('?q=rhys&page=2')).toEqual([ids[1], ids[2]].sort());
    expect(await csvOf('?q=heathrow')).toEqual([ids[2]]);
    // "b" matches the spam sender "Bot" too, but the list never shows spam, so neither does this.
    expect(await csvOf('?q=bo')).not.toContain(ids[3]);
    expect(await csvOf('?status=won')).toEqual([]);
  });

  it('exports one person’s data as JSON, whatever the letter case of the address', async () => {
    const response = await run(
      exportLoader,
      adminRequest('/admin/data-protection/export?email=RHYS@example.com', { cookie }),
      adminContext(database, env),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename=".*\.json"/);
    const body = (await response.json()) as { quoteRequests: { id: string; emails: unknown[] }[] };
    expect(body.quoteRequests.map((q) => q.id).sort()).toEqual([ids[1], ids[2]].sort());
    expect(body.quoteRequests.every((q) => q.emails.length === 2)).toBe(true);
  });

  it('refuses an erase posted from another origin', async () => {
    const request = adminRequest('/admin/data-protection', {
      cookie,
      form: { email: 'rhys@example.com', confirm: 'yes' },
      origin: 'https://evil.example',
    });
    await expect(
      eraseAction({ request, context: adminContext(database, env), params: {} } as never),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('erases a person: their rows anonymised, statistics kept, their e-mails deleted', async () => {
    const request = adminRequest('/admin/data-protection', {
      cookie,
      form: { email: 'rhys@example.com', confirm: 'yes' },
    });
    const result = await eraseAction({
      request,
      context: adminContext(database, env),
      params: {},
    } as never);
    expect(result).toMatchObject({ ok: true });
    const rows = await database.query<Record<string, unknown>>(
      `select * from quote_requests where id = any($1) order by id`,
      [[ids[1], ids[2]]],
    );
    for (const row of rows) {
      expect(row).toMatchObject({
        name: 'Erased',
        email: ERASED_EMAIL,
        phone: 'Erased',
        pickup_location: 'Erased',
        destination: 'Erased',
        special_requirements: null,
        attribution: null,
        passenger_count: 12,
        journey_type: 'airport-transfer',
        traffic_source: 'google_ads',
      });
    }
    const kept = await database.query(`select 1 from outbox_emails where quote_id = any($1)`, [
      [ids[1], ids[2]],
    ]);
    expect(kept).toHaveLength(0);
    const other = await database.query<{ name: string }>(
      `select name from quote_requests where id = $1`,
      [ids[0]],
    );
    expect(other[0]!.name).toBe('=HYPERLINK("http://evil")');
  });

  it('anonymises requests past the retention period, and only those', async () => {
    await database.query(
      `update quote_requests set created_at = now() - interval '25 months' where id = $1`,
      [ids[0]],
    );
    expect(await anonymiseOlderThan(app.db, 24, PERSON_DATA_PARTS)).toBe(1);
    expect(await anonymiseOlderThan(app.db, 24, PERSON_DATA_PARTS)).toBe(0);
    const rows = await database.query<{ id: string; email: string }>(
      `select id, email from quote_requests`,
    );
    expect(rows.find((r) => r.id === ids[0])!.email).toBe(ERASED_EMAIL);
    expect(rows.find((r) => r.id === ids[3])!.email).toBe('bot@example.com');
  });
});
