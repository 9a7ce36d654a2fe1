/**
 * Money an account paid, recorded against one or several of its invoices: each part no more than
 * what is left of its invoice, so a part payment leaves the rest due and nothing is paid twice.
 * The invoices are locked while the payment is written, so two operators recording at once cannot
 * both take the same pence.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import {
  accountInvoices,
  accountPaymentAllocations,
  accountPayments,
  type AccountPaymentMethod,
} from './account-invoices-schema.server.ts';
import { accountLedger } from './account-ledger.server.ts';
import { leftOnInvoices } from './account-statement.ts';

export interface AccountPaymentInput {
  accountId: number;
  method: AccountPaymentMethod;
  receivedOn: string;
  reference: string | null;
  /** Who recorded it (an admin's e-mail), null for a card payment. */
  by: string | null;
  checkoutSessionId?: string;
  parts: { invoiceNumber: number; amountPence: number }[];
}

export type AccountPaymentOutcome =
  | { ok: true; paymentId: number; amountPence: number }
  | {
      ok: false;
      reason: 'nothing' | 'not-this-account' | 'more-than-left';
      invoiceNumber?: number;
    };

/** The far future: what is left of an invoice whatever the day the money came. */
const EVER_AFTER = '9999-12-31';

export async function recordAccountPayment(
  db: AppDb,
  input: AccountPaymentInput,
): Promise<AccountPaymentOutcome> {
  const parts = input.parts.filter((part) => part.amountPence > 0);
  if (parts.length === 0) return { ok: false, reason: 'nothing' };
  return db.transaction(async (tx) => {
    const numbers = parts.map((part) => part.invoiceNumber);
    const mine = await tx
      .select({ number: accountInvoices.number })
      .from(accountInvoices)
      .where(
        and(
          eq(accountInvoices.accountId, input.accountId),
          inArray(accountInvoices.number, numbers),
        ),
      )
      .for('update');
    const stranger = numbers.find((n) => !mine.some((row) => row.number === n));
    if (stranger !== undefined) {
      return { ok: false, reason: 'not-this-account', invoiceNumber: stranger };
    }
    const ledger = await accountLedger(tx, input.accountId);
    const left = new Map(
      leftOnInvoices(ledger.invoices, ledger.payments, EVER_AFTER).map((o) => [
        o.number,
        o.leftPence,
      ]),
    );
    const over = parts.find((part) => part.amountPence > (left.get(part.invoiceNumber) ?? 0));
    if (over) return { ok: false, reason: 'more-than-left', invoiceNumber: over.invoiceNumber };
    const amountPence = parts.reduce((sum, part) => sum + part.amountPence, 0);
    const [payment] = await tx
      .insert(accountPayments)
      .values({
        accountId: input.accountId,
        method: input.method,
        amountPence,
        receivedOn: input.receivedOn,
        reference: input.reference,
        checkoutSessionId: input.checkoutSessionId ?? null,
        recordedBy: input.by,
      })
      .returning({ id: accountPayments.id });
    await tx
      .insert(accountPaymentAllocations)
      .values(parts.map((part) => ({ paymentId: payment!.id, ...part })));
    return { ok: true, paymentId: payment!.id, amountPence };
  });
}
