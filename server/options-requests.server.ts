/**
 * OPTIONS is answered here, for every path, before anything else sees it: 204 and the methods
 * the path takes. React Router answered it for the admin with a 405 and a stack trace in the log
 * per request (anyone could fill the log), and the rest of the site with a 404. No CORS headers:
 * nothing here is meant to be called from another origin. TRACE and its kin get a 405 with the
 * same list, whatever the path.
 */
import type { NextFunction, Request, Response } from 'express';
import { ADMIN_PATH_PREFIX } from '#app/routes-table.ts';

const PAGE_METHODS = 'GET, HEAD, OPTIONS';
/** Admin pages take form posts (React Router actions). */
const ADMIN_METHODS = 'GET, HEAD, POST, OPTIONS';
const API_METHODS: Readonly<Record<string, string>> = {
  '/api/quotes': 'POST, OPTIONS',
};

export function allowedMethods(path: string): string {
  if (Object.hasOwn(API_METHODS, path)) return API_METHODS[path]!;
  if (path === ADMIN_PATH_PREFIX || path.startsWith(`${ADMIN_PATH_PREFIX}/`)) return ADMIN_METHODS;
  if (path.startsWith(`${ADMIN_PATH_PREFIX}.`)) return ADMIN_METHODS;
  return PAGE_METHODS;
}

/** Methods no path takes: TRACE would echo the request (cookies included) back. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

export function answerOptions(req: Request, res: Response, next: NextFunction): void {
  if (REFUSED_METHODS.has(req.method)) {
    res.setHeader('Allow', allowedMethods(req.path));
    res.status(405).type('text/plain').send('Method not allowed.');
    return;
  }
  if (req.method !== 'OPTIONS') return next();
  res.setHeader('Allow', allowedMethods(req.path));
  res.status(204).end();
}
