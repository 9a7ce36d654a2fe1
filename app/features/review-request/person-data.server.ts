/**
 * The review requests' share of a person's data: whether they were asked for a review and whether
 * they opted out. Erasure deletes the rows: an erased customer is never asked again anyway (the
 * sender refuses an erased request), and an opt-out kept would tie the erased request to a choice.
 */
import { inArray } from 'drizzle-orm';
import type { PersonDataPart } from '#app/lib/person-data.server.ts';
import { reviewRequests } from './review-request-schema.server.ts';

export const personData: PersonDataPart = {
  name: 'reviewRequests',
  export: async (db, quoteIds) =>
    quoteIds.length === 0
      ? []
      : db
          .select({
            quoteId: reviewRequests.quoteId,
            sentAt: reviewRequests.sentAt,
            optedOutAt: reviewRequests.optedOutAt,
          })
          .from(reviewRequests)
          .where(inArray(reviewRequests.quoteId, quoteIds)),
  erase: async (tx, quoteIds) => {
    if (quoteIds.length === 0) return;
    await tx.delete(reviewRequests).where(inArray(reviewRequests.quoteId, quoteIds));
  },
};
