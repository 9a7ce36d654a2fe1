/**
 * /admin/accounts and /admin/calendars on PGlite and PostgreSQL: behind a session; an account
 * added with its terms defaulting to 30 days and its credit limit turned from pounds into pence, a
 * second of the same name refused; a calendar with a typed term and an imported iCalendar file of
 * holidays, its all-day event's end excluded.
 */
import type { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { action as accountsAction, loader as accountsLoader } from '#app/routes/admin/accounts.tsx';
import { loader as accountLoader } from '#app/routes/admin/account.tsx';
import {
  action as calendarsAction,
  loader as calendarsLoader,
} from '#app/routes/admin/calendars.tsx';
import { adminContext, adminEnv, adminRequest, SITE, signedInCookie } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { databasePerSuite } from '../support/lifecycle.ts';

type Handler = (args: never) => Promise<unknown>;

async function run(
  fn: Handler,
  request: Request,
  context: RouterContextProvider,
  params: Record<string, string> = {},
) {
  try {
    return await fn({ request, context, params } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const SCHOOL = {
  intent: 'add-account',
  organisation: 'Ysgol Gymraeg Treganna',
  billingEmail: 'accounts@treganna.example',
  billingAddress: 'Market Road\nCardiff\nCF5 1QE',
  paymentTermsDays: '',
  purchaseOrder: 'PO-2026-114',
  creditLimit: '2,500.50',
  vatNumber: '',
};

const HALF_TERM_ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Example Council//Term Dates//EN',
  'BEGIN:VEVENT',
  'UID:half-term-2026@example.org',
  'DTSTAMP:20260601T090000Z',
  'DTSTART;VALUE=DATE:20261026',
  'DTEND;VALUE=DATE:20261031',
  'SUMMARY:Autumn half-term',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

describe.each(DATABASE_KINDS)('accounts and calendars on %s', (kind) => {
  const database = databasePerSuite(kind);
  let cookie: string;
  let context: RouterContextProvider;

  beforeAll(async () => {
    const env = adminEnv(database);
    cookie = await signedInCookie(database, env);
    context = adminContext(database, env);
  });

  it('is behind a session', async () => {
    const answer = (await run(
      accountsLoader,
      adminRequest('/admin/accounts'),
      context,
    )) as Response;
    expect(answer.status).toBe(302);
  });

  it('adds an account with 30 days by default and the credit limit in pence', async () => {
    const added = (await run(
      accountsAction,
      adminRequest('/admin/accounts', { cookie, form: SCHOOL }),
      context,
    )) as Response;
    expect(added.status).toBe(302);
    const id = added.headers.get('Location')!.split('/').pop()!;
    const page = (await run(
      accountLoader,
      adminRequest(`/admin/accounts/${id}`, { cookie }),
      context,
      {
        id,
      },
    )) as {
      account: { paymentTermsDays: number; creditLimitPence: number; vatNumber: string | null };
      bookings: unknown[];
      standing: { balancePence: number; overCreditLimit: boolean };
    };
    expect(page.account).toMatchObject({
      paymentTermsDays: 30,
      creditLimitPence: 250050,
      vatNumber: null,
    });
    expect(page.bookings).toEqual([]);
    expect(page.standing).toMatchObject({ balancePence: 0, overCreditLimit: false });

    const again = await run(
      accountsAction,
      adminRequest('/admin/accounts', {
        cookie,
        form: { ...SCHOOL, organisation: 'ysgol gymraeg treganna' },
      }),
      context,
    );
    expect(again).toMatchObject({
      ok: false,
      errors: { organisation: 'An account with that name already exists.' },
    });
    const list = (await run(
      accountsLoader,
      adminRequest('/admin/accounts', { cookie }),
      context,
    )) as {
      accounts: unknown[];
    };
    expect(list.accounts).toHaveLength(1);
  });

  it('refuses a form with a bad e-mail and credit limit, saving nothing new', async () => {
    const refused = await run(
      accountsAction,
      adminRequest('/admin/accounts', {
        cookie,
        form: {
          ...SCHOOL,
          organisation: 'Cardiff Council',
          billingEmail: 'nope',
          creditLimit: '-5',
        },
      }),
      context,
    );
    expect(refused).toMatchObject({
      ok: false,
      errors: {
        billingEmail: 'Give the e-mail address invoices go to, such as accounts@example.org.',
        creditLimit: 'Give the credit limit in pounds, such as 2500, or leave it empty for none.',
      },
    });
  });

  it('keeps a typed term and an imported file of holidays', async () => {
    const post = (body: URLSearchParams | FormData) =>
      run(
        calendarsAction,
        new Request(`${SITE}/admin/calendars`, {
          method: 'POST',
          headers: { Cookie: cookie, Origin: SITE },
          body,
        }),
        context,
      ) as Promise<{ ok: boolean; message: string; calendarId?: number }>;
    const added = await post(
      new URLSearchParams({ intent: 'add-calendar', name: 'Cardiff schools 2026–27' }),
    );
    expect(added).toMatchObject({ ok: true, message: 'Cardiff schools 2026–27 added.' });
    const calendarId = String(added.calendarId);
    expect(
      await post(
        new URLSearchParams({
          intent: 'add-range',
          calendarId,
          kind: 'term',
          firstDay: '2026-09-01',
          lastDay: '2026-12-18',
          label: 'Autumn term',
        }),
      ),
    ).toMatchObject({ ok: true, message: 'Dates added.' });
    expect(
      await post(
        new URLSearchParams({
          intent: 'add-range',
          calendarId,
          kind: 'term',
          firstDay: '2026-12-18',
          lastDay: '2026-09-01',
        }),
      ),
    ).toMatchObject({
      ok: false,
      message: 'Give the first and last day as dates, the last on or after the first.',
    });
    const upload = new FormData();
    upload.set('intent', 'import-ics');
    upload.set('calendarId', calendarId);
    upload.set('kind', 'holiday');
    upload.set('file', new File([HALF_TERM_ICS], 'holidays.ics', { type: 'text/calendar' }));
    expect(await post(upload)).toMatchObject({ ok: true, message: '1 range imported.' });

    const loaded = (await run(
      calendarsLoader,
      adminRequest('/admin/calendars', { cookie }),
      context,
    )) as {
      calendars: { name: string; ranges: { kind: string; firstDay: string; lastDay: string }[] }[];
    };
    expect(loaded.calendars).toEqual([
      expect.objectContaining({
        name: 'Cardiff schools 2026–27',
        ranges: [
          expect.objectContaining({ kind: 'term', firstDay: '2026-09-01', lastDay: '2026-12-18' }),
          expect.objectContaining({
            kind: 'holiday',
            firstDay: '2026-10-26',
            lastDay: '2026-10-30',
          }),
        ],
      }),
    ]);
  });
});
