/**
 * How a request body that will not be read is refused (413 too large, 415 wrong type): the answer
 * goes out at once with `Connection: close`, and the rest of the body is never read, so a client
 * streaming 200 MB costs the server a few kilobytes, not 200 MB of reading and buffering.
 * Shared by the admin's body reader and POST /api/quotes.
 */
import type { Response } from 'express';

/**
 * How long a refusal holds the connection open, unread, before closing it. Closing a socket with
 * the client's bytes still unread sends a TCP reset, which can reach the client before it has read
 * the answer; holding it a moment (reading nothing, so nothing more is buffered) lets the answer
 * arrive first, as nginx's lingering close does.
 */
export const REFUSAL_LINGER_MS = 500;

export function refuseUnread(
  res: Response,
  status: number,
  body: string,
  contentType: 'text/plain' | 'application/json' = 'text/plain',
): void {
  res.status(status).type(contentType).setHeader('Connection', 'close');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.write(body);
  setTimeout(() => res.end(), REFUSAL_LINGER_MS).unref();
}
