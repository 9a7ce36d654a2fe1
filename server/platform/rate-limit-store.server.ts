/**
 * An express-rate-limit Store over the rate_limits table. The counters live in the database, not
 * in process memory, so several app instances behind a load balancer share one limit per client
 * (docs/deploy.md).
 *
 * Counts that arrive while one is on its way to the database wait and then go together, in one
 * upsert for all their keys (`hits + n`): under load a request no longer costs a statement of its
 * own, and the clients of a burst no longer queue on one row's lock one upsert after another
 * (docs/decisions/019). Every count stays exact: the database adds the batch and answers the new
 * total, and each waiting request takes its own place in it. Nothing is counted in memory alone,
 * so instances counting the same client at once still count exactly.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { AppDb } from './db/app-db.server.ts';
import { rateLimits } from './db/platform-schema.server.ts';

interface Waiter {
  resolve(response: IncrementResponse): void;
  reject(error: unknown): void;
}

export class DatabaseRateLimitStore implements Store {
  localKeys = false;
  prefix: string;
  #windowMs = 60 * 60 * 1000;
  #db: AppDb;
  #calls = 0;
  /** Counts waiting for the next upsert, by full key, in arrival order. */
  #pending = new Map<string, Waiter[]>();
  #flushing = false;

  /**
   * `db` may be the relaxed connection (DatabaseHandle.relaxedDb): a crash may then forget the last
   * fraction of a second of counts, which only lets a client a few requests more.
   */
  constructor(db: AppDb, prefix: string) {
    this.#db = db;
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.#windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.#db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, this.prefix + key));
    if (!row || row.resetAt.getTime() <= Date.now()) return undefined;
    return { totalHits: row.hits, resetTime: row.resetAt };
  }

  /** Counts one hit, in the next upsert (at once when none is on its way). */
  increment(key: string): Promise<IncrementResponse> {
    if (++this.#calls % 500 === 0) void this.#sweep();
    return new Promise((resolve, reject) => {
      const fullKey = this.prefix + key;
      const waiters = this.#pending.get(fullKey);
      if (waiters) waiters.push({ resolve, reject });
      else this.#pending.set(fullKey, [{ resolve, reject }]);
      if (!this.#flushing) {
        this.#flushing = true;
        void this.#flush();
      }
    });
  }

  /** Sends what waits in one upsert; repeats while more arrived meanwhile. */
  async #flush(): Promise<void> {
    while (this.#pending.size > 0) {
      const batch = this.#pending;
      this.#pending = new Map();
      await this.#sendBatch(batch);
    }
    this.#flushing = false;
  }

  /** One upsert for the batch; each waiting request gets its own place in the returned count. */
  async #sendBatch(batch: Map<string, Waiter[]>): Promise<void> {
    try {
      const totals = await this.#add(batch);
      for (const [key, waiters] of batch) {
        const row = totals.get(key)!;
        // The database added them all at once; each request takes its own place in that count.
        const first = row.hits - waiters.length;
        waiters.forEach((w, i) => w.resolve({ totalHits: first + i + 1, resetTime: row.resetAt }));
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
    }
  }

  /**
   * Adds each key's waiting count in one statement. A window that has ended starts again from the
   * new count; otherwise it counts on, atomically. Keys go in sorted order so two instances'
   * batches cannot deadlock on each other's rows.
   */
  async #add(batch: Map<string, Waiter[]>): Promise<Map<string, { hits: number; resetAt: Date }>> {
    const resetAt = new Date(Date.now() + this.#windowMs);
    const rows = [...batch.keys()]
      .sort()
      .map((key) => ({ key, hits: batch.get(key)!.length, resetAt }));
    const returned = await this.#db
      .insert(rateLimits)
      .values(rows)
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= now() then excluded.hits else ${rateLimits.hits} + excluded.hits end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ key: rateLimits.key, hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    return new Map(returned.map((r) => [r.key, { hits: r.hits, resetAt: r.resetAt }]));
  }

  async decrement(key: string): Promise<void> {
    await this.#db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(eq(rateLimits.key, this.prefix + key));
  }

  async resetKey(key: string): Promise<void> {
    await this.#db.delete(rateLimits).where(eq(rateLimits.key, this.prefix + key));
  }

  /** Ended windows are dead weight; drop them now and then. */
  async #sweep(): Promise<void> {
    try {
      await this.#db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date()));
    } catch (error) {
      console.warn('rate limit sweep failed:', error instanceof Error ? error.message : error);
    }
  }
}
