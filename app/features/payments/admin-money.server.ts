/**
 * The operator's hand on a request's money, from the admin request page: mark it on account.
 * Every amount is read as pounds from the operator's own form and checked here on the server.
 */
import type { AppDb } from '#server/db/app-db.server.ts';
import { setOnAccount } from './on-account.server.ts';

export const MONEY_INTENTS = ['on-account'] as const;
export type MoneyIntent = (typeof MONEY_INTENTS)[number];

export function isMoneyIntent(value: unknown): value is MoneyIntent {
  return (MONEY_INTENTS as readonly unknown[]).includes(value);
}

export interface MoneyActionResult {
  intent: 'money';
  ok: boolean;
  message: string;
}

export const ON_ACCOUNT_SAVED =
  'Marked on account: accepting confirms it with nothing to pay online.';
export const ON_ACCOUNT_REMOVED = 'No longer on account: accepting asks for payment as usual.';

export interface MoneyDeps {
  db: AppDb;
  by: string;
}

export async function moneyAction(
  deps: MoneyDeps,
  quoteId: string,
  form: FormData,
): Promise<MoneyActionResult> {
  const onAccount = form.get('onAccount') === 'on';
  await setOnAccount(deps.db, { quoteId, onAccount, by: deps.by });
  return { intent: 'money', ok: true, message: onAccount ? ON_ACCOUNT_SAVED : ON_ACCOUNT_REMOVED };
}
