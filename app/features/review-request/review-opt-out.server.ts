/**
 * GET and POST /reviews/opt-out/<token>: the review e-mail's "no more review requests" link. The
 * page asks first and the button records it (a mail scanner that follows links must not opt anyone
 * out); a token that opens nothing is a bare 404. Works with JavaScript off: a plain form post.
 */
import { eq, isNull } from 'drizzle-orm';
import { and } from 'drizzle-orm';
import { data } from 'react-router';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { reviewRequests } from './review-request-schema.server.ts';

/** A token as the e-mail prints it (base64url of 32 bytes); anything else opens nothing. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

async function requireRow(db: AppDb, token: string | undefined) {
  if (!token || !TOKEN_SHAPE.test(token)) throw data(null, { status: 404 });
  const [row] = await db
    .select({ quoteId: reviewRequests.quoteId, optedOutAt: reviewRequests.optedOutAt })
    .from(reviewRequests)
    .where(eq(reviewRequests.optOutToken, token));
  if (!row) throw data(null, { status: 404 });
  return row;
}

/** Whether this link was already used: the page then says it is done. */
export async function reviewOptOutState(db: AppDb, token: string | undefined) {
  const row = await requireRow(db, token);
  return { optedOut: row.optedOutAt !== null };
}

/** Records the opt-out; using the link again changes nothing. */
export async function optOutOfReviews(
  db: AppDb,
  token: string | undefined,
  now = new Date(),
): Promise<void> {
  const row = await requireRow(db, token);
  await db
    .update(reviewRequests)
    .set({ optedOutAt: now })
    .where(and(eq(reviewRequests.quoteId, row.quoteId), isNull(reviewRequests.optedOutAt)));
}
