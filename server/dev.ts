/**
 * `npm run dev`: the whole app (public pages, the quote API, the admin area, the outbox workers)
 * through the same Express app as production, with Vite in middleware mode in front of React
 * Router, so every page renders from source on each request and edits reload in the browser.
 * React Router's Express dev pattern (its node-custom-server template): the server's own entry,
 * server/main.server.ts, is loaded through Vite's SSR module graph, as the build bundles it.
 *
 * Each request asks Vite for that entry. After an edit to a route, a feature or the Express app,
 * Vite hands back a new instance and the app is made again from it, on the same database, outbox
 * and timers, which run from start to stop (README: what still needs a restart). The database
 * defaults to PGlite in ./data-dev, away from the ./data a local `npm start` uses.
 */
import { createServer, type RequestListener } from 'node:http';
import { createServer as createViteServer } from 'vite';
import type * as ServerMain from './main.server.ts';
import { DEV_DATA_DIR } from './dev-defaults.ts';

// Entry-point defaults, before the environment is parsed; a value in the environment or .env wins.
process.env.NODE_ENV ||= 'development';
process.env.DATA_DIR ||= DEV_DATA_DIR;

const ENTRY = '/server/main.server.ts';

const server = createServer();
const vite = await createViteServer({
  // Hot reload shares the app's port, so two dev servers never fight over Vite's default one.
  server: { middlewareMode: true, hmr: { server } },
  appType: 'custom',
});
const load = () => vite.ssrLoadModule(ENTRY) as Promise<typeof ServerMain>;

const first = await load();
await first.startDevelopment({
  server,
  middlewares: vite.middlewares,
  close: () => vite.close(),
  listener: (site) => {
    let current: { main: typeof ServerMain; app: RequestListener } | undefined;
    return (req, res) => {
      load().then(
        (main) => {
          if (current?.main !== main) {
            if (current) console.log('Server code changed: the app now runs the edited modules.');
            current = { main, app: main.developmentApp(site, vite.middlewares) };
          }
          current.app(req, res);
        },
        (error: unknown) => {
          // A module that does not compile: say so, and keep serving once it is mended.
          if (error instanceof Error) vite.ssrFixStacktrace(error);
          console.error(error);
          res.statusCode = 500;
          res.end('The server code did not load: see the terminal running npm run dev.');
        },
      );
    };
  },
});
