/**
 * Every request body the server reads goes through here: at most a stated number of
 * bytes, with the route's own 413. A declared Content-Length over the limit is refused before a
 * byte is read; a chunked body as soon as the bytes received pass it; either way the rest is never
 * read (server/platform/body-refusal.server.ts), so a 200 MB upload costs a few kilobytes.
 *
 * body-parser (express.json, express.urlencoded) is not used: after a refusal it reads the rest of
 * the request before answering, so the whole upload would still be received.
 */
import type { Request, Response } from 'express';
import getRawBody from 'raw-body';
import { refuseUnread } from './body-refusal.server.ts';

/** How a route answers a body it will not read: in its own format, never read further. */
export type BodyRefusal = (res: Response, status: 400 | 413 | 415, message: string) => void;

export const refuseAsText: BodyRefusal = (res, status, message) =>
  refuseUnread(res, status, message);

export const refuseAsJson: BodyRefusal = (res, status, message) =>
  refuseUnread(res, status, JSON.stringify({ error: message }), 'application/json');

export interface BodyBound {
  /** The most bytes read. */
  limit: number;
  /** What the 413 says (the API's words are documented in docs/http-api.md). */
  tooLarge: string;
  refuse: BodyRefusal;
}

/** A request that says it carries a body: a chunked one, or a declared length above zero. */
export function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** A declared length over the limit: refused before anything else is done for the request. */
export function declaredOverLimit(req: Request, limit: number): boolean {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > limit;
}

/**
 * Reads the body within the bound and hands it to `onBody`; otherwise answers (415 for an encoded
 * body, 413 too large, 400 unreadable) and reads no further. An aborted request is dropped.
 */
export function readBounded(
  req: Request,
  res: Response,
  bound: BodyBound,
  onBody: (body: Buffer) => void,
): void {
  const encoding = req.headers['content-encoding'];
  // Never inflated: a small compressed body could unpack past any limit.
  if (encoding && encoding.toLowerCase() !== 'identity') {
    bound.refuse(res, 415, 'Send the request without a Content-Encoding.');
    return;
  }
  if (declaredOverLimit(req, bound.limit)) {
    bound.refuse(res, 413, bound.tooLarge);
    return;
  }
  getRawBody(
    req,
    { limit: bound.limit, length: req.headers['content-length'] },
    (error, body: Buffer) => {
      if (res.headersSent || req.destroyed) return;
      if (!error) return onBody(body);
      const type = (error as { type?: string }).type;
      if (type === 'entity.too.large') bound.refuse(res, 413, bound.tooLarge);
      else if (type === 'request.aborted') req.destroy();
      else bound.refuse(res, 400, 'The request body could not be read.');
    },
  );
}
