/**
 * One Web Push message to one device (RFC 8291 `aes128gcm`, signed with our VAPID key, RFC 8292),
 * through the `web-push` package, and what the push service's answer means for the outbox: sent,
 * the device is gone (404/410: forget it), worth retrying (429, 5xx, no answer), or not.
 */
import webpush, { WebPushError } from 'web-push';
import { BUSINESS } from '#app/content/business.ts';
import type { Env } from '#server/platform/env.server.ts';
import type { PushSubscriptionRow } from '#app/lib/db/alerts-schema.server.ts';
import { ALERT_TTL_SECONDS, PUSH_TIMEOUT_MS } from './alert-constants.ts';
import type { AlertMessage } from './alert-message.server.ts';

export type PushEnv = Pick<
  Env,
  'PUSH_VAPID_PUBLIC_KEY' | 'PUSH_VAPID_PRIVATE_KEY' | 'PUSH_CONTACT'
>;

export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'failed'; error: string; retryable: boolean };

/** The payload the service worker reads (public/admin/service-worker.js). */
export function pushPayload(message: AlertMessage): string {
  return JSON.stringify({ title: message.title, body: message.body, url: message.url });
}

export async function sendPush(
  env: PushEnv,
  device: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  message: AlertMessage,
): Promise<PushOutcome> {
  if (!env.PUSH_VAPID_PUBLIC_KEY || !env.PUSH_VAPID_PRIVATE_KEY) {
    // run-server fills them in (from the environment or DATA_DIR); a bare test setup may not.
    return { kind: 'failed', error: 'no VAPID key pair configured', retryable: false };
  }
  try {
    await webpush.sendNotification(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      pushPayload(message),
      {
        vapidDetails: {
          subject: env.PUSH_CONTACT ?? `mailto:${BUSINESS.email}`,
          publicKey: env.PUSH_VAPID_PUBLIC_KEY,
          privateKey: env.PUSH_VAPID_PRIVATE_KEY,
        },
        TTL: ALERT_TTL_SECONDS,
        urgency: message.urgent ? 'high' : 'normal',
        contentEncoding: 'aes128gcm',
        timeout: PUSH_TIMEOUT_MS,
      },
    );
    return { kind: 'sent' };
  } catch (error) {
    if (error instanceof WebPushError) {
      const status = error.statusCode;
      if (status === 404 || status === 410) return { kind: 'gone', status };
      return {
        kind: 'failed',
        error: `push service answered ${status}`,
        retryable: status === 429 || status >= 500,
      };
    }
    // No answer (refused, reset, timed out): the service may be back soon.
    return {
      kind: 'failed',
      error: `push service unreachable: ${error instanceof Error ? error.message : String(error)}`,
      retryable: true,
    };
  }
}
