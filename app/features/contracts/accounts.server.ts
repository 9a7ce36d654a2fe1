/**
 * The account customers: listed, added, and read one at a time for its page. What an account owes
 * and whether it is flagged (account-standing.ts) is worked out from its journeys, which the
 * register keeps and the route hands in.
 */
import { asc, eq } from 'drizzle-orm';
import { stripControlCharacters } from '#app/lib/free-text.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { accounts, contracts } from './contracts-schema.server.ts';
import {
  ACCOUNT_LABELS,
  ACCOUNT_MESSAGES,
  AccountFormSchema,
  type AccountField,
} from './account-form.ts';

export async function listAccounts(db: Pick<AppDb, 'select'>) {
  return db.select().from(accounts).orderBy(asc(accounts.organisation), asc(accounts.id));
}

export async function accountById(db: Pick<AppDb, 'select'>, accountId: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row ?? null;
}

/** An account's contracts, newest first. */
export async function contractsOfAccount(db: Pick<AppDb, 'select'>, accountId: number) {
  return db
    .select()
    .from(contracts)
    .where(eq(contracts.accountId, accountId))
    .orderBy(asc(contracts.firstDay), asc(contracts.id));
}

export type AccountActionResult =
  | { ok: true; message: string; accountId: number }
  | { ok: false; message: string; errors?: Partial<Record<AccountField, string>> };

/** The form's field for each schema key (the credit limit is typed in pounds). */
const FIELD_OF_KEY: Record<string, AccountField> = {
  creditLimitPence: 'creditLimit',
};

export async function addAccount(db: AppDb, form: FormData): Promise<AccountActionResult> {
  const text = (name: string) => stripControlCharacters(String(form.get(name) ?? ''));
  const parsed = AccountFormSchema.safeParse({
    organisation: text('organisation'),
    billingEmail: text('billingEmail'),
    billingAddress: text('billingAddress'),
    paymentTermsDays: text('paymentTermsDays'),
    purchaseOrder: text('purchaseOrder'),
    creditLimitPence: text('creditLimit'),
    vatNumber: text('vatNumber'),
  });
  if (!parsed.success) {
    const errors: Partial<Record<AccountField, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      const field = FIELD_OF_KEY[key] ?? (key as AccountField);
      if (field in ACCOUNT_LABELS) errors[field] ??= issue.message;
    }
    return {
      ok: false,
      message: Object.values(errors)[0] ?? ACCOUNT_MESSAGES.organisation,
      errors,
    };
  }
  // The organisation's name is unique whatever its case: a second one is refused, not added.
  const [row] = await db
    .insert(accounts)
    .values(parsed.data)
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  if (!row) {
    return {
      ok: false,
      message: ACCOUNT_MESSAGES.taken,
      errors: { organisation: ACCOUNT_MESSAGES.taken },
    };
  }
  return { ok: true, message: ACCOUNT_MESSAGES.added(parsed.data.organisation), accountId: row.id };
}
