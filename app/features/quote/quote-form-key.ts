/**
 * The one-time key a server-rendered /quote page carries in a hidden field, so that POST /quote
 * without JavaScript stores a request once however often it arrives: a double tap, or back and
 * send again. The server makes it per request (a prerendered page would share one key between
 * every visitor); POST /quote uses it as the Idempotency-Key of POST /api/quotes's own mechanism.
 *
 * The key is kept for the browser session in a cookie of its own, so the page shows the same key
 * again when the browser fetches it anew: Back after sending does (a POST to /quote makes the
 * browser drop its cached copy of /quote). Reusing a key is harmless: the stored key also carries
 * the request's fingerprint, so only the very same request is stored once.
 */
export const QUOTE_FORM_KEY_FIELD = 'idempotencyKey';

/** 128 random bits in base64url: 22 characters. */
const KEY_BYTES = 16;
export const QUOTE_FORM_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function newQuoteFormKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** The posted key when it is one of ours; anything else counts as no key. */
export function postedQuoteFormKey(value: unknown): string | undefined {
  return typeof value === 'string' && QUOTE_FORM_KEY_PATTERN.test(value) ? value : undefined;
}

export const QUOTE_FORM_KEY_COOKIE = 'quote_form_key';

/** The key kept in this browser's cookie, when there is one of ours. */
export function quoteFormKeyFromCookies(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === QUOTE_FORM_KEY_COOKIE) return postedQuoteFormKey(value);
  }
  return undefined;
}

/** A session cookie for the quote page only (/quote or /cy/quote), out of reach of scripts. */
export function quoteFormKeyCookie(key: string, secure: boolean, path = '/quote'): string {
  return `${QUOTE_FORM_KEY_COOKIE}=${key}; Path=${path}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
