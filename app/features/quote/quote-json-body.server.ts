/**
 * The body of POST /api/quotes, read with a hard bound (32 KB): a declared Content-Length over it
 * is refused before a byte is read, a chunked body as soon as the bytes received pass it, and in
 * both cases the rest is never read (server/body-refusal.server.ts). express.json is not used:
 * after a refusal body-parser reads the rest of the request before answering 413, so a 10 MB
 * upload would still be received in full.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import getRawBody from 'raw-body';
import { refuseUnread } from '#server/body-refusal.server.ts';

export const QUOTE_BODY_LIMIT_BYTES = 32 * 1024;
/** As said in the 413 answer (and docs/http-api.md). */
export const QUOTE_BODY_LIMIT = '32kb';

const TOO_LARGE = JSON.stringify({ error: `The request is larger than ${QUOTE_BODY_LIMIT}.` });

function json(res: Response, status: number, error: string, fieldErrors?: object): void {
  res.status(status).json(fieldErrors ? { error, fieldErrors } : { error });
}

/** In front of everything else on the route: a declared oversize body costs no database call. */
export const refuseDeclaredOversize: RequestHandler = (req, res, next) => {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > QUOTE_BODY_LIMIT_BYTES) {
    refuseUnread(res, 413, TOO_LARGE, 'application/json');
    return;
  }
  next();
};

function charsetOf(req: Request): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1];
}

/** Reads and parses the JSON body onto `req.body`, as express.json({ strict: true }) would. */
export function readQuoteJson(req: Request, res: Response, next: NextFunction): void {
  const encoding = req.headers['content-encoding'];
  if (encoding && encoding.toLowerCase() !== 'identity') {
    refuseUnread(
      res,
      415,
      JSON.stringify({ error: 'Send the request without a Content-Encoding.' }),
      'application/json',
    );
    return;
  }
  const charset = charsetOf(req);
  if (charset && !/^utf-?8$/i.test(charset)) {
    refuseUnread(
      res,
      415,
      JSON.stringify({ error: 'Send the request as UTF-8.' }),
      'application/json',
    );
    return;
  }
  getRawBody(
    req,
    { limit: QUOTE_BODY_LIMIT_BYTES, length: req.headers['content-length'], encoding: 'utf8' },
    (error, text) => {
      if (res.headersSent || req.destroyed) return;
      if (error) {
        const type = (error as { type?: string }).type;
        if (type === 'entity.too.large') refuseUnread(res, 413, TOO_LARGE, 'application/json');
        else if (type === 'request.aborted') req.destroy();
        else json(res, 400, 'The request could not be read.');
        return;
      }
      const body = text.trim();
      // strict, as express.json: an object or an array, never a bare string or number.
      if (body === '') {
        req.body = {};
        return next();
      }
      if (body.startsWith('{') || body.startsWith('[')) {
        try {
          req.body = JSON.parse(body) as unknown;
          return next();
        } catch {
          // Falls through to the 400 below.
        }
      }
      json(res, 400, 'The request body is not valid JSON.', {});
    },
  );
}
