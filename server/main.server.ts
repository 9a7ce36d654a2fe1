/**
 * The server build's entry: vite.config.ts makes this module the input of React Router's SSR
 * build, so build/server/index.js holds the Express app, every feature and every route as one
 * module graph, and `npm start` runs that built JavaScript (scripts/serve.ts).
 *
 * It re-exports React Router's server build (routes, entry, assets…): prerendering at build time
 * imports build/server/index.js and renders with it as a ServerBuild. So importing this module
 * must start nothing; `start` does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import * as serverBuild from 'virtual:react-router/server-build';
import { buildOriginWarning } from './build-origin.server.ts';
import { runServer } from './run-server.server.ts';

export * from 'virtual:react-router/server-build';

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
    pages: (_server, env) => {
      const buildInfo = JSON.parse(readFileSync(join(buildDir, 'build-info.json'), 'utf8')) as {
        builtAt: string;
        fingerprint?: unknown;
      };
      const originWarning = buildOriginWarning(buildInfo.fingerprint, env.SITE_URL);
      if (originWarning) console.warn(originWarning);
      return Promise.resolve({
        clientDir: join(buildDir, 'client'),
        loadServerBuild: () => Promise.resolve(serverBuild as ServerBuild),
        buildTime: buildInfo.builtAt,
      });
    },
  });
}
