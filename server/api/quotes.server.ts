/**
 * POST /api/quotes (CONTRACT "HTTP endpoints"): rate limit, JSON only, 32 KB at most, validate
 * with the shared schema, then store the quote and its outbox jobs in one transaction and answer
 * 201 {id}. Nothing is sent from inside the request: a slow SMTP server never slows the form.
 */
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import { BUSINESS } from '#app/content/business.ts';
import { TOAST_VALIDATION_TEXT } from '#app/features/quote/quote-constants.ts';
import { QuoteRequestSchema, fieldErrorsOf } from '#app/features/quote/quote-schema.ts';
import type { AppDb } from '../db/app-db.server.ts';
import type { Env } from '../env.server.ts';
import type { Enqueuer } from '../outbox/enqueue.server.ts';
import { IdempotencyConflictError, createQuote } from '../quotes/create-quote.server.ts';
import { clientIpHash } from '../quotes/request-hash.server.ts';
import { isDatabaseUnavailable } from './database-errors.server.ts';
import { DatabaseRateLimitStore } from './rate-limit-store.server.ts';

export const QUOTE_BODY_LIMIT = '32kb';
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
  env: Pick<Env, 'RATE_LIMIT_QUOTES_PER_HOUR' | 'PARTNER_QUOTE_URL' | 'SESSION_SECRET'>;
  /** Per-statement bound inside the quote's transaction (default 5 s; 0: none, for PGlite). */
  statementTimeoutMs?: number;
  /** Bound on the whole request (default QUOTE_DEADLINE_MS). */
  deadlineMs?: number;
  /** Where the rate limit counts (default `db`): DatabaseHandle.relaxedDb on PostgreSQL. */
  counterDb?: AppDb;
}

const unavailableMessage = `We could not save your request just now. Please try again in a minute, or call us: ${BUSINESS.phone.display}`;

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
    handler: (_req, res) => {
      reply(res, 429, { error: 'Too many quote requests from this address. Please call us.' });
    },
  });

  const deadlineMs = deps.deadlineMs ?? QUOTE_DEADLINE_MS;
  router.post(
    '/api/quotes',
    (_req, res, next) => {
      const timer = setTimeout(() => {
        if (res.headersSent) return;
        console.error(`POST /api/quotes: not done within ${deadlineMs} ms, answered 503`);
        reply(res, 503, { error: unavailableMessage });
      }, deadlineMs);
      res.once('close', () => clearTimeout(timer));
      next();
    },
    limiter,
    (req, res, next) => {
      // The deadline answered already: nothing more to do for this request.
      if (res.headersSent) return;
      if (!req.is('application/json')) {
        res.status(415).json({ error: 'Send the quote request as application/json.' });
        return;
      }
      next();
    },
    express.json({ limit: QUOTE_BODY_LIMIT, strict: true }),
    async (req: Request, res: Response) => {
      if (res.headersSent) return;
      const idempotencyKey = req.get('Idempotency-Key');
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
        res.status(400).json({ error: 'Invalid Idempotency-Key header.', fieldErrors: {} });
        return;
      }
      const parsed = QuoteRequestSchema.safeParse(req.body);
      if (!parsed.success) {
        res
          .status(400)
          .json({ error: TOAST_VALIDATION_TEXT, fieldErrors: fieldErrorsOf(parsed.error) });
        return;
      }
      try {
        const created = await createQuote(deps.db, deps.boss, parsed.data, {
          partnerForwarding: Boolean(deps.env.PARTNER_QUOTE_URL),
          idempotencyKey,
          clientIpHash: req.ip ? clientIpHash(req.ip, ipKey) : undefined,
          statementTimeoutMs: deps.statementTimeoutMs,
        });
        if (res.headersSent) {
          console.warn(`POST /api/quotes: ${created.id} was stored after its 503 deadline`);
          return;
        }
        if (created.replayed) res.setHeader('Idempotent-Replayed', 'true');
        res.status(201).json({ id: created.id });
      } catch (error) {
        if (error instanceof IdempotencyConflictError) {
          reply(res, 422, { error: error.message });
          return;
        }
        const unavailable = isDatabaseUnavailable(error);
        console.error(
          `POST /api/quotes failed (${unavailable ? 'database unavailable' : 'unexpected'}):`,
          error,
        );
        reply(res, unavailable ? 503 : 500, { error: unavailableMessage });
      }
    },
  );

  // Body-parser's refusals: too large (413) and unreadable JSON (400).
  router.use('/api', (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return;
    const status = (error as { status?: unknown }).status;
    const type = (error as { type?: unknown }).type;
    if (status === 413 || type === 'entity.too.large') {
      res.status(413).json({ error: `The request is larger than ${QUOTE_BODY_LIMIT}.` });
    } else if (type === 'entity.parse.failed') {
      res.status(400).json({ error: 'The request body is not valid JSON.', fieldErrors: {} });
    } else if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ error: 'The request could not be read.' });
    } else {
      next(error);
    }
  });

  return router;
}

/** Answers unless the deadline (or anything else) already did. */
function reply(res: Response, status: number, body: unknown): void {
  if (!res.headersSent) res.status(status).json(body);
}
