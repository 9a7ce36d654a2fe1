/**
 * The operator's alerts' jobs. Declared here, not in app/features/alerts, because every feature
 * alerts the operator through the one queueOperatorAlert (operator-alerts.server.ts); the alerts
 * feature hands in their handlers (alert-senders.server.ts).
 */
import { z } from 'zod';
import { defineJob } from '../jobs/define-job.server.ts';
import { aboutQuote } from '../jobs/payload-parts.server.ts';
import { OPERATOR_ALERT_EVENTS } from '../operator-alerts.ts';

/** What happened, and what the alert says of it beyond the request. */
const alertPayload = aboutQuote.extend({
  /** The event; absent in jobs queued before events had names: a new request. */
  alert: z.enum(OPERATOR_ALERT_EVENTS).optional(),
  /** delivery-failed: the queue whose job failed for good. */
  failedQueue: z.string().optional(),
  /** The second alert for a request still new. */
  reminder: z.boolean().optional(),
  /**
   * document-lapsing: what lapses and when, in words, and a key naming the document, date and
   * threshold (one kept e-mail each); job-unfit: the change and why the job is unfit, the same way;
   * flight: what the flight did to the pickup, keyed by its status event.
   */
  lapse: z.object({ title: z.string(), body: z.string(), key: z.string() }).optional(),
  /** payment: what was paid, in pence (the operator sees the amount at a glance). */
  amountPence: z.number().int().optional(),
});

/** One Web Push message to one device about one event. */
export const alertPushJob = defineJob({
  name: 'alert.push',
  version: 1,
  label: 'Alert to a device',
  schema: alertPayload.extend({ deviceId: z.number().int().optional() }),
});

/** The same event by e-mail to QUOTE_NOTIFY_EMAIL, when no device is subscribed. */
export const alertEmailJob = defineJob({
  name: 'alert.operator-email',
  version: 1,
  label: 'Alert e-mail to the operator',
  schema: alertPayload,
});

/** Half an hour on: is the request still new? Then alert once more. */
export const stillNewJob = defineJob({
  name: 'alert.still-new',
  version: 1,
  label: 'Still-new check',
  schema: aboutQuote,
});

/** An alert job's payload, as its handler gets it. */
export type AlertPayload = z.output<typeof alertPayload> & { deviceId?: number };
