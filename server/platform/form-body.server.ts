/**
 * Form bodies, read within their bound (bounded-body.server.ts): only form types (415 otherwise,
 * unread), at most the route's limit (413 otherwise, unread).
 *
 * - `readRawForm`: the body kept as bytes on `req.body` for React Router's action to parse
 *   (server/platform/react-router-handler.server.ts): the admin forms, the customer's answer, `.data` POSTs.
 * - `readFormFields`: the body parsed onto `req.body` as express.urlencoded({ extended: false })
 *   would (a repeated name becomes a list), for Express's own POST /quote.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  hasBody,
  readBounded,
  refuseAsText,
  type BodyBound,
  type BodyRefusal,
} from './bounded-body.server.ts';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const URLENCODED = 'application/x-www-form-urlencoded';
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The 413's words for a limit in bytes. */
export function tooLargeText(limit: number): string {
  return `The request is larger than ${Math.round(limit / 1024)} KB.`;
}

/** Refuses what is not one of `types` or not UTF-8, before reading any of it. */
function refusedType(req: Request, res: Response, types: string[], refuse: BodyRefusal): boolean {
  if (!req.is(types)) {
    refuse(res, 415, `Send the form as ${types.join(' or ')}.`);
    return true;
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1];
  if (charset && !/^utf-?8$/i.test(charset)) {
    refuse(res, 415, 'Send the form as UTF-8.');
    return true;
  }
  return false;
}

/**
 * The body as bytes on `req.body`, at most `limitFor(req)` of them. A request without a body gets
 * an empty one; one whose body was already read (req.body set by a router in front) is left alone.
 */
export function readRawForm(limitFor: (req: Request) => number): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (BODILESS_METHODS.has(req.method) || req.body !== undefined) return next();
    if (!hasBody(req)) {
      req.body = Buffer.alloc(0);
      return next();
    }
    if (refusedType(req, res, FORM_TYPES, refuseAsText)) return;
    const limit = limitFor(req);
    const bound: BodyBound = { limit, tooLarge: tooLargeText(limit), refuse: refuseAsText };
    readBounded(req, res, bound, (body) => {
      req.body = body;
      next();
    });
  };
}

/**
 * An url-encoded form parsed into its fields on `req.body`, within `limit` bytes and `maxFields`
 * fields (413 past either).
 */
export function readFormFields(limit: number, maxFields: number): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) {
      req.body = {};
      return next();
    }
    if (refusedType(req, res, [URLENCODED], refuseAsText)) return;
    const bound: BodyBound = { limit, tooLarge: tooLargeText(limit), refuse: refuseAsText };
    readBounded(req, res, bound, (body) => {
      const params = new URLSearchParams(body.toString('utf8'));
      if ([...params.keys()].length > maxFields) {
        refuseAsText(res, 413, `The form has more than ${maxFields} fields.`);
        return;
      }
      // No prototype: a field named __proto__ is a field like any other.
      const fields = Object.create(null) as Record<string, string | string[]>;
      for (const [name, value] of params) {
        const seen = fields[name];
        if (seen === undefined) fields[name] = value;
        else fields[name] = Array.isArray(seen) ? [...seen, value] : [seen, value];
      }
      req.body = fields;
      next();
    });
  };
}
