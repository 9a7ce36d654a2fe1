/**
 * Writes the demo requests and rankings into a database. Refuses one that holds requests the seed
 * did not make (someone's real enquiries) unless forced; replaces its own earlier demo rows, so it
 * can be run again to bring the dates up to today.
 */
import { count, eq, isNull, like, notLike, or } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import {
  quoteStatusChanges,
  rankingKeywords,
  rankingPositions,
} from '#app/lib/db/admin-schema.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import { DEMO_KEY_PREFIX, DEMO_KEYWORDS, demoPositions, demoRequests } from './demo-requests.ts';

export class SeedRefusedError extends Error {}

export interface SeedResult {
  requests: number;
  keywords: number;
  positions: number;
}

/** Who the demo's status changes are recorded as. */
const DEMO_OPERATOR = 'demo@bus4u.example';

export async function seedDemoData(
  db: AppDb,
  options: { force?: boolean; now?: Date } = {},
): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const real = await countRealRequests(db);
  if (real > 0 && !options.force) {
    throw new SeedRefusedError(
      `This database already holds ${real} quote request${real === 1 ? '' : 's'} the seed did not make, so it looks like real enquiries. Nothing was changed. Point DATA_DIR or DATABASE_URL at a development database, or run with --force to add the demo data anyway.`,
    );
  }
  const requests = demoRequests(now);
  const positions = demoPositions(now);
  await db.transaction(async (tx) => {
    await tx.delete(quoteRequests).where(like(quoteRequests.idempotencyKey, `${DEMO_KEY_PREFIX}%`));
    for (const { row } of requests) {
      await tx.insert(quoteRequests).values(row);
      if (row.status !== 'new') {
        await tx.insert(quoteStatusChanges).values({
          quoteId: row.id,
          fromStatus: 'new',
          toStatus: row.status,
          note: null,
          accountEmail: DEMO_OPERATOR,
          createdAt: new Date(row.createdAt.getTime() + 3 * 3600 * 1000),
        });
      }
    }
    const ids = new Map<string, number>();
    for (const { keyword, targetPage } of DEMO_KEYWORDS) {
      await tx.insert(rankingKeywords).values({ keyword, targetPage }).onConflictDoNothing();
      const [found] = await tx
        .select({ id: rankingKeywords.id })
        .from(rankingKeywords)
        .where(eq(rankingKeywords.keyword, keyword));
      ids.set(keyword, found!.id);
    }
    for (const position of positions) {
      const values = {
        keywordId: ids.get(position.keyword)!,
        date: position.date,
        position: position.position,
        clicks: position.clicks,
        impressions: position.impressions,
        ctr: position.ctr,
        source: 'gsc' as const,
      };
      await tx
        .insert(rankingPositions)
        .values(values)
        .onConflictDoUpdate({
          target: [rankingPositions.keywordId, rankingPositions.date, rankingPositions.source],
          set: {
            position: values.position,
            clicks: values.clicks,
            impressions: values.impressions,
            ctr: values.ctr,
          },
        });
    }
  });
  return { requests: requests.length, keywords: DEMO_KEYWORDS.length, positions: positions.length };
}

async function countRealRequests(db: AppDb): Promise<number> {
  const key = quoteRequests.idempotencyKey;
  const [row] = await db
    .select({ n: count() })
    .from(quoteRequests)
    // A request sent without a key (null) is real too; `not like` alone would skip it.
    .where(or(isNull(key), notLike(key, `${DEMO_KEY_PREFIX}%`)));
  return row?.n ?? 0;
}
