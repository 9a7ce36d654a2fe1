/**
 * POST /api/estimate (docs/http-api.md): the journey fields of a quote request in, an
 * indicative price or `{estimate: null, reason}` out; nothing is stored. Validated with the journey
 * schema a quote request uses (app/lib/journey-schema.ts), so a 400 names fields exactly as
 * POST /api/quotes does. Rate limited
 * per address like the quote API, more generously, as the form asks again as the journey changes.
 */
import express, { type Request, type Response, type Router } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { isLocale } from '#app/lib/locale.ts';
import { TOAST_VALIDATION_TEXT } from '#app/lib/quote-facts.ts';
import { JOURNEY_MESSAGES, fieldMessages } from '#app/lib/journey-messages.ts';
import { QuoteJourneySchema, fieldErrorsOf, type QuoteJourney } from '#app/lib/journey-schema.ts';
import { DatabaseRateLimitStore } from '#server/platform/rate-limit-store.server.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { clientIpHash } from '#server/platform/client-ip-hash.server.ts';
import { declaredOverLimit, refuseAsJson } from '#server/platform/bounded-body.server.ts';
import { readJsonBody } from '#server/platform/json-body.server.ts';
import { labelledEstimate } from '#app/lib/estimate-lines-text.ts';
import type { DistanceProvider } from './distance/distance-provider.server.ts';
import { estimateJourney } from './estimate-service.server.ts';

export const ESTIMATE_PATH = '/api/estimate';
/** A journey's fields: a few hundred bytes; past this 413, the rest unread. */
export const ESTIMATE_BODY_LIMIT_BYTES = 16 * 1024;
/** As said in the 413 answer. */
const ESTIMATE_BODY_LIMIT = '16kb';
const HOUR_MS = 60 * 60 * 1000;
const TOO_LARGE = `The request is larger than ${ESTIMATE_BODY_LIMIT}.`;

/**
 * Whether the journey would get an instant offer if it were sent this minute: the same booking
 * rules and tariff the offer applies (`reason` is its refusal code, "off" when instant booking is
 * off). A vehicle is only held when the form is sent, so `now` is as true as that minute.
 */
export type BookingNow = { now: true } | { now: false; reason: string };
export type BookingCheck = (journey: QuoteJourney) => Promise<BookingNow>;

export interface EstimateRouterDeps {
  db: AppDb;
  /** Where the rate limit counts (default `db`). */
  counterDb?: AppDb;
  distance: DistanceProvider;
  ratePerHour: number;
  /** Keys the hashed client address; SESSION_SECRET in the app. */
  addressKey?: string;
  /** Instant booking's answer, added as `booking` beside `estimate` (composed in server/). */
  booking?: BookingCheck;
  /**
   * `VAT_NUMBER` is set: sent as `vatIncluded` beside the estimate so the page says the price
   * includes VAT only when the business charges it (default false: no VAT claim).
   */
  vatRegistered?: boolean;
}

export function estimateRouter(deps: EstimateRouterDeps): Router {
  const router = express.Router();
  const ipKey = deps.addressKey ?? 'bus4u-client-address';
  const limiter = rateLimit({
    windowMs: HOUR_MS,
    limit: deps.ratePerHour,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: new DatabaseRateLimitStore(deps.counterDb ?? deps.db, 'estimates:'),
    keyGenerator: (req) => clientIpHash(ipKeyGenerator(req.ip ?? 'unknown'), ipKey),
    passOnStoreError: true,
    handler: (_req, res) => {
      res.status(429).json({
        error:
          'Too many price checks from this address. Send the form and we will price it for you.',
      });
    },
  });

  router.post(
    ESTIMATE_PATH,
    (req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      // A declared oversize body costs no database call (the limiter's), and is never read.
      if (declaredOverLimit(req, ESTIMATE_BODY_LIMIT_BYTES)) {
        refuseAsJson(res, 413, TOO_LARGE);
        return;
      }
      next();
    },
    limiter,
    (req, res, next) => {
      if (!req.is('application/json')) {
        refuseAsJson(res, 415, 'Send the journey as application/json.');
        return;
      }
      next();
    },
    // Bounded while it streams: 413 as soon as it passes the limit, the rest never read.
    readJsonBody({ limit: ESTIMATE_BODY_LIMIT_BYTES, tooLarge: TOO_LARGE }),
    async (req: Request, res: Response) => {
      // A Welsh page asks with `locale: "cy"` for its messages and priced-by-hand reason in Welsh.
      const asked = (req.body as { locale?: unknown } | undefined)?.locale;
      const locale = isLocale(asked) ? asked : 'en';
      const parsed = QuoteJourneySchema.safeParse(req.body);
      if (!parsed.success) {
        const fieldErrors = fieldMessages(JOURNEY_MESSAGES, fieldErrorsOf(parsed.error), locale);
        res.status(400).json({ error: TOAST_VALIDATION_TEXT, fieldErrors });
        return;
      }
      try {
        const result = await estimateJourney(deps.db, deps.distance, parsed.data, locale);
        // An extra key beside the contract's: whether sending it now would book it now.
        const booking = deps.booking ? { booking: await deps.booking(parsed.data) } : {};
        // Each line is a code with its figures; the contract's `label` is added in the page's language.
        res.status(200).json(
          result.estimate
            ? {
                estimate: labelledEstimate(result.estimate, locale),
                vatIncluded: deps.vatRegistered ?? false,
                ...booking,
              }
            : { ...result, ...booking },
        );
      } catch (error) {
        console.error('POST /api/estimate failed:', error);
        res
          .status(503)
          .json({ error: 'We cannot work out a price just now; send the form and we will.' });
      }
    },
  );

  return router;
}
