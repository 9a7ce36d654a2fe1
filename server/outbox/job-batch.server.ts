/**
 * Writes several pg-boss `send` calls as ONE statement. pg-boss's `insert(name, jobs)` takes many
 * jobs but for one queue, and a quote's jobs go to three queues; `flow` spans queues but only for
 * jobs that depend on each other. So the quote's sends are made together through this adapter:
 * it holds each send's SQL (pg-boss's own insert, with its queue's table, policy and retry
 * settings) until all have arrived, then runs them as data-modifying CTEs of one statement and
 * hands each send its own rows back. One round trip instead of one per job, and pg-boss still
 * writes every column. Written by hand: no library batches pg-boss statements.
 *
 * The statements that cause the jobs can lead the same statement (`leading`): a new quote and its
 * customer token go in with their jobs, one round trip in all, and one statement commits whole or
 * not at all without a transaction around it (no BEGIN, no COMMIT: on these machines every round
 * trip's socket write was the quote API's largest cost).
 *
 * Should pg-boss ever hand over something other than a plain INSERT (it does for queues with
 * LISTEN/NOTIFY), the calls run one by one instead, which is slower but just as correct inside the
 * caller's transaction; with leading statements there is no transaction to lean on, so the batch
 * refuses (NotOneStatementError) and writes nothing.
 */
import type { Db } from 'pg-boss';

/** A statement built but not sent: what a Drizzle query builder's `toSQL()` answers. */
export interface HeldStatement {
  sql: string;
  params: unknown[];
}

/** pg-boss handed over a statement that cannot join one; nothing was written. */
export class NotOneStatementError extends Error {
  constructor() {
    super('outbox: the jobs cannot be written in one statement with what causes them');
  }
}

interface HeldCall {
  text: string;
  values: unknown[];
  resolve(result: { rows: unknown[] }): void;
  reject(error: unknown): void;
}

/** `$1` and any `$n` in one held statement, renumbered to follow the parameters before it. */
function renumber(text: string, offset: number): string {
  return text.replace(/\$(\d+)\b/g, (_m, n: string) => `$${Number(n) + offset}`);
}

export class JobBatch implements Db {
  #held: HeldCall[] = [];

  /**
   * @param db the transaction to write through (pg-boss's adapter over it)
   * @param expected how many calls make the batch; the statement goes once they are all here
   * @param leading statements written first, in the same statement (their results are not read)
   */
  constructor(
    private readonly db: Db,
    private readonly expected: number,
    private readonly leading: HeldStatement[] = [],
  ) {}

  executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
    return new Promise((resolve, reject) => {
      this.#held.push({ text, values, resolve, reject });
      if (this.#held.length === this.expected) void this.#run(this.#held.splice(0));
    });
  }

  async #run(calls: HeldCall[]): Promise<void> {
    if (!calls.every((c) => /^\s*insert\s/i.test(c.text))) {
      if (this.leading.length > 0) {
        for (const call of calls) call.reject(new NotOneStatementError());
        return;
      }
      for (const call of calls) {
        await this.db.executeSql(call.text, call.values).then(call.resolve, call.reject);
      }
      return;
    }
    const ctes: string[] = [];
    const selects: string[] = [];
    const values: unknown[] = [];
    this.leading.forEach((statement, i) => {
      ctes.push(`w${i} as (${renumber(statement.sql, values.length)})`);
      values.push(...statement.params);
    });
    calls.forEach((call, i) => {
      ctes.push(`j${i} as (${renumber(call.text, values.length)})`);
      selects.push(`select ${i} as call, to_jsonb(j${i}) as row from j${i}`);
      values.push(...call.values);
    });
    try {
      const { rows } = (await this.db.executeSql(
        `with ${ctes.join(', ')} ${selects.join(' union all ')}`,
        values,
      )) as { rows: { call: number; row: unknown }[] };
      calls.forEach((call, i) =>
        call.resolve({ rows: rows.filter((r) => r.call === i).map((r) => r.row) }),
      );
    } catch (error) {
      for (const call of calls) call.reject(error);
    }
  }
}
