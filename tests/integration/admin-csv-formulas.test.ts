/**
 * In GET /admin/quotes.csv, a cell that starts with a full-width or small-form
 * look-alike of = + - @ is defused like the ASCII ones, so a spreadsheet never reads it as a
 * formula. The production server over real HTTP, on PostgreSQL so the test can hold the session.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { adminEnv, signedInCookie } from '../support/admin.ts';
import { databasePerSuite, serverPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';

const SESSION_SECRET = 'csv-test-secret-csv-test-secret-1234567';

// Each a name as a visitor could send it, and the cell a spreadsheet must read as text.
const LOOK_ALIKES = [
  '＝HYPERLINK("http://evil.example","Click")',
  '＋44 cmd|calc',
  '－2+3',
  '＠SUM(1,2)',
  '﹦1+1',
  '﹢1+1',
  '﹣1+1',
  '﹫SUM(1)',
  '=1+1',
];

describe('GET /admin/quotes.csv with formula look-alikes', () => {
  const database = databasePerSuite('postgres');
  const server = serverPerSuite(() => ({
    DATABASE_URL: database.env.DATABASE_URL!,
    SESSION_SECRET,
    RATE_LIMIT_QUOTES_PER_HOUR: '1000',
  }));
  let cookie: string;

  beforeAll(async () => {
    cookie = await signedInCookie(database, adminEnv(database, { SESSION_SECRET }));
    for (const [i, name] of LOOK_ALIKES.entries()) {
      const response = await postQuote(
        server.url,
        quoteBody({ name, email: `csv${i}@example.com`, pickupLocation: name }),
      );
      expect(response.status, await response.clone().text()).toBe(201);
    }
  });

  it('starts every such cell with an apostrophe, keeping the text after it', async () => {
    const response = await fetch(`${server.url}/admin/quotes.csv`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const [header, ...rows] = parse(await response.text(), { bom: true }) as string[][];
    const name = header!.indexOf('name');
    const pickup = header!.indexOf('pickup_location');
    expect(rows).toHaveLength(LOOK_ALIKES.length);
    const names = rows.map((r) => r[name]);
    expect(names.sort()).toEqual(LOOK_ALIKES.map((n) => `'${n}`).sort());
    for (const row of rows) expect(row[pickup]).toBe(row[name]);
  });
});
