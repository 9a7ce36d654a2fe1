/**
 * "Turn on alerts on this device": after the operator's tap, the browser's own permission prompt,
 * then a push subscription with our VAPID public key, handed to POST /admin/push/subscriptions.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { SUBSCRIPTIONS_PATH } from '../alert-constants.ts';
import { registerAdminServiceWorker, SERVICE_WORKER_SCOPE } from './admin-service-worker.ts';
import { applicationServerKey, pushSupport, type PushSupport } from './push-support.ts';

/**
 * Ends this browser's own push subscription. Removing this device's row already stops its alerts;
 * this also takes back the browser's permission grant from the push service, so nothing is left
 * that a later bug could send to.
 */
export async function unsubscribeThisBrowser(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}

/** What the browser can do does not change while the page is open. */
const unchanging = () => () => {};

export function SubscribeDevice({
  publicKey,
  onEndpoint,
}: {
  publicKey: string;
  /** This browser's own subscription endpoint, once known (to mark it in the list). */
  onEndpoint: (endpoint: string | null) => void;
}) {
  const revalidator = useRevalidator();
  // Read in the browser only; the server's render knows nothing of it (null).
  const support: PushSupport | null = useSyncExternalStore(unchanging, pushSupport, () => null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (support !== 'ready') return;
    void navigator.serviceWorker
      .getRegistration(SERVICE_WORKER_SCOPE)
      .then(async (registration) => {
        const existing = await registration?.pushManager.getSubscription();
        onEndpoint(existing?.endpoint ?? null);
      });
  }, [onEndpoint, support]);

  async function subscribe() {
    setBusy(true);
    setStatus('');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setStatus(
          'Notifications are blocked for this site in this browser. Allow them in the browser’s site settings, then try again.',
        );
        return;
      }
      await registerAdminServiceWorker();
      const registration = await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: applicationServerKey(publicKey),
        }));
      const response = await fetch(SUBSCRIPTIONS_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(subscription.toJSON()),
      });
      if (!response.ok) {
        const { error } = (await response.json().catch(() => ({}))) as { error?: string };
        setStatus(error ?? 'The server did not take this device. Try again.');
        return;
      }
      onEndpoint(subscription.endpoint);
      setStatus('Alerts are on for this device. Send it a test alert below.');
      await revalidator.revalidate();
    } catch (error) {
      setStatus(
        `This browser could not subscribe: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      {support === 'home-screen-first' ? (
        <p className="max-w-3xl text-sm text-slate-700">
          On an iPhone or iPad, alerts need the admin on the Home Screen (iOS 16.4 or later): in
          Safari tap Share, then <strong>Add to Home Screen</strong>, open Bus4U admin from the Home
          Screen, sign in and turn alerts on there.
        </p>
      ) : null}
      {support === 'unsupported' ? (
        <p className="text-sm text-slate-700">
          This browser cannot take push alerts. Alerts still come by e-mail while no device is
          subscribed.
        </p>
      ) : null}
      <Button
        type="button"
        onClick={() => void subscribe()}
        disabled={support !== 'ready' || busy || !publicKey}
      >
        {busy ? 'Turning alerts on…' : 'Turn on alerts on this device'}
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
    </div>
  );
}
