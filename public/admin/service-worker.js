/*
 * The admin's service worker, registered with scope /admin/ only (never the public site). It shows
 * the operator's Web Push alerts and opens the alert's admin page on a tap. It caches nothing and
 * has no fetch handler: every admin page and its data still come from the server, each time.
 */
const FALLBACK_URL = '/admin/dashboard';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Only a path of our own admin: a payload cannot send the operator anywhere else. */
function adminPath(url) {
  return typeof url === 'string' && url.startsWith('/admin/') ? url : FALLBACK_URL;
}

self.addEventListener('push', (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    alert = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof alert.title === 'string' ? alert.title : 'Bus4U admin';
  const url = adminPath(alert.url);
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof alert.body === 'string' ? alert.body : '',
      icon: '/apple-touch-icon.png',
      // One notification per page: a second alert about the same request replaces the first.
      tag: url,
      renotify: true,
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(adminPath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === target);
      if (same) return same.focus();
      const admin = windows.find((client) => new URL(client.url).pathname.startsWith('/admin'));
      if (admin) {
        await admin.navigate(target);
        return admin.focus();
      }
      return self.clients.openWindow(target);
    })(),
  );
});
