/**
 * "Alerts on this device" in /admin/settings: subscribe this phone or computer, and for every
 * device subscribed, the events it takes, a test alert and removal. The device forms are plain
 * server forms; only subscribing needs the page's JavaScript (the browser's push API).
 */
import { useCallback, useState } from 'react';
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { OPERATOR_ALERT_EVENTS, OPERATOR_ALERT_LABELS } from '#app/lib/operator-alerts.ts';
import {
  ALERTS_INTENTS,
  DEVICE_FIELD,
  EVENT_FIELD,
  type AlertsActionResult,
  type AlertsPanelData,
} from '../alerts-form.ts';
import { SubscribeDevice, unsubscribeThisBrowser } from './subscribe-device.tsx';

export function AlertsPanel({
  panel,
  result,
  busy,
}: {
  panel: AlertsPanelData;
  result?: AlertsActionResult;
  busy: boolean;
}) {
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  const onEndpoint = useCallback((endpoint: string | null) => setThisEndpoint(endpoint), []);
  return (
    <section aria-labelledby="alerts-heading" className="space-y-4">
      <h2 id="alerts-heading" className="text-navy-900 text-lg font-bold">
        Alerts on this device
      </h2>
      <p className="max-w-3xl text-sm text-slate-700">
        A phone or computer subscribed here buzzes within seconds of a new request (marked urgent
        when the pickup is within 48 hours), an answer to a price, a payment, a cancellation or an
        e-mail that could not be delivered. While no device is subscribed, the same alerts come by
        e-mail.
      </p>
      <SubscribeDevice publicKey={panel.publicKey} onEndpoint={onEndpoint} />
      {result ? (
        <p role="status" className={result.ok ? 'text-sm text-green-800' : 'text-sm text-red-800'}>
          {result.message}
        </p>
      ) : null}
      <h3 className="text-navy-900 text-base font-semibold">Devices subscribed</h3>
      {panel.devices.length === 0 ? (
        <p className="text-sm text-slate-700">None yet.</p>
      ) : (
        <ul className="space-y-3">
          {panel.devices.map((device) => (
            <li key={device.id} className={cardVariants({ className: 'max-w-3xl space-y-3' })}>
              <p className="text-sm">
                <strong>{device.label}</strong>
                {device.endpoint === thisEndpoint ? ' (this device)' : ''}, subscribed{' '}
                {new Date(device.createdAt).toLocaleDateString('en-GB', {
                  day: 'numeric',
                  month: 'long',
                  year: 'numeric',
                  timeZone: 'Europe/London',
                })}
              </p>
              <Form method="post" className="space-y-2">
                <input type="hidden" name={DEVICE_FIELD} value={device.id} />
                <fieldset className="space-y-1">
                  <legend className="text-sm font-semibold">Alerts {device.label} takes</legend>
                  {OPERATOR_ALERT_EVENTS.map((event) => (
                    <label key={event} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name={EVENT_FIELD}
                        value={event}
                        defaultChecked={device.events.includes(event)}
                        className="size-4"
                      />
                      {OPERATOR_ALERT_LABELS[event]}
                    </label>
                  ))}
                </fieldset>
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="submit"
                    name="intent"
                    value={ALERTS_INTENTS.events}
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                  >
                    Save alerts
                  </Button>
                  <Button
                    type="submit"
                    name="intent"
                    value={ALERTS_INTENTS.test}
                    variant="subtle"
                    size="sm"
                    disabled={busy}
                  >
                    Send a test alert
                  </Button>
                  <Button
                    type="submit"
                    name="intent"
                    value={ALERTS_INTENTS.remove}
                    variant="danger"
                    size="sm"
                    disabled={busy}
                    // Removing this very device also ends the browser's subscription; the form
                    // still posts, and removes the row, whatever the browser answers.
                    onClick={
                      device.endpoint === thisEndpoint
                        ? () => {
                            setThisEndpoint(null);
                            void unsubscribeThisBrowser().catch(() => {});
                          }
                        : undefined
                    }
                  >
                    Remove {device.label}
                  </Button>
                </div>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
