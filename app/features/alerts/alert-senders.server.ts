/**
 * Delivers the operator's alerts from the outbox (queued by app/lib/outbox/operator-alerts.server.ts):
 * a Web Push message to one device, the same alert by e-mail when no device is subscribed, and the
 * check half an hour after a new request that alerts again if nobody has touched it.
 */
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { mailboxes } from '#app/lib/mailboxes.server.ts';
import { quoteEmailView } from '#app/lib/emails/quote-email-view.ts';
import { renderSimpleEmail } from '#app/lib/emails/simple-email.tsx';
import type { EmailTransport } from '#server/platform/email/transport.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { queueOperatorAlert } from '#app/lib/outbox/operator-alerts.server.ts';
import { handle, type JobEntry } from '#app/lib/jobs/job-handlers.server.ts';
import {
  alertEmailJob,
  alertPushJob,
  stillNewJob,
  type AlertPayload,
} from '#app/lib/outbox/operator-alert-jobs.server.ts';
import { alertMessage } from './alert-message.server.ts';
import { findDevice, removeDevice } from './devices.server.ts';
import { sendPush, type PushEnv } from './web-push.server.ts';

export interface AlertSenderDeps {
  db: AppDb;
  env: PushEnv &
    Pick<Env, 'MAIL_FROM' | 'QUOTE_NOTIFY_EMAIL' | 'SITE_URL' | 'ALERT_STILL_NEW_MINUTES'>;
  transport: EmailTransport;
  boss: Enqueuer;
  now?: () => Date;
}

export function alertSenders(deps: AlertSenderDeps): JobEntry[] {
  const { db, env } = deps;
  const now = deps.now ?? (() => new Date());
  const { business, operatorInbox } = mailboxes(env);
  const factsOf = (data: AlertPayload) => ({
    event: data.alert ?? 'new-request',
    reminder: data.reminder,
    failedQueue: data.failedQueue,
    stillNewMinutes: env.ALERT_STILL_NEW_MINUTES,
    lapse: data.lapse,
    amountPence: data.amountPence,
  });
  return [
    handle(alertPushJob, async (quote, data) => {
      const device = data.deviceId ? await findDevice(db, data.deviceId) : undefined;
      if (!device) return { ok: true, skipped: 'the device was removed' };
      if (data.alert && !device.events.includes(data.alert)) {
        return { ok: true, skipped: 'the device no longer takes this event' };
      }
      const outcome = await sendPush(env, device, alertMessage(quote, factsOf(data), now()));
      if (outcome.kind === 'sent') return { ok: true };
      if (outcome.kind === 'gone') {
        // The browser unsubscribed or the subscription expired: it will never take a message again.
        await removeDevice(db, device.id);
        return { ok: true, skipped: `the push service answered ${outcome.status}: device removed` };
      }
      return { ok: false, error: outcome.error, retryable: outcome.retryable };
    }),
    handle(alertEmailJob, async (quote, data) => {
      const facts = factsOf(data);
      const message = alertMessage(quote, facts, now());
      const view = quoteEmailView(quote);
      const email = await renderSimpleEmail(`${message.title} (${view.id})`, {
        preview: message.body,
        heading: message.title,
        paragraphs: [
          message.body,
          'No phone or computer is subscribed to alerts, so this comes by e-mail. Subscribe one under "Alerts on this device" in the admin settings.',
        ],
        link: { label: 'Open the request', href: `${env.SITE_URL}${message.url}` },
        quote: view,
      });
      return deps.transport.send({
        ...email,
        reference: quote.id,
        kind: `alert-${facts.event}${facts.reminder ? '-again' : ''}${facts.failedQueue ? `-${facts.failedQueue}` : ''}${data.lapse ? `-${data.lapse.key}` : ''}${data.amountPence !== undefined ? `-${data.amountPence}p` : ''}`,
        from: business,
        to: operatorInbox,
      });
    }),
    handle(stillNewJob, async (quote) => {
      if (quote.status !== 'new') return { ok: true, skipped: 'the request is no longer new' };
      await db.transaction((tx) =>
        queueOperatorAlert(tx, deps.boss, {
          event: 'new-request',
          quoteId: quote.id,
          reminder: true,
        }),
      );
      return { ok: true };
    }),
  ];
}
