/**
 * A new quote's insert as SQL and parameters, for the one statement that writes the quote with its
 * token and jobs (create-quote.server.ts). Drizzle builds the statement once per set of columns,
 * with a placeholder for each value; a request then only maps its own values through each column's
 * encoder. Building the insert afresh for every request (about thirty parameters, each checked by
 * Drizzle against every kind of SQL chunk) was the quote API's largest CPU cost after the round
 * trip itself. Written by hand around Drizzle's public `Param`, `Placeholder` and `sql.placeholder`
 * because `fillPlaceholders` encodes a null as JSON "null" in a jsonb column, where a plain insert
 * stores SQL NULL.
 */
import { is, Param, Placeholder, sql } from 'drizzle-orm';
import type { AppDb } from '#server/db/app-db.server.ts';
import { quoteRequests, type NewQuoteRequestRow } from '#server/db/schema.server.ts';
import type { HeldStatement } from '#server/outbox/job-batch.server.ts';

const shapes = new Map<string, HeldStatement>();

export function quoteInsert(db: Pick<AppDb, 'insert'>, row: NewQuoteRequestRow): HeldStatement {
  const columns = Object.keys(row) as (keyof NewQuoteRequestRow)[];
  const key = columns.join(',');
  let shape = shapes.get(key);
  if (!shape) {
    const placeholders = Object.fromEntries(columns.map((c) => [c, sql.placeholder(c)]));
    shape = db
      .insert(quoteRequests)
      .values(placeholders as unknown as NewQuoteRequestRow)
      .toSQL();
    shapes.set(key, shape);
  }
  const params = shape.params.map((p) => {
    if (is(p, Param) && is(p.value, Placeholder)) {
      const value = row[p.value.name as keyof NewQuoteRequestRow];
      return value === null || value === undefined ? null : p.encoder.mapToDriverValue(value);
    }
    throw new Error('quote insert: a parameter without its placeholder');
  });
  return { sql: shape.sql, params };
}
