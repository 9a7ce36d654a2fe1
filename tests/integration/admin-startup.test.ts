/**
 * A newcomer reaching a sign-in page with no account: the server says at start how to
 * make the first admin while none exists, and says nothing once one does.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { noAdminHint, startAdmin } from '#app/features/admin/admin-startup.server.ts';
import { upsertAdminAccount } from '#app/features/admin/auth/accounts.server.ts';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/admin.ts';

const SETTINGS = { RETENTION_MONTHS: 24, DATA_DIR: './data-dev' };

describe('the first admin at start', () => {
  let database: TestDatabase;
  let printed: string[];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.dispose();
  });
  afterEach(() => vi.restoreAllMocks());

  async function start(env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string } = {}) {
    printed = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      printed.push(args.join(' '));
    });
    const admin = await startAdmin(asAppDb(database.handle.db), { ...SETTINGS, ...env });
    admin.stop();
    return printed.join('\n');
  }

  it('prints how to make one when no account exists', async () => {
    const output = await start();
    expect(output).toContain(noAdminHint(SETTINGS));
    // The command names the directory this server uses, so the account lands where it looks.
    expect(output).toContain('DATA_DIR=./data-dev npm run admin:create');
    expect(output).toContain('ADMIN_EMAIL and ADMIN_PASSWORD');
  });

  it('says nothing of the kind once an account exists', async () => {
    await upsertAdminAccount(asAppDb(database.handle.db), ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(await start()).not.toContain('No admin account');
  });
});
