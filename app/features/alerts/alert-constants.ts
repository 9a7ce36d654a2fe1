/** The numbers of the operator's alerts, each defined once. */

/** A new request whose pickup is this close is urgent: said in the alert and sent `urgency: high`. */
export const URGENT_PICKUP_HOURS = 48;
/** How long a push service keeps an alert for a device that is off (its TTL): stale after that. */
export const ALERT_TTL_SECONDS = 60 * 60;
/** Bound on one push service request, so a slow one holds up no other delivery for long. */
export const PUSH_TIMEOUT_MS = 10_000;
/** The longest label kept for a device (the browser and system, from its user agent). */
export const DEVICE_LABEL_MAX = 80;
/** The most devices one installation keeps: more is someone scripting the endpoint. */
export const DEVICES_MAX = 50;
/** The most bytes of one subscription request (an endpoint, two keys and a little JSON). */
export const SUBSCRIPTION_BODY_MAX_BYTES = 4 * 1024;
/** Where an alert not about one request opens. */
export const ALERTS_SETTINGS_PATH = '/admin/settings';
export const SUBSCRIPTIONS_PATH = '/admin/push/subscriptions';
