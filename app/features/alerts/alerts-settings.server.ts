/**
 * The "Alerts on this device" panel of /admin/settings, server side: the devices subscribed, and
 * the panel's forms (a test alert to one device, removing one, choosing its events).
 */
import { isOperatorAlertEvent, type OperatorAlertEvent } from '#app/lib/operator-alerts.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { ALERTS_SETTINGS_PATH } from './alert-constants.ts';
import {
  ALERTS_INTENTS,
  DEVICE_FIELD,
  EVENT_FIELD,
  type AlertsActionResult,
  type AlertsIntent,
  type AlertsPanelData,
} from './alerts-form.ts';
import { chooseEvents, findDevice, listDevices, removeDevice } from './devices.server.ts';
import { sendPush, type PushEnv } from './web-push.server.ts';

export async function loadAlertsPanel(db: AppDb, env: PushEnv): Promise<AlertsPanelData> {
  return { publicKey: env.PUSH_VAPID_PUBLIC_KEY ?? '', devices: await listDevices(db) };
}

export const TEST_ALERT = {
  title: 'Test alert from Bus4U',
  body: 'Alerts reach this device.',
  url: ALERTS_SETTINGS_PATH,
  urgent: false,
};

export async function alertsAction(
  db: AppDb,
  env: PushEnv,
  intent: AlertsIntent,
  form: FormData,
): Promise<AlertsActionResult> {
  const id = Number(form.get(DEVICE_FIELD));
  const device = Number.isInteger(id) ? await findDevice(db, id) : undefined;
  const result = (ok: boolean, message: string) => ({ intent, device: id, ok, message });
  if (!device) return result(false, 'That device is no longer subscribed.');
  switch (intent) {
    case ALERTS_INTENTS.remove:
      await removeDevice(db, device.id);
      return result(true, `${device.label} takes no more alerts.`);
    case ALERTS_INTENTS.events: {
      const events = form.getAll(EVENT_FIELD).filter(isOperatorAlertEvent) as OperatorAlertEvent[];
      await chooseEvents(db, device.id, [...new Set(events)]);
      return result(
        true,
        events.length === 0
          ? `${device.label} takes no alerts now, though it stays subscribed.`
          : `Saved: ${device.label} takes ${events.length} kind${events.length === 1 ? '' : 's'} of alert.`,
      );
    }
    case ALERTS_INTENTS.test: {
      // Sent at once rather than through the outbox: the operator is waiting to see it arrive.
      const outcome = await sendPush(env, device, TEST_ALERT);
      if (outcome.kind === 'sent') return result(true, `Test alert sent to ${device.label}.`);
      if (outcome.kind === 'gone') {
        await removeDevice(db, device.id);
        return result(
          false,
          `${device.label} is no longer subscribed with its push service, so it was removed. Turn alerts on again on that device.`,
        );
      }
      return result(false, `The test alert did not go: ${outcome.error}. Try again shortly.`);
    }
  }
}
