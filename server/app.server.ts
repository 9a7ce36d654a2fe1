/**
 * The Express application: headers, redirects, health, static files and prerendered pages, then
 * every feature's API and its pages rendered per request by React Router (each feature's mount
 * entry, listed in features.server.ts). Built by a function so tests can start it on a port of
 * their own with a database of their own.
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
import type { FeatureMount, PageKit } from '#app/lib/feature-mount.server.ts';
import { serverContext, type AdminOutbox } from '#app/lib/server-context.server.ts';
import { findPublicRoute, unknownPathTarget } from '#app/routes-table.ts';
import { canonicalRedirects } from './canonical-redirects.server.ts';
import { paymentsContext, type PaymentServices } from './payment-services.server.ts';
import { answerOptions } from './options-requests.server.ts';
import { assignRequestId } from './platform/request-id.server.ts';
import type { DatabaseHandle } from './platform/db/client.server.ts';
import { STORAGE_RETRY_AFTER_SECONDS, canStore } from './platform/db/write-health.server.ts';
import type { Env } from './platform/env.server.ts';
import { createBufferedRequestHandler } from './platform/react-router-handler.server.ts';
import {
  NOT_READY_RETRY_AFTER_SECONDS,
  retryAfterOnRefusals,
} from './platform/retry-after.server.ts';
import { robotsTxt, sitemapXml } from './seo-files.server.ts';
import {
  securityHeaders,
  setPageCsp,
  type CspOptions,
} from './platform/security-headers.server.ts';
import { loadStaticFiles, staticFiles } from './platform/static-files.server.ts';

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
  /**
   * Every feature's API and pages (server/features.server.ts, through the pipeline): the API
   * before any page, then the pages, each in list order.
   */
  features: readonly FeatureMount[];
  buildTime: string;
  /** The outbox, for the admin area's delivery states and retries. */
  outbox?: AdminOutbox;
  /** The site's Stripe client and payment confirmation, for the pages that take money. */
  payments?: PaymentServices;
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

  // Server-rendered pages and their data requests go to React Router.
  const handler = createBufferedRequestHandler({ build: deps.loadServerBuild });
  // Every feature's job, for the admin's delivery list.
  const jobs = deps.features.flatMap((feature) => (feature.jobs ?? []).map((entry) => entry.job));
  const loadContext = (req: Request, res: Response) => {
    const context = new RouterContextProvider();
    context.set(serverContext, {
      cspNonce: String(res.locals.cspNonce),
      database: deps.database,
      env,
      clientAddress: req.ip,
      outbox: deps.outbox,
      jobs,
    });
    if (deps.payments) context.set(paymentsContext, deps.payments);
    return context;
  };
  const kit: PageKit = {
    // The pages rendered per request (the admin area, the quote form, the customer's page…).
    render: (req, res, next) => handler(req, res, next, loadContext(req, res)),
    renderWith: (req, res, next, extend) => {
      const context = loadContext(req, res);
      extend(context);
      void handler(req, res, next, context);
    },
    csp,
  };

  for (const feature of deps.features) feature.api?.(app, kit);
  for (const feature of deps.features) feature.pages?.(app, kit);
  // Lazy route discovery: the browser asks which routes match the links it sees.
  app.get('/__manifest', compression(), kit.render);
  // In development nothing is prerendered: the public pages and their data render on request.
  if (deps.devMiddleware) {
    app.use((req: Request, res: Response, next: NextFunction) => {
      if ((req.method === 'GET' || req.method === 'HEAD') && isPublicPageRequest(req.path)) {
        return kit.render(req, res, next);
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
