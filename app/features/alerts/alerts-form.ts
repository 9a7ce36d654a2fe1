/** The names the "Alerts on this device" panel posts to /admin/settings, shared by both sides. */
export const ALERTS_INTENTS = {
  test: 'alerts-test',
  remove: 'alerts-remove',
  events: 'alerts-events',
} as const;
export type AlertsIntent = (typeof ALERTS_INTENTS)[keyof typeof ALERTS_INTENTS];

export const DEVICE_FIELD = 'device';
export const EVENT_FIELD = 'event';

export function isAlertsIntent(value: unknown): value is AlertsIntent {
  return Object.values(ALERTS_INTENTS).includes(value as AlertsIntent);
}

export interface AlertsPanelData {
  /** The VAPID public key the browser subscribes with (base64url). */
  publicKey: string;
  devices: {
    id: number;
    label: string;
    endpoint: string;
    events: string[];
    createdAt: string;
  }[];
}

export interface AlertsActionResult {
  intent: AlertsIntent;
  device: number;
  ok: boolean;
  message: string;
}
