/**
 * /admin/settings' payment terms against real databases: the defaults of a fresh install, a save
 * that becomes the version in force while the old one is kept, a refused figure that changes
 * nothing, and two operators saving at once, where the second is told rather than overwriting.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_TERMS } from '#app/features/payments/payment-terms.ts';
import { TERMS_CHANGED_MESSAGE } from '#app/features/payments/admin-payment-terms.server.ts';
import {
  SAVE_TERMS_INTENT,
  TERMS_MESSAGES,
  TERMS_VERSION_FIELD,
  termsFormValues,
} from '#app/features/payments/payment-terms-form.ts';
import { action, loader } from '#app/routes/admin/settings.tsx';
import type { Env } from '#server/platform/env.server.ts';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { databasePerSuite } from '../support/lifecycle.ts';

type Args = Parameters<typeof loader>[0];
type Page = Awaited<ReturnType<typeof loader>>;

async function call<T>(fn: (args: Args) => Promise<T>, request: Request, context: unknown) {
  try {
    return await fn({ request, context, params: {} } as unknown as Args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function termsForm(version: number, changes: Record<string, string> = {}) {
  return {
    intent: SAVE_TERMS_INTENT,
    [TERMS_VERSION_FIELD]: String(version),
    wholeFareService: 'stag-hen',
    ...termsFormValues(DEFAULT_PAYMENT_TERMS),
    ...changes,
  };
}

describe.each(DATABASE_KINDS)('/admin/settings, payment terms, on %s', (kind) => {
  const database = databasePerSuite(kind);
  let env: Env;
  let cookie: string;

  beforeAll(async () => {
    env = adminEnv(database);
    cookie = await signedInCookie(database, env);
  });

  const load = async () =>
    (await call(
      loader,
      adminRequest('/admin/settings', { cookie }),
      adminContext(database, env),
    )) as Page;
  const save = (form: Record<string, string>) =>
    call(action, adminRequest('/admin/settings', { cookie, form }), adminContext(database, env));

  it('sends a visitor without a session to sign in', async () => {
    const response = await call(
      loader,
      adminRequest('/admin/settings'),
      adminContext(database, env),
    );
    expect((response as Response).status).toBe(302);
  });

  it('starts at 25 % (at least £50), the whole fare within 14 days, the balance 7 days before', async () => {
    const { paymentTerms } = await load();
    expect(paymentTerms.savedBy).toBe('default');
    expect(paymentTerms.values).toMatchObject({
      depositPercent: '25',
      depositMinimum: '50.00',
      wholeFareWithinDays: '14',
      balanceDueDaysBefore: '7',
      holdHours: '48',
    });
    expect(paymentTerms.wholeFareServices).toEqual(['stag-hen']);
    expect(paymentTerms.example).toMatchObject({ fare: 42_000, dueNow: 10_500, balance: 31_500 });
    expect(paymentTerms.online).toEqual({ stripe: false, bankTransfer: false, vatInvoices: false });
  });

  it('saves edited terms as the version in force, keeping the old one', async () => {
    const before = (await load()).paymentTerms.version;
    const result = await save(
      termsForm(before, { depositPercent: '30', 'tier1.keepPercent': '40' }),
    );
    expect(result).toMatchObject({ data: { ok: true }, init: { status: 200 } });
    const after = (await load()).paymentTerms;
    expect(after.version).toBeGreaterThan(before);
    expect(after.values).toMatchObject({ depositPercent: '30', 'tier1.keepPercent': '40' });
    expect(after.savedBy).toBe('operator@bus4u.test');
    expect(after.example.dueNow).toBe(12_600);
    const rows = await database.query('select id from payment_terms_versions');
    expect(rows).toHaveLength(2);
  });

  it('refuses a wrong figure with a message at its field and stores nothing', async () => {
    const version = (await load()).paymentTerms.version;
    const result = await save(termsForm(version, { depositPercent: '0x20' }));
    expect(result).toMatchObject({
      data: {
        ok: false,
        // Conform's reply: each field's messages, and what was typed, to show again.
        reply: {
          error: { depositPercent: [TERMS_MESSAGES.percent] },
          initialValue: { depositPercent: '0x20' },
        },
      },
      init: { status: 400 },
    });
    expect((await load()).paymentTerms.version).toBe(version);
  });

  it('tells the second of two operators saving at once that the terms changed under them', async () => {
    const version = (await load()).paymentTerms.version;
    const [first, second] = await Promise.all([
      save(termsForm(version, { depositPercent: '20' })),
      save(termsForm(version, { depositPercent: '35' })),
    ]);
    const outcomes = [first, second].map((r) => (r as { data: { ok: boolean } }).data.ok).sort();
    expect(outcomes).toEqual([false, true]);
    const refused = [first, second].find((r) => !(r as { data: { ok: boolean } }).data.ok) as {
      data: { reply: { error: Record<string, string[]> } };
    };
    // A message for the whole form (Conform keys it by the form's id), none at a field.
    expect(Object.values(refused.data.reply.error)).toEqual([[TERMS_CHANGED_MESSAGE]]);
    const after = (await load()).paymentTerms;
    expect(after.version).toBe(version + 1);
  });
});
