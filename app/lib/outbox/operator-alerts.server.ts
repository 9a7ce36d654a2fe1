/**
 * Queues an alert to the operator about something that just happened to a request: one outbox job
 * per subscribed device that chose the event (Web Push, sent by app/features/alerts), or, with no
 * device subscribed at all, one e-mail to QUOTE_NOTIFY_EMAIL. Called inside the transaction that
 * records the event, so the event and its alerts commit together or not at all. The one function
 * every feature calls; it knows no feature.
 */
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer, SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import type { OperatorAlertEvent } from '../operator-alerts.ts';
import { pushSubscriptions } from '../db/alerts-schema.server.ts';
import { sendJob, sendJobOnce } from '../jobs/define-job.server.ts';
import {
  alertEmailJob,
  alertPushJob,
  stillNewJob,
  type AlertPayload,
} from './operator-alert-jobs.server.ts';

export interface OperatorAlert {
  event: OperatorAlertEvent;
  quoteId: string;
  /** delivery-failed: the queue whose job failed for good. */
  failedQueue?: string;
  /** new-request: alert once more after this many minutes if it is still new (0: never). */
  stillNewAfterMinutes?: number;
  /** The second alert for a request still new. */
  reminder?: boolean;
  /** document-lapsing: what lapses, when, and its key; job-unfit: the change, the same way. */
  lapse?: AlertPayload['lapse'];
  /** payment: the amount paid. */
  amountPence?: number;
  /**
   * The feature that raised the event e-mails the operator about it itself, with what this alert
   * cannot carry (a cancellation's money): with no device subscribed, no second e-mail.
   */
  alreadyEmailed?: boolean;
  /**
   * Queue each of this alert's jobs at most once for this key (the code that raises it may run
   * twice, as a job does after a crash between its commit and its completion).
   */
  onceKey?: string;
}

/**
 * Events the operator already hears of by e-mail without devices (the operator e-mail of a new
 * request, the answer notice of a price): with no device subscribed, no second e-mail for them.
 */
const ALREADY_EMAILED: ReadonlySet<OperatorAlertEvent> = new Set(['new-request', 'price-answered']);

/** A Drizzle transaction (or the database itself, outside one): it reads the devices and sends. */
export type AlertTx = Pick<AppDb, 'select'> & SqlExecutor;

export async function queueOperatorAlert(
  tx: AlertTx,
  boss: Enqueuer,
  alert: OperatorAlert,
): Promise<void> {
  const devices = await tx
    .select({ id: pushSubscriptions.id, events: pushSubscriptions.events })
    .from(pushSubscriptions);
  const data: AlertPayload = {
    quoteId: alert.quoteId,
    alert: alert.event,
    ...(alert.failedQueue ? { failedQueue: alert.failedQueue } : {}),
    ...(alert.reminder ? { reminder: true } : {}),
    ...(alert.lapse ? { lapse: alert.lapse } : {}),
    ...(alert.amountPence !== undefined ? { amountPence: alert.amountPence } : {}),
  };
  const { onceKey } = alert;
  if (devices.length === 0) {
    if (alert.reminder || (!ALREADY_EMAILED.has(alert.event) && !alert.alreadyEmailed)) {
      if (onceKey) await sendJobOnce(tx, boss, alertEmailJob, data, `${onceKey}:e-mail`);
      else await sendJob(tx, boss, alertEmailJob, data);
    }
  }
  for (const device of devices) {
    if (!device.events.includes(alert.event)) continue;
    const push = { ...data, deviceId: device.id };
    if (onceKey) await sendJobOnce(tx, boss, alertPushJob, push, `${onceKey}:${device.id}`);
    else await sendJob(tx, boss, alertPushJob, push);
  }
  if (alert.event === 'new-request' && alert.stillNewAfterMinutes) {
    // One check per request however often this runs; on delivery it looks whether it is still new.
    await sendJob(
      tx,
      boss,
      stillNewJob,
      { quoteId: alert.quoteId },
      {
        startAfter: Math.round(alert.stillNewAfterMinutes * 60),
        singletonKey: `still-new:${alert.quoteId}`,
      },
    );
  }
}
