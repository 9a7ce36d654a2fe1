/**
 * `npm run dev`: the whole app (public pages, the quote API, the admin area, the outbox workers)
 * through the same Express app as production, with Vite in middleware mode in front of React
 * Router, so every page renders from source on each request and edits reload in the browser.
 * React Router's Express dev pattern (its node-custom-server template). The database defaults to
 * PGlite in ./data-dev, away from the ./data a local `npm start` uses.
 */
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { DEV_DATA_DIR } from './dev-defaults.ts';
import { runServer } from './run-server.server.ts';

// Entry-point defaults, before the environment is parsed; a value in the environment or .env wins.
process.env.NODE_ENV ||= 'development';
process.env.DATA_DIR ||= DEV_DATA_DIR;

await runServer({
  pages: async (server) => {
    const vite = await createViteServer({
      // Hot reload shares the app's port, so two dev servers never fight over Vite's default one.
      server: { middlewareMode: true, hmr: { server } },
      appType: 'custom',
    });
    return {
      clientDir: '',
      devMiddleware: vite.middlewares,
      loadServerBuild: () =>
        vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      buildTime: new Date().toISOString(),
      close: () => vite.close(),
    };
  },
});
