/**
 * PGlite as the server runs it. PGlite runs PostgreSQL inside this process, on the thread that
 * also answers HTTP, one statement at a time; two things it does not do on its own, and which the
 * server needs under a burst of requests (docs/decisions/015-pglite-serves-under-load.md):
 *
 * - Each statement or transaction starts on a turn of its own of the event loop. PGlite hands its
 *   lock from one waiting caller to the next within one turn, so fifty queued quote writes (or the
 *   outbox's two dozen polls) ran back to back while no socket was read and no connection was
 *   accepted (Node accepts one per turn): the requests that came last waited seconds behind the
 *   ones already in.
 * - A statement run again keeps its plan. PGlite plans every statement anew (the unnamed statement
 *   of the extended protocol); planning pg-boss's job INSERT is most of its cost. Here each
 *   statement text is prepared once under a name and then only bound and executed, through the
 *   same protocol messages PGlite sends itself: values always travel as bound parameters, never
 *   in the SQL text. Prepared statements outlive a rolled-back transaction, and PostgreSQL plans a
 *   statement again by itself when a table it reads changes.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  PGlite,
  parse,
  protocol,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { countStatement } from '../cost-meter.server.ts';

/** Statements kept prepared at most; the oldest unused one is closed to make room for another. */
export const PREPARED_STATEMENT_LIMIT = 500;

interface PreparedStatement {
  name: string;
  /** The parameter types PostgreSQL inferred, which pick each value's serializer. */
  parameterTypes: number[];
}

type QueryParams = unknown[] | undefined;

/** PGlite's file for COPY to and from a Blob, which its own path handles around the statement. */
const BLOB_DEVICE = '/dev/blob';

/** A COPY through a Blob goes PGlite's own way, unprepared: the rest of the server uses none. */
function usesBlob(text: string, options?: QueryOptions): boolean {
  return options?.blob !== undefined || text.includes(BLOB_DEVICE);
}

export class ServingPGlite extends PGlite {
  /** By statement text, in order of last use (a Map keeps insertion order). */
  readonly #prepared = new Map<string, PreparedStatement>();
  #named = 0;
  /** Off only to weigh what the turn costs (PGLITE_TURNS=off, the load bench's variant). */
  turnBeforeEach = true;

  /** Opens the database at `dataDir` and waits until it is ready, as PGlite.create does. */
  static async open(dataDir: string, options: PGliteOptions = {}): Promise<ServingPGlite> {
    const pglite = new ServingPGlite({ ...options, dataDir });
    await pglite.waitReady;
    return pglite;
  }

  override async query<T>(
    text: string,
    params?: QueryParams,
    options?: QueryOptions,
  ): Promise<Results<T>> {
    countStatement();
    if (usesBlob(text, options)) return super.query<T>(text, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(async () => {
      const results = await this.#runPrepared<T>(text, params, options);
      await this.syncToFs();
      return results;
    });
  }

  /** Every statement, exec and transaction of PGlite's own takes this lock first. */
  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return super._runExclusiveTransaction(async () => {
      // The lock is held: let the loop read sockets and accept connections before this one runs.
      if (this.turnBeforeEach) await nextTurn();
      return fn();
    });
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    // Its BEGIN and its COMMIT or ROLLBACK, which PGlite sends itself (node-postgres's are queries).
    countStatement();
    countStatement();
    return super.transaction(async (tx) => {
      const query = <R>(text: string, params?: QueryParams, options?: QueryOptions) => {
        countStatement();
        if (usesBlob(text, options)) return tx.query<R>(text, params, options);
        if (tx.closed) throw new Error('Transaction is closed');
        return this.#runPrepared<R>(text, params, options);
      };
      // Everything else of the transaction (exec, rollback, closed) is PGlite's own.
      return callback(Object.assign(Object.create(tx) as Transaction, { query }));
    });
  }

  /** Binds and executes `text` as a named statement, preparing it first if it is new. */
  #runPrepared<T>(text: string, params: QueryParams, options?: QueryOptions): Promise<Results<T>> {
    return this._runExclusiveQuery(async () => {
      const statement = await this.#statementFor(text, options);
      const values = (params ?? []).map((value, index) =>
        this.#serialize(value, statement.parameterTypes[index], options),
      );
      const messages = await this.#send(
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
      );
      return parse.parseResults(messages, this.#parsersFor(options), {
        ...options,
        parsers: undefined,
      })[0] as Results<T>;
    });
  }

  async #statementFor(text: string, options?: QueryOptions): Promise<PreparedStatement> {
    const known = this.#prepared.get(text);
    if (known) {
      this.#prepared.delete(text);
      this.#prepared.set(text, known);
      return known;
    }
    const name = `bus4u_${++this.#named}`;
    const described = await this.#send(
      protocol.serialize.parse({ name, text, types: options?.paramTypes }),
      protocol.serialize.describe({ type: 'S', name }),
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(described) };
    this.#prepared.set(text, statement);
    if (this.#prepared.size > PREPARED_STATEMENT_LIMIT) {
      const [oldestText, oldest] = this.#prepared.entries().next().value!;
      this.#prepared.delete(oldestText);
      await this.#send(protocol.serialize.close({ type: 'S', name: oldest.name }));
    }
    return statement;
  }

  /**
   * The caller's parsers in front of PGlite's own. PGlite would copy its whole table of parsers
   * (hundreds of types) into a new object on every call that brings its own, as Drizzle's every
   * query does; an object that inherits from the table costs a few properties instead.
   */
  #parsersFor(options?: QueryOptions): PGlite['parsers'] {
    if (!options?.parsers) return this.parsers;
    return Object.assign(Object.create(this.parsers) as PGlite['parsers'], options.parsers);
  }

  /** A value as PGlite itself would send it: its type's serializer, or its text. */
  #serialize(value: unknown, type: number | undefined, options?: QueryOptions): string | null {
    if (value === null || value === undefined) return null;
    const serialize =
      type === undefined ? undefined : (options?.serializers?.[type] ?? this.serializers[type]);
    // The serializers take any value of their type; PGlite's own #runQuery calls them the same way.
    return serialize ? serialize(value) : String(value);
  }

  /**
   * Sends `messages` and a Sync as one buffer: PostgreSQL reads them in order, as from a socket, and
   * after an error skips to the Sync, so the next statement is always heard. One call into PGlite
   * instead of one a message.
   */
  #send(...messages: Uint8Array[]) {
    const sync = protocol.serialize.sync();
    const buffer = new Uint8Array(messages.reduce((length, m) => length + m.length, sync.length));
    let offset = 0;
    for (const message of [...messages, sync]) {
      buffer.set(message, offset);
      offset += message.length;
    }
    return this.execProtocolStream(buffer, { syncToFs: false });
  }
}
