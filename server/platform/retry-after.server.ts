/**
 * Every 429 and 503 the app sends says when to try again. The places that know
 * better set their own value (the quote API's rate limit its window's end, the sign-in throttle
 * its lock); this middleware, first in the chain, adds one to any refusal that left it out, so a
 * route added later, or a React Router response whose headers a route did not pass on, cannot
 * send a bare one.
 */
import type { NextFunction, Request, Response } from 'express';
import onHeaders from 'on-headers';

/** The quote API's 503: its message asks the visitor to try again in a minute. */
export const QUOTE_UNAVAILABLE_RETRY_AFTER_SECONDS = 60;
/** /readyz's 503: a load balancer should look again soon, not hammer it. */
export const NOT_READY_RETRY_AFTER_SECONDS = 5;
/** Any other 429 or 503 that did not say. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export function retryAfterOnRefusals(_req: Request, res: Response, next: NextFunction): void {
  onHeaders(res, function () {
    if ((this.statusCode === 429 || this.statusCode === 503) && !this.hasHeader('Retry-After')) {
      this.setHeader('Retry-After', String(DEFAULT_RETRY_AFTER_SECONDS));
    }
  });
  next();
}
