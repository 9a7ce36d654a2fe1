/**
 * POST /api/quotes (docs/http-api.md): rate limit, JSON only, 32 KB at most (refused unread
 * past it: quote-body.server.ts), validate with the shared schema, then store the quote and
 * its outbox jobs in one transaction, which commits whole or not at all (create-quote.server.ts),
 * and answer 201 {id}. Nothing is sent from inside the request: a slow SMTP server never slows the form.
 */
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import type { EstimateLine } from '#app/lib/estimate-lines.ts';
import { BUSINESS } from '#app/content/business.ts';
import { localeFromPath, localisePath, type Locale } from '#app/lib/locale.ts';
import { parseQuoteFormPost } from '#app/features/quote/quote-form-post.server.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { errorClass } from '#server/platform/error-class.server.ts';
import { requestIdOf } from '#server/platform/request-id.server.ts';
import { clientIpHash } from '#server/platform/client-ip-hash.server.ts';
import {
  STORAGE_RETRY_AFTER_SECONDS,
  type WriteHealth,
} from '#server/platform/db/write-health.server.ts';
import { QUOTE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '#server/platform/retry-after.server.ts';
import {
  isDatabaseUnavailable,
  isStorageFull,
} from '#server/platform/db/database-errors.server.ts';
import { DatabaseRateLimitStore } from '#server/platform/rate-limit-store.server.ts';
import { refuseAsJson } from '#server/platform/bounded-body.server.ts';
import { metered } from '#server/platform/cost-meter.server.ts';
import type { QuoteFormOutcome } from './quote-page-context.server.ts';
import { requestHash } from './request-hash.server.ts';
import {
  IdempotencyConflictError,
  QuoteNotStoredError,
  createQuote,
  type ClaimOffer,
  type IssueCustomerToken,
  type ReplayOffer,
} from './create-quote.server.ts';
import { postedQuoteFormKey, QUOTE_FORM_KEY_FIELD } from './quote-form-key.ts';
import { QuoteRequestSchema, fieldErrorsOf, type QuoteRequest } from './quote-schema.ts';
import { QUOTE_TEXT } from './quote-text.ts';
import { localiseFieldErrors } from './quote-messages.ts';
import {
  QUOTE_PAGE_PATH,
  TOAST_VALIDATION_TEXT,
  WELSH_QUOTE_PAGE_PATH,
} from './quote-constants.ts';
import {
  readQuoteForm,
  readQuoteJson,
  refuseDeclaredFormOversize,
  refuseDeclaredOversize,
} from './quote-body.server.ts';

/**
 * The whole request, rate limit included, is answered within this: a database behind a silent
 * network (no reset, no answer) would otherwise hold the visitor's request open for as long as TCP
 * keeps trying, which is minutes. A late 503 does not promise that nothing was stored (the commit
 * may land after it); the client's retry with the same Idempotency-Key then gets the stored id.
 */
export const QUOTE_DEADLINE_MS = 4000;
const HOUR_MS = 60 * 60 * 1000;
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface QuotesRouterDeps {
  db: AppDb;
  boss: Enqueuer;
  env: Pick<
    Env,
    | 'RATE_LIMIT_QUOTES_PER_HOUR'
    | 'PARTNER_QUOTE_URL'
    | 'SESSION_SECRET'
    | 'ALERT_STILL_NEW_MINUTES'
  >;
  /** Bound on the whole request (default QUOTE_DEADLINE_MS). */
  deadlineMs?: number;
  /** Where the rate limit counts (default `db`): DatabaseHandle.relaxedDb on PostgreSQL. */
  counterDb?: AppDb;
  /** Told when a quote could not be stored for lack of room, and when one is stored again. */
  writeHealth?: WriteHealth;
  /**
   * Works out again the estimate a form showed (the pricing feature), so what is stored with the
   * quote comes from the server's tariff, never from the browser. Unset: no estimate is stored.
   */
  priceEstimate?: (request: QuoteRequest) => Promise<QuoteEstimate | null>;
  /** The customer-quote feature's token issuer (create-quote.server.ts). Unset: no link. */
  issueCustomerToken?: IssueCustomerToken;
  /** Instant booking (wired in by the composition root). Unset: every request waits for a price. */
  instantOffers?: InstantOffers;
  /**
   * Answers a form POST it could not store with the /quote page, the form and what was typed
   * (quote-page-route.server.ts). Unset: the refusal is lost, and what comes next answers.
   */
  showForm?: (req: Request, res: Response, next: NextFunction, refused: QuoteFormOutcome) => void;
}

export interface InstantOffers {
  /**
   * Before the quote's transaction: the claim to make inside it, or why there is none; null when
   * instant booking is off (nothing to say: every request waits for a price, as always).
   */
  prepare(request: QuoteRequest, locale: Locale): Promise<ClaimOffer | { refusal: string } | null>;
  /** The offer a stored request was made, for an Idempotency-Key replay. */
  replay(locale: Locale): ReplayOffer;
}

export interface QuoteEstimate {
  total: number;
  tariffVersion: string;
  /** Its lines as codes with their figures, worded by each e-mail in its reader's language. */
  lines?: EstimateLine[];
}

const unavailableMessage = QUOTE_TEXT.en.storeUnavailable(BUSINESS.phone.display);
const rateLimitedMessage = QUOTE_TEXT.en.rateLimited;
/** The quote form's pages, English and Welsh: both take the form's POST. */
const QUOTE_FORM_PATHS = [QUOTE_PAGE_PATH, WELSH_QUOTE_PAGE_PATH];

/**
 * The language of a JSON request: that of the page it was sent from (`current_page`, a path or a
 * URL), so a Welsh page's form gets its field messages back in Welsh.
 */
export function requestLocale(body: unknown): Locale {
  const page = (body as { current_page?: unknown } | null)?.current_page;
  if (typeof page !== 'string') return 'en';
  try {
    return localeFromPath(new URL(page, 'http://localhost').pathname);
  } catch {
    return 'en';
  }
}

/**
 * The Idempotency-Key a form post is stored under: the page's one-time key with the request's
 * fingerprint. The same form sent twice (a double tap, back and send again) is stored once; a
 * visitor who goes back and corrects a field has the corrected request stored too (once), where
 * the bare key would refuse it as a different body under the same key.
 */
export function quoteFormIdempotencyKey(formKey: string, request: QuoteRequest): string {
  return `quote-form:${formKey}:${requestHash(request).slice(0, 32)}`;
}

export function quotesRouter(deps: QuotesRouterDeps): Router {
  const router = express.Router();
  // Keyed by a hash so the IP-keyed counters are not addresses at rest; the key only needs to be
  // stable for this deployment.
  const ipKey = deps.env.SESSION_SECRET ?? 'bus4u-client-address';

  router.use('/api', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  const limiter = rateLimit({
    windowMs: HOUR_MS,
    limit: deps.env.RATE_LIMIT_QUOTES_PER_HOUR,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // Counters in the database: every instance shares them (see the store).
    store: new DatabaseRateLimitStore(deps.counterDb ?? deps.db, 'quotes:'),
    // req.ip honours TRUST_PROXY (app.server.ts); IPv6 clients count per /56 network.
    keyGenerator: (req) => clientIpHash(ipKeyGenerator(req.ip ?? 'unknown'), ipKey),
    // The database being away is answered by the handler with 503, not by the limiter with 500.
    passOnStoreError: true,
    handler: (req, res, next) => {
      // The form page answers a refusal itself, with the form and what was typed.
      if (QUOTE_FORM_PATHS.includes(req.path)) {
        res.locals.quoteRateLimited = true;
        next();
        return;
      }
      reply(res, 429, { error: rateLimitedMessage });
    },
  });

  /** The limiter, its time and statements counted as the rate limit step (cost-meter.server.ts). */
  const meteredLimiter = (req: Request, res: Response, next: NextFunction) => {
    let passed: unknown = undefined;
    let done = false;
    void metered(
      'rate limit',
      () =>
        new Promise<void>((resolve) => {
          // The limiter answered (429) without passing on: the step ends with the response.
          res.once('close', () => resolve());
          void limiter(req, res, (error?: unknown) => {
            passed = error;
            done = true;
            resolve();
          });
        }),
    ).then(() => {
      if (done) next(passed);
    });
  };

  /** Stores a validated request: the one path every quote takes, from the API or the form. */
  const store = async (req: Request, request: QuoteRequest, idempotencyKey?: string) => {
    const locale = requestLocale(request);
    const instant =
      deps.instantOffers && request.website === ''
        ? await metered('instant offer', () => deps.instantOffers!.prepare(request, locale))
        : null;
    const estimate = await metered('estimate', () => reworkEstimate(deps, request));
    const created = await createQuote(deps.db, deps.boss, request, {
      estimate,
      partnerForwarding: Boolean(deps.env.PARTNER_QUOTE_URL),
      idempotencyKey,
      clientIpHash: req.ip ? clientIpHash(req.ip, ipKey) : undefined,
      issueCustomerToken: deps.issueCustomerToken,
      claimOffer: typeof instant === 'function' ? instant : undefined,
      replayOffer: deps.instantOffers?.replay(locale),
      stillNewAfterMinutes: deps.env.ALERT_STILL_NEW_MINUTES,
    });
    // A refusal before the transaction (the rules) said why; a replay says nothing new.
    return instant && typeof instant !== 'function' && !created.replayed && !created.offer
      ? { ...created, refusal: instant.refusal }
      : created;
  };

  const deadlineMs = deps.deadlineMs ?? QUOTE_DEADLINE_MS;
  router.post(
    '/api/quotes',
    (_req, res, next) => {
      const timer = setTimeout(() => {
        if (res.headersSent) return;
        console.error(
          `POST /api/quotes: not done within ${deadlineMs} ms, answered 503, request ${requestIdOf(res)}`,
        );
        reply(res, 503, { error: unavailableMessage });
      }, deadlineMs);
      res.once('close', () => clearTimeout(timer));
      next();
    },
    // A declared length over 32 KB is refused before the limiter's database call, unread.
    refuseDeclaredOversize,
    meteredLimiter,
    (req, res, next) => {
      // The deadline answered already: nothing more to do for this request.
      if (res.headersSent) return;
      if (!req.is('application/json')) {
        // Refused unread, like an oversize body: the connection closes instead of draining it.
        refuseAsJson(res, 415, 'Send the quote request as application/json.');
        return;
      }
      next();
    },
    // Bounded while it streams: 413 as soon as it passes 32 KB, the rest never read.
    readQuoteJson,
    async (req: Request, res: Response) => {
      if (res.headersSent) return;
      const idempotencyKey = req.get('Idempotency-Key');
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
        res.status(400).json({ error: 'Invalid Idempotency-Key header.', fieldErrors: {} });
        return;
      }
      const parsed = QuoteRequestSchema.safeParse(req.body);
      if (!parsed.success) {
        const locale = requestLocale(req.body);
        res.status(400).json({
          error: locale === 'en' ? TOAST_VALIDATION_TEXT : QUOTE_TEXT[locale].toastValidationText,
          fieldErrors: localiseFieldErrors(fieldErrorsOf(parsed.error), locale),
        });
        return;
      }
      try {
        const created = await metered('store', () => store(req, parsed.data, idempotencyKey));
        if (res.headersSent) {
          console.warn(`POST /api/quotes: ${created.id} was stored after its 503 deadline`);
          return;
        }
        deps.writeHealth?.recordSuccess();
        if (created.replayed) res.setHeader('Idempotent-Replayed', 'true');
        // `offer` only when one was made (docs/http-api.md); `refusal` says why not, for /thanks.
        res.status(201).json({
          id: created.id,
          ...(created.offer ? { offer: created.offer } : {}),
          ...(created.refusal ? { refusal: created.refusal } : {}),
        });
      } catch (error) {
        if (error instanceof IdempotencyConflictError) {
          reply(res, 422, { error: error.message });
          return;
        }
        const storageFull = isStorageFull(error);
        const unavailable = storageFull || isDatabaseUnavailable(error);
        if (storageFull) deps.writeHealth?.recordFailure();
        const reason = storageFull
          ? 'no room to store it'
          : unavailable
            ? 'database unavailable'
            : 'unexpected';
        // Never the error itself: its message repeats the statement with the customer's details.
        const quoteId = error instanceof QuoteNotStoredError ? error.quoteId : 'not assigned';
        console.error(
          `POST /api/quotes failed (${reason}): ` +
            `quote ${quoteId}, ${errorClass(error)}, request ${requestIdOf(res)}`,
        );
        if (storageFull && !res.headersSent) {
          res.setHeader('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
        }
        reply(res, unavailable ? 503 : 500, { error: unavailableMessage });
      }
    },
  );

  // The quote form without JavaScript (docs/http-api.md): same schema, store and limit; the body
  // is refused unread past 32 KB, declared (before the limiter's database call) or streamed.
  router.post(
    QUOTE_FORM_PATHS,
    refuseDeclaredFormOversize,
    limiter,
    readQuoteForm,
    async (req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Cache-Control', 'no-store');
      const body = (req.body ?? {}) as Record<string, unknown>;
      const locale = localeFromPath(req.path);
      const t = QUOTE_TEXT[locale];
      const parsed = parseQuoteFormPost(body, { referrer: req.get('Referer') }, locale);
      const formKey = postedQuoteFormKey(body[QUOTE_FORM_KEY_FIELD]);
      const refuse = (outcome: QuoteFormOutcome) => {
        if (deps.showForm) deps.showForm(req, res, next, { ...outcome, formKey });
        else next();
      };
      if (!parsed.ok) return refuse({ state: parsed.state, status: 400 });
      const keep = { values: parsed.values, errors: {} };
      if (res.locals.quoteRateLimited === true) {
        return refuse({ state: { ...keep, message: t.rateLimited }, status: 429 });
      }
      try {
        // A page without a key (one cached from before keys) is stored as it always was.
        const key = formKey && quoteFormIdempotencyKey(formKey, parsed.request);
        const created = await store(req, parsed.request, key);
        // An instant offer goes straight to the customer's page, where it can be booked.
        res.redirect(303, created.offer?.url ?? localisePath('/thanks', locale));
      } catch (error) {
        const unavailable = isDatabaseUnavailable(error);
        console.error(
          `POST /quote failed (${unavailable ? 'database unavailable' : 'unexpected'}):`,
          error,
        );
        refuse({
          state: { ...keep, message: t.storeUnavailable(BUSINESS.phone.display) },
          status: unavailable ? 503 : 500,
        });
      }
    },
  );

  return router;
}

/** Only when the form showed one; a failure to price costs the estimate, never the request. */
async function reworkEstimate(
  deps: QuotesRouterDeps,
  request: QuoteRequest,
): Promise<QuoteEstimate | null> {
  if (!request.estimate || !deps.priceEstimate || request.website !== '') return null;
  try {
    return await deps.priceEstimate(request);
  } catch (error) {
    console.warn('estimate for a quote failed:', error instanceof Error ? error.message : error);
    return null;
  }
}

/** Answers unless the deadline (or anything else) already did; a 503 says when to try again. */
function reply(res: Response, status: number, body: unknown): void {
  if (res.headersSent) return;
  if (status === 503) res.setHeader('Retry-After', String(QUOTE_UNAVAILABLE_RETRY_AFTER_SECONDS));
  res.status(status).json(body);
}
