/**
 * The server build's entry: vite.config.ts makes this module the input of React Router's SSR
 * build, so build/server/index.js holds the Express app, every feature and every route as one
 * module graph, and `npm start` runs that built JavaScript (scripts/serve.ts). `npm run dev`
 * loads the same module from source through Vite (server/dev.ts).
 *
 * It re-exports React Router's server build (routes, entry, assets…): prerendering at build time
 * imports build/server/index.js and renders with it as a ServerBuild. So importing this module
 * must start nothing; `start` and `startDevelopment` do.
 */
import { readFileSync } from 'node:fs';
import type { RequestListener, Server } from 'node:http';
import { join } from 'node:path';
import type { Express, RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import * as serverBuild from 'virtual:react-router/server-build';
import { buildOriginWarning } from './build-origin.server.ts';
import { siteFeatures } from './features.server.ts';
import { runServer, siteApp, type RunningSite } from './run-server.server.ts';

export * from 'virtual:react-router/server-build';

const loadServerBuild = () => Promise.resolve(serverBuild as ServerBuild);

export interface StartOptions {
  /** The build this module came from (./build, or BUILD_DIR): its client files and build-info. */
  buildDir: string;
}

/**
 * The production server: prerendered pages and hashed assets from the built client, the admin
 * area and every other per-request page rendered by the routes bundled beside this module.
 */
export function start({ buildDir }: StartOptions): Promise<void> {
  return runServer({
    listener: (site) => {
      const buildInfo = JSON.parse(readFileSync(join(buildDir, 'build-info.json'), 'utf8')) as {
        builtAt: string;
        fingerprint?: unknown;
      };
      const originWarning = buildOriginWarning(buildInfo.fingerprint, site.env.SITE_URL);
      if (originWarning) console.warn(originWarning);
      return siteApp(site, {
        clientDir: join(buildDir, 'client'),
        loadServerBuild,
        buildTime: buildInfo.builtAt,
      });
    },
  });
}

export interface DevelopmentOptions {
  server: Server;
  /** Vite's middleware: modules, assets and hot reload. */
  middlewares: RequestHandler;
  close: () => Promise<void>;
  /** Answers each request once the site runs: server/dev.ts, with the newest modules' app. */
  listener: (site: RunningSite) => RequestListener;
}

/** `npm run dev`: the same site, with every page rendered from source on each request. */
export function startDevelopment(options: DevelopmentOptions): Promise<void> {
  return runServer({ server: options.server, close: options.close, listener: options.listener });
}

/**
 * The Express app made from this module's graph, on the services the site started with: after an
 * edit, Vite loads this module anew and server/dev.ts asks it again, so the edited features and
 * routes answer, and the outbox delivers with their senders.
 */
export function developmentApp(site: RunningSite, middlewares: RequestHandler): Express {
  const features = siteFeatures(site.pipeline.site);
  site.pipeline.useJobs(features);
  return siteApp(
    site,
    { clientDir: '', devMiddleware: middlewares, loadServerBuild, buildTime: startedAt },
    features,
  );
}

/** Development builds nothing: the sitemap's dates are the day the dev server started. */
const startedAt = new Date().toISOString();
