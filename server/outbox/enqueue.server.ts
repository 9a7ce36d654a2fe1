/**
 * Puts a quote's deliveries in the outbox with the quote itself: in the caller's Drizzle transaction
 * (`fromDrizzle`), or, for a new quote, in one statement with the quote's own insert (`leading`),
 * so the quote and its jobs commit together or not at all. The jobs are sent together through a JobBatch, which writes them all in
 * one statement: on the busiest path of the site, one round trip instead of one per job.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { fromDrizzle, type Db, type PgBoss } from 'pg-boss';
import { JobBatch, type HeldStatement } from './job-batch.server.ts';
import { QUEUES, type QueueName, type QuoteJobData } from './queues.server.ts';

/** What the adapter needs from a Drizzle transaction (PGlite's and node-postgres's both fit). */
export interface SqlExecutor {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
}

/** The subset of pg-boss used to enqueue, so a test can hand in a boss that fails. */
export type Enqueuer = Pick<PgBoss, 'send'>;

export async function enqueueQuoteJobs(
  tx: SqlExecutor,
  boss: Enqueuer,
  quoteId: string,
  options: {
    partnerForwarding: boolean;
    customerToken?: string;
    /** What causes the jobs, written in the same statement before them (job-batch.server.ts). */
    leading?: HeldStatement[];
  },
): Promise<void> {
  // The adapter's structural type wants `execute(query: unknown)`; Drizzle's takes its SQL type.
  const db =
    (options.leading?.length ? driverOf(tx) : undefined) ??
    fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql);
  const data: QuoteJobData = { quoteId };
  const queues: QueueName[] = [QUEUES.operatorEmail, QUEUES.customerEmail];
  if (options.partnerForwarding) queues.push(QUEUES.partnerForward);
  const batch = new JobBatch(db, queues.length, options.leading);
  const ids = await Promise.all(
    queues.map((name) =>
      // Only the acknowledgement prints the customer's link; see QuoteJobData for what that costs.
      boss.send(
        name,
        name === QUEUES.customerEmail && options.customerToken
          ? { ...data, customerToken: options.customerToken }
          : data,
        { db: batch },
      ),
    ),
  );
  // send() answers null when it stored nothing (e.g. an unknown queue): that is a failure here.
  queues.forEach((name, i) => {
    if (!ids[i]) throw new Error(`outbox: ${name} did not accept the job for ${quoteId}`);
  });
}

type DriverQuery = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * The driver under a Drizzle database (node-postgres's pool or PGlite, both with `query(text,
 * values)`), for the one statement of a new quote: it is complete SQL with numbered parameters
 * already, and handing it back through Drizzle's `sql` tag rebuilt it piece by piece, the largest
 * CPU cost of the quote API after the socket writes. Only outside a transaction (with `leading`):
 * a transaction's statements must go through its own connection.
 */
function driverOf(db: SqlExecutor): Db | undefined {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    // A named statement is parsed and planned once per connection, then only bound: the text is
    // about 7 KB (pg-boss's insert, three times) and the same for every quote of one shape.
    return {
      executeSql: (text, values) =>
        client.query({ name: preparedName(text), text, values: values ?? [] }),
    };
  }
  if (typeof (client as { query?: unknown } | undefined)?.query !== 'function') return undefined;
  const query = (client as { query: DriverQuery }).query.bind(client);
  return { executeSql: (text, values) => query(text, values) };
}

/** One name per distinct text, so a name never meets a different statement on a connection. */
function preparedName(text: string): string {
  return `outbox-${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
}
