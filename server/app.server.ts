/**
 * The Express application: headers, redirects, health, static files and prerendered pages, the
 * API, and React Router for the server-rendered admin. Built by a function so tests can start it
 * on a port of their own with a database of their own.
 */
import compression from 'compression';
import express, {
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { readAdminBody } from '#app/features/admin/admin-body.server.ts';
import { refuseCrossOriginPosts } from '#app/features/admin/auth/origin-guard.server.ts';
import { adminEmailFromCookie } from '#app/features/admin/auth/require-admin.server.ts';
import { SUBSCRIPTIONS_PATH } from '#app/features/alerts/alert-constants.ts';
import { pushSubscriptionsRouter } from '#app/features/alerts/subscriptions-api.server.ts';
import {
  serverContext,
  type AdminOutbox,
  type ServerContext,
} from '#app/lib/server-context.server.ts';
import { QUOTE_PAGE_PATH, WELSH_QUOTE_PAGE_PATH } from '#app/features/quote/quote-constants.ts';
import { QUOTE_BODY_LIMIT_BYTES } from '#app/features/quote/quote-body.server.ts';
import { CUSTOMER_ANSWER_BODY_MAX_BYTES } from '#app/features/customer-quote/customer-quote-constants.ts';
import { localeFromPath } from '#app/lib/locale.ts';
import { findPublicRoute, unknownPathTarget } from '#app/routes-table.ts';
import { distanceProviderFor } from '#app/features/pricing/distance/distance-provider.server.ts';
import { estimateRouter } from '#app/features/pricing/estimate-api.server.ts';
import {
  CUSTOMER_QUOTE_ROUTE,
  customerQuoteGuard,
} from '#app/features/customer-quote/customer-quote-guard.server.ts';
import {
  REVIEW_OPT_OUT_BODY_MAX_BYTES,
  REVIEW_OPT_OUT_ROUTE,
} from '#app/features/review-request/review-request-constants.ts';
import {
  newQuoteFormKey,
  quoteFormKeyCookie,
  quoteFormKeyFromCookies,
} from '#app/features/quote/quote-form-key.ts';
import { QUOTE_FORM_STATE_LOCAL } from '#app/features/quote/quotes-api.server.ts';
import { checkoutOriginFor } from '#app/features/payments/stripe-client.server.ts';
import { canonicalRedirects } from './canonical-redirects.server.ts';
import { answerOptions } from './options-requests.server.ts';
import { assignRequestId } from './platform/request-id.server.ts';
import { asAppDb } from './platform/db/app-db.server.ts';
import type { DatabaseHandle } from './platform/db/client.server.ts';
import { STORAGE_RETRY_AFTER_SECONDS, canStore } from './platform/db/write-health.server.ts';
import type { Env } from './platform/env.server.ts';
import { readRawForm } from './platform/form-body.server.ts';
import { createBufferedRequestHandler } from './platform/react-router-handler.server.ts';
import {
  NOT_READY_RETRY_AFTER_SECONDS,
  retryAfterOnRefusals,
} from './platform/retry-after.server.ts';
import { robotsTxt, sitemapXml } from './seo-files.server.ts';
import {
  allowFormTargets,
  securityHeaders,
  setPageCsp,
  type CspOptions,
} from './platform/security-headers.server.ts';
import { loadStaticFiles, staticFiles } from './platform/static-files.server.ts';

/** The /quote page's one-time key, from its cookie or made for this request. */
const QUOTE_FORM_KEY_LOCAL = 'quoteFormKey';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  clientDir: string;
  loadServerBuild: () => Promise<ServerBuild>;
  /**
   * Development only (server/dev.ts): Vite's middleware serves modules and assets in place of the
   * built client, and public pages render per request instead of coming prerendered.
   */
  devMiddleware?: RequestHandler;
  /** Extra routers mounted before the pages (the quote API, admin data routes). */
  mount?: (app: Express) => void;
  buildTime: string;
  /** The outbox, for the admin area's delivery states and retries. */
  outbox?: AdminOutbox;
}

