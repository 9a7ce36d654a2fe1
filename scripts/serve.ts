/**
 * `npm run serve`, and `npm start` once its build is current: the production server, run from the
 * build in ./build (BUILD_DIR). Plain built JavaScript: the Express app, the outbox and every
 * route are one module graph in build/server/index.js (server/main.server.ts is its entry).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerMain from '../server/main.server.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const buildDir = join(ROOT, process.env.BUILD_DIR || 'build');

const main = (await import(
  pathToFileURL(join(buildDir, 'server/index.js')).href
)) as typeof ServerMain;
await main.start({ buildDir });
