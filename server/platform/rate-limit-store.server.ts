/**
 * An express-rate-limit Store over the rate_limits table. The counters live in the database, not
 * in process memory, so several app instances behind a load balancer share one limit per client
 * (docs/deploy.md).
 *
 * Each count is one upsert of its own: the database adds it and answers the new total, so every
 * instance counting the same client at once still counts exactly.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { AppDb } from './db/app-db.server.ts';
import { rateLimits } from './db/platform-schema.server.ts';

export class DatabaseRateLimitStore implements Store {
  localKeys = false;
  prefix: string;
  #windowMs = 60 * 60 * 1000;
  #db: AppDb;
  #calls = 0;

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

  /**
   * Counts one hit. A window that has ended starts again from one; otherwise it counts on,
   * atomically, so instances incrementing at once all count.
   */
  async increment(key: string): Promise<IncrementResponse> {
    if (++this.#calls % 500 === 0) void this.#sweep();
    const [row] = await this.#db
      .insert(rateLimits)
      .values({ key: this.prefix + key, hits: 1, resetAt: new Date(Date.now() + this.#windowMs) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    return { totalHits: row!.hits, resetTime: row!.resetAt };
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
