/**
 * Starts the production server: validates the environment, opens the database, and serves the
 * built site. Run through `npm start`, which builds first when no build is present.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import { createApp } from './app.server.ts';
import { openDatabase } from './db/client.server.ts';
import { migrateDatabase } from './db/migrate.server.ts';
import { EnvError, parseEnv } from './env.server.ts';
import { startQuotePipeline } from './quotes/quote-pipeline.server.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILD_DIR = join(ROOT, process.env.BUILD_DIR || 'build');

async function main() {
  const env = parseEnv(process.env);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  // Schema first, then the outbox (pg-boss migrates its own schema), then the port opens.
  await migrateDatabase(database);
  const quotes = await startQuotePipeline(database, env);
  const buildInfo = JSON.parse(readFileSync(join(BUILD_DIR, 'build-info.json'), 'utf8')) as {
    builtAt: string;
  };
  const app = createApp({
    env,
    database,
    clientDir: join(BUILD_DIR, 'client'),
    loadServerBuild: () => import(join(BUILD_DIR, 'server/index.js')) as Promise<ServerBuild>,
    buildTime: buildInfo.builtAt,
    mount: (app) => quotes.mount(app),
  });
  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    console.log(
      `Bus4U is serving ${env.SITE_URL} on http://${env.HOST}:${port} (database: ${database.kind})`,
    );
  });
  const shutdown = () => {
    server.close(() => {
      void quotes
        .stop()
        .catch((error: unknown) => console.error('outbox stop:', error))
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    // The outbox may wait up to 10 s for a delivery in flight; give it that and a little more.
    setTimeout(() => process.exit(0), 15_000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('Bus4U could not start:', error);
  }
  process.exit(1);
});
