/**
 * `npm run seed [-- --force]`: fills the development database with four weeks of believable quote
 * requests and keyword rankings, so the admin dashboard, charts and filters show something at
 * once. Uses the database `npm run dev` uses: DATABASE_URL, or PGlite in DATA_DIR (./data-dev by
 * default). Refuses a database that holds real requests unless told `--force`. Stop the dev
 * server first when it uses PGlite: one PGlite directory must never be open in two processes.
 */
import { parseArgs } from 'node:util';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import { openDatabase } from '#server/platform/db/client.server.ts';
import { migrateDatabase } from '#server/platform/db/migrate.server.ts';
import { DEV_DATA_DIR } from '#server/dev-defaults.ts';
import { EnvError, parseEnv } from '#server/platform/env.server.ts';
import { SeedRefusedError, seedDemoData } from './seed/seed-database.ts';

const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
// The development defaults npm run dev uses; the environment or .env wins.
process.env.NODE_ENV ||= 'development';
process.env.DATA_DIR ||= DEV_DATA_DIR;

try {
  const env = parseEnv(process.env);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateDatabase(database);
    const result = await seedDemoData(asAppDb(database.db), { force: values.force });
    const where = database.kind === 'pglite' ? env.DATA_DIR : 'the PostgreSQL database';
    console.log(
      `Seeded ${where}: ${result.requests} quote requests over four weeks, ${result.keywords} tracked keywords with ${result.positions} daily positions. Start it with npm run dev and sign in at /admin.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof SeedRefusedError || error instanceof EnvError) console.error(error.message);
  else console.error('Could not seed the database:', error);
  process.exitCode = 1;
}
