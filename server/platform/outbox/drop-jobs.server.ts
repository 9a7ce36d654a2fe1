/**
 * Erasure's share of the outbox: every job about the given things that is not being delivered
 * right now is deleted, queued or finished alike, so no reminder reaches an erased address and no
 * job row keeps a customer's link. A delivery already in flight finishes against the erased row.
 * The platform knows no job's shape: the caller names the field of the job's data that says what
 * it is about (the composition passes the request id's field).
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/app-db.server.ts';

/** pg-boss's schema (boss.server.ts leaves it at pg-boss's default). */
const OUTBOX_SCHEMA = 'pgboss';

export async function dropJobsAbout(
  tx: Pick<AppDb, 'execute'>,
  field: string,
  values: readonly string[],
): Promise<void> {
  if (values.length === 0) return;
  const list = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  await tx.execute(
    sql`delete from ${sql.identifier(OUTBOX_SCHEMA)}.job
        where state <> 'active' and data->>${field} in (${list})`,
  );
}
