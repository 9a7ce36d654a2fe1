/**
 * The one statement of a new quote (create-quote.server.ts), sent to the database driver under
 * Drizzle as a statement planned once and then only executed. The statement is complete SQL with
 * numbered parameters, about 7 KB (pg-boss's insert, three times), and the same text for every
 * quote of one shape; rebuilding it through Drizzle's `sql` tag and planning it afresh for every
 * request were the quote API's largest costs after its round trip (docs/decisions/004).
 *
 * - node-postgres: a named statement, parsed once per pooled connection, then only bound.
 * - PGlite: its `query()` has no named statements and runs six protocol messages per statement,
 *   so the text is prepared once in its one session (SQL `PREPARE`) and each quote runs `EXECUTE`
 *   through `exec()`, one simple-protocol message. `EXECUTE` takes no bind parameters, so its
 *   arguments are literals, each escaped by node-postgres's `escapeLiteral` (strings) or written
 *   from a checked number or boolean; anything else is refused. Both public PGlite calls take its
 *   transaction lock, so the statement never lands inside another caller's transaction.
 *
 * Only outside a transaction: a transaction's statements must go through its own connection.
 */
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from 'pg-boss';

/** The driver under a Drizzle database, as pg-boss's `Db`, or undefined for any other. */
export function driverOf(db: unknown): Db | undefined {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return {
      executeSql: (text, values) =>
        client.query({ name: statementName(text), text, values: values ?? [] }),
    };
  }
  if (client instanceof PGlite) {
    return { executeSql: (text, values) => executePrepared(client, text, values ?? []) };
  }
  return undefined;
}

/** One name per distinct text, so a name never meets a different statement. */
function statementName(text: string): string {
  return `outbox_${createHash('sha256').update(text).digest('hex').slice(0, 40)}`;
}

/** Statements prepared (or being prepared) in each PGlite session. */
const preparedIn = new WeakMap<PGlite, Map<string, Promise<void>>>();

async function executePrepared(
  pglite: PGlite,
  text: string,
  values: unknown[],
): Promise<{ rows: unknown[] }> {
  const name = statementName(text);
  let prepared = preparedIn.get(pglite);
  if (!prepared) preparedIn.set(pglite, (prepared = new Map()));
  let ready = prepared.get(name);
  if (!ready) {
    ready = pglite.exec(`prepare ${name} as ${text}`).then(() => undefined);
    prepared.set(name, ready);
    // A failed PREPARE is tried again by the next request rather than remembered.
    ready.catch(() => prepared.delete(name));
  }
  await ready;
  const args = values.length ? `(${values.map(sqlLiteral).join(', ')})` : '';
  const results = await pglite.exec(`execute ${name}${args}`);
  return { rows: results.at(-1)?.rows ?? [] };
}

/** A value as an SQL literal for EXECUTE's arguments; types the statement never sends are refused. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number' && Number.isFinite(value)) {
    // A negative number in parentheses, so it can never run into what precedes it.
    return value < 0 ? `(${String(value)})` : String(value);
  }
  throw new TypeError(`no SQL literal for a ${typeof value} argument`);
}
