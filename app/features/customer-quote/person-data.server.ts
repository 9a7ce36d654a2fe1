/**
 * The customer's side of a request as a person's data (app/lib/person-data.server.ts): the price
 * sent and the answer given. Erasure clears the operator's note and the customer's reason for
 * declining (free text that may name them) and deletes the links that open their page; the price,
 * its dates and the answer stay, since they hold nothing of the person.
 */
import { inArray } from 'drizzle-orm';
import type { PersonDataPart } from '#app/lib/person-data.server.ts';
import { quotePrices, quoteTokens } from './customer-quote-schema.server.ts';

export const personData: PersonDataPart = {
  name: 'pricesAndAnswers',
  kept: 'The price sent and the answer given stay, with the note and the reason for declining cleared; the links to the customer’s page no longer open.',
  async export(db, quoteIds) {
    return db
      .select({
        quoteId: quotePrices.quoteId,
        revision: quotePrices.revision,
        totalPence: quotePrices.totalPence,
        vehicle: quotePrices.vehicle,
        included: quotePrices.included,
        validUntil: quotePrices.validUntil,
        note: quotePrices.note,
        state: quotePrices.state,
        sentAt: quotePrices.sentAt,
        answeredAt: quotePrices.answeredAt,
        declineReason: quotePrices.declineReason,
      })
      .from(quotePrices)
      .where(inArray(quotePrices.quoteId, quoteIds));
  },
  async erase(tx, quoteIds) {
    await tx
      .update(quotePrices)
      .set({ note: null, declineReason: null })
      .where(inArray(quotePrices.quoteId, quoteIds));
    await tx.delete(quoteTokens).where(inArray(quoteTokens.quoteId, quoteIds));
  },
};
