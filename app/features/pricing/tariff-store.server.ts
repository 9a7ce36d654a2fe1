/**
 * Reading and saving the tariff. Saving always adds a version; the newest version is in force.
 * The first read on an empty database seeds DEFAULT_TARIFF, so a fresh install prices at once.
 */
import { desc, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { DEFAULT_TARIFF, TariffSchema, type Tariff } from './tariff.ts';
import { tariffVersions } from './tariff-table.server.ts';

type Db = PgDatabase<PgQueryResultHKT>;

export interface TariffVersion {
  /** "v1", "v2", …: what estimates and quotes record. */
  version: string;
  tariff: Tariff;
  savedBy: string;
  savedAt: Date;
}

export const DEFAULT_TARIFF_SAVED_BY = 'default';

const versionName = (id: number) => `v${id}`;

/** Any fixed number: serialises seeding across instances sharing one PostgreSQL. */
const SEED_LOCK = 1_100_211;

export async function currentTariff(db: Db): Promise<TariffVersion> {
  const row = (await newestRow(db)) ?? (await seedDefault(db));
  // A stored tariff from an older shape still parses: missing fields fall back to the default.
  const parsed = TariffSchema.safeParse({ ...DEFAULT_TARIFF, ...row.tariff });
  return {
    version: versionName(row.id),
    tariff: parsed.success ? parsed.data : DEFAULT_TARIFF,
    savedBy: row.savedBy,
    savedAt: row.createdAt,
  };
}

async function newestRow(db: Db) {
  const [row] = await db.select().from(tariffVersions).orderBy(desc(tariffVersions.id)).limit(1);
  return row;
}

/** Two first requests at once must not seed two versions: one waits for the other's lock. */
async function seedDefault(db: Db) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await newestRow(tx);
    if (existing) return existing;
    const [row] = await tx
      .insert(tariffVersions)
      .values({ tariff: DEFAULT_TARIFF, savedBy: DEFAULT_TARIFF_SAVED_BY })
      .returning();
    return row!;
  });
}

/** Serialises saves across instances sharing one PostgreSQL, so a version check holds. */
const SAVE_LOCK = 2_800_413;

/** Saves the tariff as a new version, whatever is newest. */
export async function saveTariff(db: Db, tariff: Tariff, savedBy: string): Promise<TariffVersion> {
  // Without a version to check against, the save always happens.
  return (await saveTariffIfNewest(db, tariff, savedBy))!;
}

/**
 * Saves the tariff as a new version. With `ifVersion`, only when that is still the newest version
 * (two operators editing at once: the second is told, not silently overwritten); else null.
 */
export async function saveTariffIfNewest(
  db: Db,
  tariff: Tariff,
  savedBy: string,
  options: { ifVersion?: string } = {},
): Promise<TariffVersion | null> {
  const valid = TariffSchema.parse(tariff);
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SAVE_LOCK})`);
    if (options.ifVersion !== undefined) {
      const newest = await newestRow(tx);
      if (newest && versionName(newest.id) !== options.ifVersion) return null;
    }
    const [inserted] = await tx
      .insert(tariffVersions)
      .values({ tariff: valid, savedBy })
      .returning();
    return inserted!;
  });
  if (!row) return null;
  return {
    version: versionName(row.id),
    tariff: valid,
    savedBy: row.savedBy,
    savedAt: row.createdAt,
  };
}
