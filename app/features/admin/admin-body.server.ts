/**
 * Express middleware in front of React Router for every admin request with a body: only form
 * bodies (415 otherwise), and at most the path's limit (admin-body-limits.ts; 413 otherwise). The
 * body is read here, with raw-body, and kept on `req.body` for the handler; a declared length over
 * the limit is refused before a byte is read, a chunked body as soon as it passes the limit. A
 * refused body is never read further: the answer carries `Connection: close`, so the connection
 * ends instead of draining what the client is still sending (server/body-refusal.server.ts).
 *
 * body-parser is not used: after a refusal it reads the rest of the request before answering, so
 * a 200 MB upload would still be received in full.
 */
import type { NextFunction, Request, Response } from 'express';
import getRawBody from 'raw-body';
import { refuseUnread } from '#server/body-refusal.server.ts';
import { SAFE_METHODS } from './auth/same-origin.ts';
import { adminBodyLimit } from './admin-body-limits.ts';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export function readAdminBody(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) return next();
  const limit = adminBodyLimit(req.path);
  if (!hasBody(req)) {
    req.body = Buffer.alloc(0);
    return next();
  }
  if (!req.is(FORM_TYPES)) {
    refuseUnread(
      res,
      415,
      'Send the form as application/x-www-form-urlencoded or multipart/form-data.',
    );
    return;
  }
  if (req.headers['content-encoding'] && req.headers['content-encoding'] !== 'identity') {
    refuseUnread(res, 415, 'Send the form without a Content-Encoding.');
    return;
  }
  const declared = req.headers['content-length'];
  getRawBody(req, { limit, length: declared }, (error, body) => {
    if (!error) {
      req.body = body;
      return next();
    }
    if (res.headersSent || req.destroyed) return;
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') {
      refuseUnread(res, 413, `The request is larger than ${Math.round(limit / 1024)} KB.`);
    } else if (type === 'request.aborted') {
      req.destroy();
    } else {
      refuseUnread(res, 400, 'The request body could not be read.');
    }
  });
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
