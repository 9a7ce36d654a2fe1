/**
 * A random id for every request, sent back as X-Request-Id and written on every log line about
 * the request, so a visitor's report ("it said error") and the log meet without the log needing
 * anything personal to find the request by.
 */
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';

export function assignRequestId(_req: Request, res: Response, next: NextFunction): void {
  const id = randomUUID();
  res.locals.requestId = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}

export function requestIdOf(res: Response): string {
  return typeof res.locals.requestId === 'string' ? res.locals.requestId : 'none';
}
