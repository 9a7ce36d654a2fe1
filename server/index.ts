/**
 * Starts the production server: validates the environment, opens the database, and serves the
 * built site. Run through `npm start`, which builds first when no build is present.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import { startAdmin } from '#app/features/admin/admin-startup.server.ts';
import { createApp } from './app.server.ts';
import { asAppDb } from './db/app-db.server.ts';
import { openDatabase } from './db/client.server.ts';
import { migrateDatabase } from './db/migrate.server.ts';
import { EnvError, parseEnv } from './env.server.ts';
import { startQuotePipeline } from './quotes/quote-pipeline.server.ts';
import { resolveSessionSecret } from './session-secret.server.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILD_DIR = join(ROOT, process.env.BUILD_DIR || 'build');

async function main() {
  const parsed = parseEnv(process.env);
  // Made once and kept in DATA_DIR when not given: admin cookies and address hashes need it.
  const env = { ...parsed, SESSION_SECRET: resolveSessionSecret(parsed) };
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  // Schema first, then the outbox (pg-boss migrates its own schema), then the port opens.
  await migrateDatabase(database);
  const admin = await startAdmin(asAppDb(database.db), env);
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
    outbox: quotes.boss,
  });
  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    console.log(
      `Bus4U is serving ${env.SITE_URL} on http://${env.HOST}:${port} (database: ${database.kind})`,
    );
  });
  const shutdown = () => {
    admin.stop();
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
