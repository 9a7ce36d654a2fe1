/**
 * Everything the quote journey runs in the server process, started and stopped together: pg-boss
 * on the app's database, the e-mail transport, the outbox workers and the POST /api/quotes router.
 */
import type { Express } from 'express';
import { quotesRouter } from '../api/quotes.server.ts';
import { asAppDb } from '../db/app-db.server.ts';
import type { DatabaseHandle } from '../db/client.server.ts';
import { createEmailTransport } from '../email/transport.server.ts';
import type { Env } from '../env.server.ts';
import { startBoss, type PgBoss } from '../outbox/boss.server.ts';
import { startWorkers } from '../outbox/workers.server.ts';

export interface QuotePipeline {
  /** For createApp's `mount` option. */
  mount(app: Express): void;
  /** The outbox, for the admin area (job states, retries, not-spam deliveries). */
  boss: PgBoss;
  stop(): Promise<void>;
}

export async function startQuotePipeline(
  database: DatabaseHandle,
  env: Env,
): Promise<QuotePipeline> {
  const db = asAppDb(database.db);
  // Rate-limit counts on PostgreSQL commit without waiting for the disk (client.server.ts).
  const counterDb = database.relaxedDb ? asAppDb(database.relaxedDb) : undefined;
  const boss = await startBoss(database, env);
  const transport = createEmailTransport({ smtpUrl: env.SMTP_URL, db });
  const workers = await startWorkers({ boss, db, env, transport });
  return {
    mount: (app) =>
      app.use(
        quotesRouter({
          db,
          boss,
          env,
          counterDb,
          // PGlite ignores statement_timeout (create-quote.server.ts).
          statementTimeoutMs: database.kind === 'pglite' ? 0 : undefined,
        }),
      ),
    boss,
    async stop() {
      await workers.stop();
      // Graceful: let a delivery in flight finish (bounded), so it is not sent twice.
      await boss.stop({ graceful: true, timeout: 10_000 });
      transport.close();
    },
  };
}
