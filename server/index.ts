/**
 * `npm start` (through scripts/start.ts) and `npm run serve`: the production server, serving the
 * build in ./build (BUILD_DIR): prerendered pages and hashed assets from memory, the admin area
 * rendered per request by the server build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { buildOriginWarning } from './build-origin.server.ts';
import { runServer } from './run-server.server.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILD_DIR = join(ROOT, process.env.BUILD_DIR || 'build');

await runServer({
  pages: (_server, env) => {
    const buildInfo = JSON.parse(readFileSync(join(BUILD_DIR, 'build-info.json'), 'utf8')) as {
      builtAt: string;
      fingerprint?: unknown;
    };
    const originWarning = buildOriginWarning(buildInfo.fingerprint, env.SITE_URL);
    if (originWarning) console.warn(originWarning);
    return Promise.resolve({
      clientDir: join(BUILD_DIR, 'client'),
      loadServerBuild: () => import(join(BUILD_DIR, 'server/index.js')) as Promise<ServerBuild>,
      buildTime: buildInfo.builtAt,
    });
  },
});
