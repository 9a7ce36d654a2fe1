/**
 * Settings an admin saves as versions (the payment terms, the booking rules): a save adds a
 * version, never changing one, the newest is in force, and the first read on an empty database
 * seeds the defaults. Each feature keeps its own table; this is how every such table is read.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppDb } from '#server/platform/db/app-db.server.ts';

/** One saved version, its settings under `K` (`terms`, `rules`). */
export type SettingsVersion<K extends string, V> = {
  id: number;
  savedBy: string;
  savedAt: Date;
} & { [P in K]: V };

type StoredRow<K extends string, V> = { id: number; savedBy: string; createdAt: Date } & {
  [P in K]: V;
};
/** A versions table: a serial id, the settings as JSON in column `K`, who saved them and when. */
type VersionsTable<K extends string, V> = PgTable & { id: PgColumn; $inferSelect: StoredRow<K, V> };

export interface SettingsVersionsConfig<K extends string, V> {
  // The schema alone says what the settings are; the table and the defaults are checked against it.
  table: VersionsTable<K, NoInfer<V>>;
  /** The column (and the version's property) holding the settings. */
  key: K;
  schema: z.ZodType<V>;
  defaults: NoInfer<V>;
  /** Who a fresh install's defaults are saved by. */
  defaultSavedBy: string;
  /** Any fixed number, one per table: serialises seeding across instances sharing PostgreSQL. */
  seedLock: number;
}

export function settingsVersions<K extends string, V extends object>(
  config: SettingsVersionsConfig<K, V>,
) {
  const { table, key, schema, defaults } = config;

  function toVersion(row: StoredRow<K, V>): SettingsVersion<K, V> {
    // Settings saved in an older shape still parse: missing fields fall back to the defaults.
    const parsed = schema.safeParse({ ...defaults, ...row[key] });
    const settings = { [key]: parsed.success ? parsed.data : defaults } as { [P in K]: V };
    return { id: row.id, ...settings, savedBy: row.savedBy, savedAt: row.createdAt };
  }

  // Drizzle cannot work out the rows of a table it is handed generically (a select from one does
  // not even type-check): it selects from the plain PgTable, and its rows are given the type the
  // table's own rows have (`$inferSelect`, checked where the table is handed in).
  const source: PgTable = table;
  const rows = (found: unknown) => found as StoredRow<K, V>[];
  const newRow = (value: V, savedBy: string) =>
    ({ [key]: value, savedBy }) as PgInsertValue<VersionsTable<K, V>>;

  async function newestRow(db: AppDb): Promise<StoredRow<K, V> | undefined> {
    const [row] = rows(await db.select().from(source).orderBy(desc(table.id)).limit(1));
    return row;
  }

  return {
    /** The version in force, the defaults saved first on an empty table. */
    async current(db: AppDb): Promise<SettingsVersion<K, V>> {
      const row =
        (await newestRow(db)) ??
        (await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${config.seedLock})`);
          const existing = await newestRow(tx);
          if (existing) return existing;
          const [seeded] = rows(
            await tx.insert(table).values(newRow(defaults, config.defaultSavedBy)).returning(),
          );
          return seeded!;
        }));
      return toVersion(row);
    },

    /** The version of `id`, or null when there is none. */
    async byId(db: AppDb, id: number): Promise<SettingsVersion<K, V> | null> {
      const [row] = rows(await db.select().from(source).where(eq(table.id, id)));
      return row ? toVersion(row) : null;
    },

    /** Saves `value`, checked against the schema, as the newest version. */
    async save(db: AppDb, value: V, savedBy: string): Promise<SettingsVersion<K, V>> {
      const valid = schema.parse(value);
      const [row] = rows(await db.insert(table).values(newRow(valid, savedBy)).returning());
      return toVersion(row!);
    },
  };
}
