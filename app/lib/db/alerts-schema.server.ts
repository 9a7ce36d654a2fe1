/**
 * The operator's devices that take Web Push alerts: one row per browser subscription (its push
 * service endpoint and the keys the browser made), with the events that device chose. Shared
 * rather than the alerts feature's own, because every feature's events are queued against it
 * (app/lib/outbox/operator-alerts.server.ts). Found by drizzle.config.ts by its file name.
 *
 * Relative imports on purpose: drizzle-kit loads this file without the package's `#app` map.
 */
import { sql } from 'drizzle-orm';
import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { OPERATOR_ALERT_EVENTS, type OperatorAlertEvent } from '../operator-alerts.ts';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** The push service's URL for this device; always https. */
    endpoint: text('endpoint').notNull(),
    /** The browser's ECDH P-256 public key and its 16-byte auth secret, base64url (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the operator sees in the list: the browser and system, from the user agent. */
    label: text('label').notNull(),
    events: text('events')
      .array()
      .$type<OperatorAlertEvent[]>()
      .notNull()
      .default(sql.raw(`'{${OPERATOR_ALERT_EVENTS.join(',')}}'::text[]`)),
    /** The admin who subscribed it. */
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
