/**
 * The admin's service worker (public/admin/service-worker.js), registered in the admin's scope
 * only. It shows alerts and caches nothing, so registering it on every admin page costs nothing.
 */
import { useEffect } from 'react';

export const SERVICE_WORKER_URL = '/admin/service-worker.js';
export const SERVICE_WORKER_SCOPE = '/admin/';

export function registerAdminServiceWorker(): Promise<ServiceWorkerRegistration> | undefined {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
}

/** For the admin layout: registers the worker once the page has loaded. */
export function useAdminServiceWorker(): void {
  useEffect(() => {
    registerAdminServiceWorker()?.catch((error: unknown) => {
      console.warn('The admin service worker did not register:', error);
    });
  }, []);
}
