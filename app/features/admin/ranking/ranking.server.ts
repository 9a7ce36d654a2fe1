/**
 * The ranking tracker's data: keywords with their target page, and dated positions entered by
 * hand or imported from a Search Console export.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import {
  rankingKeywords,
  rankingPositions,
  type RankingSource,
} from '#app/lib/db/admin-schema.server.ts';
import type { GscRow } from './gsc-csv.ts';

export const KEYWORD_MAX_LENGTH = 200;
/** Points per keyword the chart shows (the most recent). */
export const SERIES_MAX_POINTS = 90;

export const normaliseKeyword = (keyword: string) =>
  keyword.trim().replace(/\s+/g, ' ').toLowerCase();

export async function addKeyword(db: AppDb, keyword: string, targetPage: string | null) {
  const value = normaliseKeyword(keyword);
  await db
    .insert(rankingKeywords)
    .values({ keyword: value, targetPage: targetPage?.trim() || null })
    .onConflictDoUpdate({
      target: rankingKeywords.keyword,
      set: { targetPage: targetPage?.trim() || null },
    });
}

export async function deleteKeyword(db: AppDb, id: number) {
  await db.delete(rankingKeywords).where(eq(rankingKeywords.id, id));
}

export interface PositionInput {
  keywordId: number;
  date: string;
  position: number;
  clicks?: number | null;
  impressions?: number | null;
  ctr?: number | null;
  source: RankingSource;
}

export async function recordPosition(db: AppDb, input: PositionInput) {
  const values = {
    keywordId: input.keywordId,
    date: input.date,
    position: input.position,
    clicks: input.clicks ?? null,
    impressions: input.impressions ?? null,
    ctr: input.ctr ?? null,
    source: input.source,
  };
  await db
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

/**
 * Imports parsed Search Console rows for one date, all in one transaction. Queries not tracked yet
 * are skipped unless `addNew`, so a 1,000-query export does not bury the few that matter.
 */
export async function importGscRows(
  db: AppDb,
  rows: GscRow[],
  options: { date: string; addNew: boolean },
): Promise<{ imported: number; skipped: number; added: number }> {
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: rankingKeywords.id, keyword: rankingKeywords.keyword })
      .from(rankingKeywords);
    const ids = new Map(existing.map((k) => [k.keyword, k.id]));
    let imported = 0;
    let skipped = 0;
    let added = 0;
    for (const row of rows) {
      const keyword = normaliseKeyword(row.query);
      let id = ids.get(keyword);
      if (id === undefined) {
        if (!options.addNew) {
          skipped++;
          continue;
        }
        const [created] = await tx
          .insert(rankingKeywords)
          .values({ keyword })
          .returning({ id: rankingKeywords.id });
        id = created!.id;
        ids.set(keyword, id);
        added++;
      }
      await recordPosition(tx, { ...row, keywordId: id, date: options.date, source: 'gsc' });
      imported++;
    }
    return { imported, skipped, added };
  });
}

export interface KeywordSeries {
  id: number;
  keyword: string;
  targetPage: string | null;
  points: { date: string; position: number; clicks: number | null; source: RankingSource }[];
}

export async function listKeywordSeries(db: AppDb): Promise<KeywordSeries[]> {
  const keywords = await db
    .select({
      id: rankingKeywords.id,
      keyword: rankingKeywords.keyword,
      targetPage: rankingKeywords.targetPage,
    })
    .from(rankingKeywords)
    .orderBy(asc(rankingKeywords.keyword));
  const positions = await db
    .select({
      keywordId: rankingPositions.keywordId,
      date: rankingPositions.date,
      position: rankingPositions.position,
      clicks: rankingPositions.clicks,
      source: rankingPositions.source,
    })
    .from(rankingPositions)
    // Hand-entered first on a day with both, so the chart prefers what the operator checked.
    .orderBy(asc(rankingPositions.date), sql`${rankingPositions.source} = 'manual' desc`);
  return keywords.map((k) => {
    const byDate = new Map<string, KeywordSeries['points'][number]>();
    for (const p of positions) {
      if (p.keywordId === k.id && !byDate.has(p.date)) byDate.set(p.date, p);
    }
    const points = [...byDate.values()]
      .slice(-SERIES_MAX_POINTS)
      .map(({ date, position, clicks, source }) => ({ date, position, clicks, source }));
    return { ...k, points };
  });
}
