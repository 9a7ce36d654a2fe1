/**
 * Erasure's share of the outbox: every job of the erased requests that is not being delivered
 * right now is deleted, queued or finished alike, so no reminder reaches an erased address and no
 * job row keeps a customer's link. A delivery already in flight finishes against the erased row.
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/app-db.server.ts';

/** pg-boss's schema (boss.server.ts leaves it at pg-boss's default). */
const OUTBOX_SCHEMA = 'pgboss';

export async function dropQuoteJobs(
  tx: Pick<AppDb, 'execute'>,
  quoteIds: readonly string[],
): Promise<void> {
  if (quoteIds.length === 0) return;
  const ids = sql.join(
    quoteIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(
    sql`delete from ${sql.identifier(OUTBOX_SCHEMA)}.job
        where state <> 'active' and data->>'quoteId' in (${ids})`,
  );
}
