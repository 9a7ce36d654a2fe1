/**
 * node-postgres's client, keeping each statement with parameters prepared on its connection, as
 * the server's PGlite does (serving-pglite.server.ts, docs/decisions/015-pglite-serves-under-load.md).
 * PostgreSQL plans an unnamed statement anew each time; pg-boss's job INSERT, three of them in
 * every quote's transaction, spent about half its time in the planner. Named after a hash of its
 * text, a statement is parsed once per connection and then only bound and executed: node-postgres
 * does that itself for any query given a `name`, and sends its values as parameters either way.
 *
 * A statement without parameters is left as it is: it may be several statements in one (the
 * migrations, `BEGIN`), which only the simple protocol runs, and it costs little to plan.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { countStatement } from '../cost-meter.server.ts';

/** PostgreSQL's longest identifier is 63 bytes; the prefix and 27 base64url characters fit. */
function statementName(text: string): string {
  return `bus4u_${createHash('sha1').update(text).digest('base64url')}`;
}

function hasParameters(values: unknown): boolean {
  return Array.isArray(values) && values.length > 0;
}

/** The query as node-postgres takes it, named when it is one statement text with parameters. */
function named<Config>(config: Config, values: unknown): Config {
  if (typeof config === 'string') {
    return hasParameters(values)
      ? ({ text: config, name: statementName(config) } as Config)
      : config;
  }
  if (typeof config !== 'object' || config === null) return config;
  const query = config as { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };
  // A Submittable (a cursor, a stream) runs its own protocol; a named query names itself.
  if (typeof query.submit === 'function' || query.name !== undefined) return config;
  if (typeof query.text !== 'string') return config;
  if (!hasParameters(query.values) && !hasParameters(values)) return config;
  return { ...query, name: statementName(query.text) } as Config;
}

/** node-postgres's own client, its statements counted (cost-meter.server.ts), none kept prepared. */
export class CountedClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as PreparingClient's below
  override query(config: any, values?: any, callback?: any): any {
    countStatement();
    return super.query(config, values, callback);
  }
}

export class PreparingClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query() has a dozen overloads (promise, callback, Submittable); this forwards every one of them unchanged
  override query(config: any, values?: any, callback?: any): any {
    countStatement();
    return super.query(named(config, values), values, callback);
  }
}
