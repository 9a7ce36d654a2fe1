/**
 * The events that alert the operator's devices (the outbox queues them, the settings page lets
 * each device choose among them). Client-safe: the settings page shows the labels.
 */
export const OPERATOR_ALERT_EVENTS = [
  'new-request',
  'instant-booking',
  'price-answered',
  'payment',
  'cancellation',
  'delivery-failed',
  'document-lapsing',
  'job-unfit',
  'flight',
  'invoice-overdue',
] as const;

export type OperatorAlertEvent = (typeof OPERATOR_ALERT_EVENTS)[number];

/** What the settings page calls each event, for the operator choosing a device's alerts. */
export const OPERATOR_ALERT_LABELS: Record<OperatorAlertEvent, string> = {
  'new-request': 'A new request (marked urgent when the pickup is within 48 hours)',
  'instant-booking': 'An instant booking',
  'price-answered': 'A price accepted or declined',
  payment: 'A payment',
  cancellation: 'A cancellation by the customer',
  'delivery-failed': 'An e-mail or forward that failed for good',
  'document-lapsing':
    'A vehicle’s or driver’s document lapsing before a booked job (30, 14 and 7 days ahead)',
  'job-unfit': 'A booked job made unfit by a change (a date edited, a vehicle or driver retired)',
  flight: 'A flight that moved a pickup, clashed with another job, or was cancelled or diverted',
  'invoice-overdue': 'An account’s invoice still unpaid 7 and 14 days after it was due',
};

export function isOperatorAlertEvent(value: unknown): value is OperatorAlertEvent {
  return (OPERATOR_ALERT_EVENTS as readonly unknown[]).includes(value);
}
