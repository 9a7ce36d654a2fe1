/**
 * The drivers' document dates for what lapses next, and the claim that makes each "lapses soon"
 * alert go once: a row per (holder, document, date, threshold) under a unique key, inserted in the
 * transaction that queues the alert. Two instances running the daily pass at once both try; one
 * inserts, the other finds the row and sends nothing.
 */
import { eq } from 'drizzle-orm';
import type { AppDb, Tx } from '#server/platform/db/app-db.server.ts';
import type { SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { drivers, lapseAlertsSent } from './drivers-schema.server.ts';

export async function driverDocumentDates(db: AppDb) {
  const rows = await db
    .select({
      id: drivers.id,
      name: drivers.name,
      licenceValidUntil: drivers.licenceValidUntil,
      cpcUntil: drivers.cpcUntil,
      dbsValidUntil: drivers.dbsValidUntil,
      badgeUntil: drivers.badgeUntil,
    })
    .from(drivers)
    .where(eq(drivers.active, true));
  const documents = ['licenceValidUntil', 'cpcUntil', 'dbsValidUntil', 'badgeUntil'] as const;
  return rows.flatMap((driver) =>
    documents.flatMap((document) => {
      const lastValidDay = driver[document];
      return lastValidDay
        ? [{ holder: `driver:${driver.id}`, holderName: driver.name, document, lastValidDay }]
        : [];
    }),
  );
}

/** True when this call claimed the alert (nobody sent it before). */
export async function claimLapseAlert(
  tx: Tx | (SqlExecutor & Pick<AppDb, 'insert'>),
  alert: { holder: string; document: string; lapsesOn: string; daysBefore: number },
): Promise<boolean> {
  const inserted = await tx
    .insert(lapseAlertsSent)
    .values(alert)
    .onConflictDoNothing()
    .returning({ id: lapseAlertsSent.id });
  return inserted.length > 0;
}
