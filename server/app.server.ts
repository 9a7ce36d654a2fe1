/**
 * The Express application: headers, redirects, health, static files and prerendered pages, the
 * API, and React Router for the server-rendered admin. Built by a function so tests can start it
 * on a port of their own with a database of their own.
 */
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { refuseCrossOriginPosts } from '#app/features/admin/auth/origin-guard.server.ts';
import { serverContext, type AdminOutbox } from '#app/lib/server-context.server.ts';
import {
  ADMIN_PATH_PREFIX,
  PERMANENT_REDIRECTS,
  UNKNOWN_PATH_REDIRECT,
  findPublicRoute,
} from '#app/routes-table.ts';
import type { DatabaseHandle } from './db/client.server.ts';
import type { Env } from './env.server.ts';
import { robotsTxt, sitemapXml } from './seo-files.server.ts';
import { securityHeaders, setPageCsp, type CspOptions } from './security-headers.server.ts';
import { loadStaticFiles, staticFiles } from './static-files.server.ts';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  clientDir: string;
  loadServerBuild: () => Promise<ServerBuild>;
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

  const csp: CspOptions = {
    googleTags: Boolean(env.PUBLIC_GA_ID || env.PUBLIC_ADS_ID),
    https: env.SITE_URL.startsWith('https://'),
  };
  app.use(securityHeaders(csp));

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await withTimeout(deps.database.ping(), 2000);
      res.status(200).json({ status: 'ready', database: deps.database.kind });
    } catch {
      res.status(503).json({ status: 'unavailable', error: 'The database is not answering.' });
    }
  });

  app.use(canonicalRedirects);

  const files = loadStaticFiles(deps.clientDir);
  app.use(staticFiles(files, (res, file) => setPageCsp(res, file.scriptHashes ?? [], csp)));

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

  deps.mount?.(app);

  // Server-rendered pages (the admin area) and their data requests go to React Router.
  const handler = createRequestHandler({
    build: deps.loadServerBuild,
    getLoadContext: (req, res) => {
      const context = new RouterContextProvider();
      context.set(serverContext, {
        cspNonce: String(res.locals.cspNonce),
        database: deps.database,
        env,
        clientAddress: req.ip,
        outbox: deps.outbox,
      });
      return context;
    },
  });
  // A state-changing admin request from another origin is refused (403) before React Router.
  app.all(
    /^\/admin(\/.*|\.data)?$/,
    compression(),
    refuseCrossOriginPosts(env.SITE_URL),
    (req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      return handler(req, res, next);
    },
  );
  // Lazy route discovery: the browser asks which routes match the links it sees.
  app.get('/__manifest', compression(), (req, res, next) => handler(req, res, next));

  // Everything else is unknown: spec §2 sends it to /book-online.
  app.use((req: Request, res: Response) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      res.redirect(302, UNKNOWN_PATH_REDIRECT);
      return;
    }
    res.status(404).json({ error: 'Not found' });
  });
  return app;
}

/** One URL per page: no trailing slash, lower case, and the old paths of the original site. */
function canonicalRedirects(req: Request, res: Response, next: () => void) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const query = req.originalUrl.slice(req.path.length);
  const redirectTo = (path: string) => res.redirect(301, `${path}${query}`);
  const permanent = PERMANENT_REDIRECTS[req.path];
  if (permanent) return redirectTo(permanent);
  if (req.path.length > 1 && req.path.endsWith('/')) {
    const trimmed = req.path.replace(/\/+$/, '') || '/';
    return redirectTo(PERMANENT_REDIRECTS[trimmed] ?? trimmed);
  }
  const lower = req.path.toLowerCase();
  if (lower !== req.path && (findPublicRoute(lower) || lower.startsWith(ADMIN_PATH_PREFIX))) {
    return redirectTo(lower);
  }
  next();
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
