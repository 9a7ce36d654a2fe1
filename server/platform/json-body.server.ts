/**
 * A JSON API's body (POST /api/quotes, POST /api/estimate), read within its bound
 * (bounded-body.server.ts) and parsed onto `req.body` as express.json({ strict: true }) would:
 * an object or an array, UTF-8, never compressed. Refusals are JSON `{ error }`.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { readBounded, refuseAsJson } from './bounded-body.server.ts';

/** The 400 for a body that is not JSON, with the empty field list the form expects. */
function notJson(res: Response): void {
  res.status(400).json({ error: 'The request body is not valid JSON.', fieldErrors: {} });
}

function charsetOf(req: Request): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1];
}

export function readJsonBody(bound: { limit: number; tooLarge: string }): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const charset = charsetOf(req);
    if (charset && !/^utf-?8$/i.test(charset)) {
      refuseAsJson(res, 415, 'Send the request as UTF-8.');
      return;
    }
    readBounded(req, res, { ...bound, refuse: refuseAsJson }, (raw) => {
      const body = raw.toString('utf8').trim();
      if (body === '') {
        req.body = {};
        return next();
      }
      // strict, as express.json: an object or an array, never a bare string or number.
      if (!body.startsWith('{') && !body.startsWith('[')) return notJson(res);
      try {
        req.body = JSON.parse(body) as unknown;
      } catch {
        return notJson(res);
      }
      next();
    });
  };
}
