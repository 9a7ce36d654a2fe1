/**
 * Payments as a person's data (app/lib/person-data.server.ts): the ledger holds no name, e-mail or
 * phone, only amounts, dates, methods and the provider's ids. Erasure clears the free-text notes;
 * the amounts stay, as the accounting records a business must keep for as long as tax law requires.
 */
import { inArray } from 'drizzle-orm';
import type { PersonDataPart } from '#app/lib/person-data.server.ts';
import { payments } from './payments-schema.server.ts';

export const paymentsPersonData: PersonDataPart = {
  name: 'payments',
  kept: 'Payments and refunds keep their amounts, dates and methods, with notes cleared: the accounts a business must keep for as long as tax law requires.',
  async export(db, quoteIds) {
    return db
      .select({
        quoteId: payments.quoteId,
        kind: payments.kind,
        method: payments.method,
        amountPence: payments.amountPence,
        providerId: payments.providerId,
        note: payments.note,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(inArray(payments.quoteId, quoteIds));
  },
  async erase(tx, quoteIds) {
    await tx.update(payments).set({ note: null }).where(inArray(payments.quoteId, quoteIds));
  },
};
