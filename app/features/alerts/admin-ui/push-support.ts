/**
 * What this browser can do about alerts, read in the browser only: Web Push in full, or Safari on
 * an iPhone or iPad that first needs the admin added to the Home Screen (iOS 16.4 and later give
 * web push only to a Home Screen app), or nothing.
 */
export type PushSupport = 'ready' | 'home-screen-first' | 'unsupported';

export function pushSupport(): PushSupport {
  const appleMobile =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    // iPadOS asks for desktop pages and says "Macintosh"; its touch points give it away.
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const capable =
    'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (appleMobile && !standalone) return 'home-screen-first';
  return capable ? 'ready' : 'unsupported';
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