export function createApp(deps: AppDeps): Express {
  const { env } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', parseTrustProxy(env.TRUST_PROXY));
  // Exact paths only: /About and /about/ are redirected below, never served twice.
  app.set('strict routing', true);
  app.set('case sensitive routing', true);
  app.use(retryAfterOnRefusals);

  const csp: CspOptions = {
    googleTags: Boolean(env.PUBLIC_GA_ID || env.PUBLIC_ADS_ID),
    https: env.SITE_URL.startsWith('https://'),
  };
  app.use(assignRequestId);
  app.use(securityHeaders(csp));
  app.use(answerOptions);

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await withTimeout(deps.database.ping(), 2000);
      // A full disk still answers the ping; after a write failed for lack of room, write again.
      if (!(await withTimeout(canStore(deps.database), 2000))) {
        res.setHeader('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
        res.status(503).json({ status: 'unavailable', error: 'The database cannot store data.' });
        return;
      }
      res.status(200).json({ status: 'ready', database: deps.database.kind });
    } catch {
      res.setHeader('Retry-After', String(NOT_READY_RETRY_AFTER_SECONDS));
      res.status(503).json({ status: 'unavailable', error: 'The database is not answering.' });
    }
  });

  app.use(canonicalRedirects);

  if (deps.devMiddleware) {
    app.use(deps.devMiddleware);
  } else {
    const files = loadStaticFiles(deps.clientDir);
    app.use(staticFiles(files, (res, file) => setPageCsp(res, file.scriptHashes ?? [], csp)));
  }

  const sitemap = sitemapXml(env.SITE_URL, deps.buildTime.slice(0, 10));
  const robots = robotsTxt(env.SITE_URL);
  app.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600').send(sitemap);
  });
  const tagConfig = {
    gaId: env.PUBLIC_GA_ID,
    adsId: env.PUBLIC_ADS_ID,
    adsPhoneLabel: env.PUBLIC_ADS_PHONE_LABEL,
    adsQuoteLabel: env.PUBLIC_ADS_QUOTE_LABEL,
  };
  app.get('/tag-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(tagConfig);
  });
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600').send(robots);
  });

  app.use(
    estimateRouter({
      db: asAppDb(deps.database.db),
      counterDb: deps.database.relaxedDb ? asAppDb(deps.database.relaxedDb) : undefined,
      distance: distanceProviderFor(env),
      ratePerHour: env.RATE_LIMIT_ESTIMATES_PER_HOUR,
      addressKey: env.SESSION_SECRET,
    }),
  );
  deps.mount?.(app);
  // The operator's devices for alerts take JSON, so they come before the admin's form-only reader.
  const adminDb = asAppDb(deps.database.db);
  app.use(SUBSCRIPTIONS_PATH, refuseCrossOriginPosts(env.SITE_URL));
  app.use(
    pushSubscriptionsRouter({
      db: adminDb,
      adminEmailOf: adminEmailFromCookie({ db: adminDb, env }),
    }),
  );

  // Server-rendered pages (the admin area) and their data requests go to React Router.
  const handler = createBufferedRequestHandler({
    build: deps.loadServerBuild,
    getLoadContext: (req, res) => {
      const context = new RouterContextProvider();
      context.set(serverContext, {
        cspNonce: String(res.locals.cspNonce),
        database: deps.database,
        env,
        clientAddress: req.ip,
        outbox: deps.outbox,
        quoteForm: res.locals[QUOTE_FORM_STATE_LOCAL] as ServerContext['quoteForm'],
        quoteFormKey: res.locals[QUOTE_FORM_KEY_LOCAL] as string | undefined,
      });
      return context;
    },
  });
  // A state-changing admin request from another origin is refused (403) before React Router,
  // and its body is read here within the path's limit (413) and only as a form (415).
  app.all(
    /^\/admin(\/.*|\.data)?$/,
    compression(),
    refuseCrossOriginPosts(env.SITE_URL),
    readAdminBody,
    (req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      return handler(req, res, next);
    },
  );
  // The quote form as a page of its own: rendered per request, so it can take the form's POST
  // (the quote router has handled that POST by then and left any refusal for the page).
  app.all(
    [`${QUOTE_PAGE_PATH}{.data}`, `${WELSH_QUOTE_PAGE_PATH}{.data}`],
    compression(),
    (req, res, next) => {
      // The page's one-time key (quote-form-key.ts) lives in a session cookie, so Back and send
      // again, which fetches the page anew, sends the same key and stores nothing new. The empty
      // form may be kept by this browser alone; a form sent back with what was typed never is.
      const kept = req.method === 'GET' || req.method === 'HEAD';
      res.setHeader('Cache-Control', kept ? 'private, no-cache' : 'no-store');
      let formKey = quoteFormKeyFromCookies(req.headers.cookie);
      if (!formKey) {
        formKey = newQuoteFormKey();
        const path = localeFromPath(req.path) === 'cy' ? WELSH_QUOTE_PAGE_PATH : QUOTE_PAGE_PATH;
        res.append(
          'Set-Cookie',
          quoteFormKeyCookie(formKey, env.SITE_URL.startsWith('https:'), path),
        );
      }
      res.locals[QUOTE_FORM_KEY_LOCAL] = formKey;
      next();
    },
    // A POST the quote router did not read (`/quote.data`, or no router mounted) is read here,
    // within the quote's own bound; one it read already is passed on as it is.
    readRawForm(() => QUOTE_BODY_LIMIT_BYTES),
    (req: Request, res: Response, next: NextFunction) => handler(req, res, next),
  );
  // The customer's own quote page: rendered per request, rate-limited, never cached or indexed.
  app.all(
    CUSTOMER_QUOTE_ROUTE,
    compression(),
    ...customerQuoteGuard({ db: asAppDb(deps.database.db), secret: env.SESSION_SECRET }),
    // With online payment on, accepting (a plain form, JavaScript or not) may lead to Checkout.
    ...(env.STRIPE_SECRET_KEY ? [allowFormTargets(csp, [checkoutOriginFor(env)])] : []),
    // The answer forms are small: read within their own bound, the rest unread past it.
    readRawForm(() => CUSTOMER_ANSWER_BODY_MAX_BYTES),
    (req: Request, res: Response, next: () => void) => handler(req, res, next),
  );
  // The review e-mail's opt-out link: a key in the URL like the customer's page, so the same guard.
  app.all(
    REVIEW_OPT_OUT_ROUTE,
    compression(),
    ...customerQuoteGuard({ db: asAppDb(deps.database.db), secret: env.SESSION_SECRET }),
    readRawForm(() => REVIEW_OPT_OUT_BODY_MAX_BYTES),
    (req: Request, res: Response, next: () => void) => handler(req, res, next),
  );
  // Lazy route discovery: the browser asks which routes match the links it sees.
  app.get('/__manifest', compression(), (req, res, next) => handler(req, res, next));
  // In development nothing is prerendered: the public pages and their data render on request.
  if (deps.devMiddleware) {
    app.use((req: Request, res: Response, next: NextFunction) => {
      if ((req.method === 'GET' || req.method === 'HEAD') && isPublicPageRequest(req.path)) {
        return handler(req, res, next);
      }
      next();
    });
  }

  // Everything else is unknown: it goes to /book-online (/cy/book-online under /cy).
  app.use((req: Request, res: Response) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      res.redirect(302, unknownPathTarget(req.path));
      return;
    }
    res.status(404).json({ error: 'Not found' });
  });
  return app;
}

/**
 * A public page or its client-navigation data (`/about.data`, `/_root.data` for the home page,
 * `/cy.data` for the Welsh one), in either language.
 */
function isPublicPageRequest(path: string): boolean {
  if (path === '/_root.data') return true;
  return Boolean(findPublicRoute(path.replace(/\.data$/, '')));
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value) return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
