/**
 * The dashboard's filters from a hand-edited or stale link: an impossible value
 * (`from=2026-02-30`) once reached PostgreSQL as a date and answered 500. Each is dropped with a
 * notice the page shows, and the list still answers, on both databases.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loader as dashboardLoader } from '#app/routes/admin/dashboard.tsx';
import type { Env } from '#server/platform/env.server.ts';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { databasePerSuite } from '../support/lifecycle.ts';

type LoaderArgs = Parameters<typeof dashboardLoader>[0];

describe.each(DATABASE_KINDS)('dashboard filters on %s', (kind) => {
  const database = databasePerSuite(kind);
  let env: Env;
  let cookie: string;

  beforeAll(async () => {
    env = adminEnv(database);
    cookie = await signedInCookie(database, env);
  });

  const load = (search: string) =>
    dashboardLoader({
      request: adminRequest(`/admin/dashboard${search}`, { cookie }),
      context: adminContext(database, env),
      params: {},
    } as unknown as LoaderArgs);

  it.each([
    ['?from=2026-02-30', 'Received from', '2026-02-30'],
    ['?to=2026-13-01', 'Received to', '2026-13-01'],
    ['?from=0000-00-00', 'Received from', '0000-00-00'],
    ['?to=9999-99-99', 'Received to', '9999-99-99'],
    ['?status=archived', 'Status', 'archived'],
    ['?service=space-shuttle', 'Service', 'space-shuttle'],
    ['?page=1e400', 'page', '1e400'],
  ])('%s is dropped with a notice naming %s', async (search, label, value) => {
    const data = await load(search);
    expect(data.filters).toMatchObject({ from: '', to: '', status: '', service: '', page: 1 });
    expect(data.notices).toHaveLength(1);
    expect(data.notices[0]).toContain(label);
    expect(data.notices[0]).toContain(value);
    expect(data.list.items).toEqual([]);
  });

  it('keeps the valid filters beside a dropped one', async () => {
    const data = await load('?from=2026-02-30&to=2026-03-01&status=won');
    expect(data.filters).toMatchObject({ from: '', to: '2026-03-01', status: 'won' });
    expect(data.notices).toEqual([
      '“Received from” was "2026-02-30", which is not a date in the calendar, so requests are shown without it.',
    ]);
  });

  it('shows no notice for a clean link', async () => {
    expect((await load('?from=2026-02-28&to=2026-03-01')).notices).toEqual([]);
    expect((await load('')).notices).toEqual([]);
  });
});
