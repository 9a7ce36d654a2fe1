/**
 * The ceiling for POST /api/quotes in the load bench: a bare Express app on the same schema and
 * the same kind of database that only parses, validates with the shared schema and inserts one
 * row. No rate limit, no idempotency lookup, no outbox, no security headers. The real endpoint is
 * measured against this to see what our own work costs. Run as a child process by load.ts:
 *   node --import tsx scripts/bench/bare-endpoint.ts   (PORT, DATA_DIR or DATABASE_URL)
 */
import express from 'express';
import { QuoteRequestSchema } from '#app/features/quote/quote-schema.ts';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import { openDatabase } from '#server/platform/db/client.server.ts';
import { migrateDatabase } from '#server/platform/db/migrate.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import { newQuoteId } from '#app/features/quote/quote-id.server.ts';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? './data-bench-bare',
});
await migrateDatabase(database);
const db = asAppDb(database.db);

const app = express();
app.post('/api/quotes', express.json({ limit: '32kb' }), async (req, res) => {
  const parsed = QuoteRequestSchema.safeParse(req.body);
  if (!parsed.success) {
    res.status(400).json({ error: 'invalid' });
    return;
  }
  const q = parsed.data;
  const id = newQuoteId();
  await db.insert(quoteRequests).values({
    id,
    name: q.name,
    email: q.email,
    phone: q.phone,
    pickupLocation: q.pickupLocation,
    destination: q.destination,
    pickupDate: q.pickupDate,
    pickupTime: q.pickupTime,
    passengerCount: q.passengerCount,
    journeyDirection: q.journeyDirection,
    formVersion: q.formVersion,
    currentPage: q.current_page,
    idempotencyKey: req.get('Idempotency-Key'),
  });
  res.status(201).json({ id });
});

const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare ready'));
process.on('SIGTERM', () => {
  server.close(() => void database.close().finally(() => process.exit(0)));
});
