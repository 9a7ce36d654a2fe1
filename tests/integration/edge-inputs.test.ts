/**
 * Input that once answered 500, on PGlite: each gets a clear 4xx (or the page as usual) and
 * changes nothing. A broken multipart body to the admin's forms and the customer's page, a week
 * far in the future in the register, and a TRACE request.
 */
import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { action as bookingsAction, loader as bookingsLoader } from '#app/routes/admin/bookings.tsx';
import { action as pricingAction } from '#app/routes/admin/pricing.tsx';
import { action as settingsAction } from '#app/routes/admin/settings.tsx';
import { action as yourQuoteAction } from '#app/routes/your-quote.tsx';
import type { Env } from '#server/platform/env.server.ts';
import { adminContext, adminEnv, signedInCookie, SITE } from '../support/admin.ts';
import { customerPageContext } from '../support/customer-page.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';

type AnyArgs = Parameters<typeof bookingsLoader>[0];

/** What a loader or action answers, thrown or returned, as a status. */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    const result = await run();
    if (result instanceof Response) return result.status;
    const init = (result as { init?: { status?: number } } | null)?.init;
    return init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw thrown;
  }
}

function brokenMultipart(path: string, cookie?: string): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'multipart/form-data; boundary=edge',
      Origin: SITE,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: '--edge\r\nContent-Disposition: form-data; name="intent"\r\n\r\nunfinished',
  });
}

describe('input that once answered 500', () => {
  const { database, app } = quoteAppPerSuite('pglite');
  let env: Env;
  let cookie: string;

  beforeAll(async () => {
    env = adminEnv(database);
    cookie = await signedInCookie(database, env);
  });

  it.each([
    ['/admin/pricing', pricingAction],
    ['/admin/bookings', bookingsAction],
    ['/admin/settings', settingsAction],
  ] as const)('refuses a broken multipart body to %s with a 400', async (path, action) => {
    const status = await statusOf(() =>
      (action as (args: AnyArgs) => Promise<unknown>)({
        request: brokenMultipart(path, cookie),
        params: {},
        context: adminContext(database, env, { outbox: app.boss }),
      } as unknown as AnyArgs),
    );
    expect(status).toBe(400);
  });

  it('refuses a broken multipart answer on the customer page with a 400 in its words', async () => {
    const context = customerPageContext(database, app);
    const token = 'A'.repeat(43);
    const result = (await yourQuoteAction({
      request: brokenMultipart(`/your-quote/${token}`),
      params: { token },
      context,
    } as unknown as Parameters<typeof yourQuoteAction>[0])) as {
      data: { error: string };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.error).toBe('Choose whether to accept or decline the price.');
  });

  it('shows the register for a week far in the future instead of failing', async () => {
    const status = await statusOf(() =>
      bookingsLoader({
        request: new Request(`${SITE}/admin/bookings?week=9999-12-27`, {
          headers: { Cookie: cookie },
        }),
        params: {},
        context: adminContext(database, env),
      } as unknown as AnyArgs),
    );
    expect(status).toBe(200);
  });

  it('answers TRACE with 405, never echoing the request', async () => {
    const url = new URL(app.url);
    const { status, body } = await new Promise<{ status: number; body: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: '/',
            method: 'TRACE',
            headers: { 'X-Secret': 'kept' },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(status).toBe(405);
    expect(body).not.toContain('kept');
  });
});
