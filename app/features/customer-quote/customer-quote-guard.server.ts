/**
 * In front of /your-quote/<token> (docs/http-api.md): the link is a key, so each address gets a limited
 * number of lookups an hour (counted in the database, shared by every instance), and the page is
 * never cached, never sent on as a referrer and never indexed.
 */
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { DatabaseRateLimitStore } from '#server/platform/rate-limit-store.server.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { clientIpHash } from '#server/platform/client-ip-hash.server.ts';
import { CUSTOMER_QUOTE_LOOKUPS_PER_HOUR } from './customer-quote-constants.ts';

/**
 * Matches the page, its Welsh twin under /cy, their data requests (`…/<token>.data`), the
 * booking's documents (`…/<token>/documents/<number>.pdf`) and its calendar file
 * (`…/<token>/calendar.ics`); the token has no dot or slash.
 */
export const CUSTOMER_QUOTE_ROUTE =
  /^(?:\/cy)?\/your-quote\/[^/]+(?:\/documents\/[^/]+|\/calendar\.ics)?$/;

export const PRIVATE_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

export function customerQuoteGuard(deps: {
  db: AppDb;
  secret: string | undefined;
  limitPerHour?: number;
}): RequestHandler[] {
  const limiter = rateLimit({
    windowMs: 60 * 60 * 1000,
    limit: deps.limitPerHour ?? CUSTOMER_QUOTE_LOOKUPS_PER_HOUR,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: new DatabaseRateLimitStore(deps.db, 'your-quote:'),
    keyGenerator: (req) =>
      clientIpHash(ipKeyGenerator(req.ip ?? 'unknown'), deps.secret ?? 'bus4u-client-address'),
    passOnStoreError: true,
    handler: (_req, res) => {
      res
        .status(429)
        .type('text/plain')
        .send('Too many look-ups from this address. Please try again in an hour, or call us.');
    },
  });
  const headers: RequestHandler = (req, res, next) => {
    for (const [name, value] of Object.entries(PRIVATE_PAGE_HEADERS)) res.setHeader(name, value);
    // Under `Referrer-Policy: no-referrer` a browser posts this page's own forms with
    // `Origin: null`, which React Router's CSRF check refuses (400), so the answer would fail with
    // JavaScript off. There is nothing to forge here: the answer is authorised by the unguessable
    // token in the URL, not by a cookie the browser adds on its own. So the opaque origin is
    // dropped; a real foreign origin is still refused by React Router.
    if (req.headers.origin === 'null') delete req.headers.origin;
    next();
  };
  return [headers, limiter];
}
