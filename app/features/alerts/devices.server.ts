/**
 * The operator's subscribed devices: added from the browser's PushSubscription, listed and
 * removed in /admin/settings, their events chosen there, and forgotten when the push service says
 * the subscription is gone.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { OperatorAlertEvent } from '#app/lib/operator-alerts.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { pushSubscriptions } from '#app/lib/db/alerts-schema.server.ts';
import { DEVICES_MAX } from './alert-constants.ts';
import type { NewDevice } from './subscription-schema.ts';

export interface DeviceView {
  id: number;
  label: string;
  endpoint: string;
  events: OperatorAlertEvent[];
  createdAt: string;
}

export type AddDeviceResult = { kind: 'created' | 'known'; id: number } | { kind: 'full' };

/** Stores the device, or refreshes its keys when its endpoint is known already. */
export async function addDevice(
  db: AppDb,
  device: NewDevice & { label: string; createdBy: string },
): Promise<AddDeviceResult> {
  return db.transaction(async (tx) => {
    const [known] = await tx
      .update(pushSubscriptions)
      .set({ p256dh: device.keys.p256dh, auth: device.keys.auth })
      .where(eq(pushSubscriptions.endpoint, device.endpoint))
      .returning({ id: pushSubscriptions.id });
    if (known) return { kind: 'known', id: known.id };
    const [{ devices } = { devices: 0 }] = await tx
      .select({ devices: count() })
      .from(pushSubscriptions);
    if (devices >= DEVICES_MAX) return { kind: 'full' };
    const [created] = await tx
      .insert(pushSubscriptions)
      .values({
        endpoint: device.endpoint,
        p256dh: device.keys.p256dh,
        auth: device.keys.auth,
        label: device.label,
        createdBy: device.createdBy,
      })
      // Two taps at once: the second finds the first's row and answers "known".
      .onConflictDoNothing({ target: pushSubscriptions.endpoint })
      .returning({ id: pushSubscriptions.id });
    if (created) return { kind: 'created', id: created.id };
    const [raced] = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    return { kind: 'known', id: raced!.id };
  });
}

export async function removeDeviceByEndpoint(db: AppDb, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function removeDevice(db: AppDb, id: number): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.id, id))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function chooseEvents(
  db: AppDb,
  id: number,
  events: OperatorAlertEvent[],
): Promise<boolean> {
  const updated = await db
    .update(pushSubscriptions)
    .set({ events })
    .where(eq(pushSubscriptions.id, id))
    .returning({ id: pushSubscriptions.id });
  return updated.length > 0;
}

export async function findDevice(db: AppDb, id: number) {
  const [device] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return device;
}

export async function listDevices(db: AppDb): Promise<DeviceView[]> {
  const rows = await db.select().from(pushSubscriptions).orderBy(asc(pushSubscriptions.id));
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    endpoint: row.endpoint,
    events: row.events,
    createdAt: row.createdAt.toISOString(),
  }));
}
