/**
 * Reading and saving the booking rules, versioned like the payment terms: a save adds a version,
 * the newest is in force, and the first read on an empty database seeds the defaults.
 */
import { desc, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { BookingRulesSchema, DEFAULT_BOOKING_RULES, type BookingRules } from './booking-rules.ts';
import { bookingRulesVersions } from './instant-booking-schema.server.ts';

export interface BookingRulesVersion {
  id: number;
  rules: BookingRules;
  savedBy: string;
  savedAt: Date;
}

export const DEFAULT_RULES_SAVED_BY = 'default';

/** Any fixed number: serialises seeding across instances sharing one PostgreSQL. */
const SEED_LOCK = 2_800_411;

function toVersion(row: typeof bookingRulesVersions.$inferSelect): BookingRulesVersion {
  // Rules saved in an older shape still parse: missing fields fall back to the defaults.
  const parsed = BookingRulesSchema.safeParse({ ...DEFAULT_BOOKING_RULES, ...row.rules });
  return {
    id: row.id,
    rules: parsed.success ? parsed.data : DEFAULT_BOOKING_RULES,
    savedBy: row.savedBy,
    savedAt: row.createdAt,
  };
}

async function newestRow(db: AppDb) {
  const [row] = await db
    .select()
    .from(bookingRulesVersions)
    .orderBy(desc(bookingRulesVersions.id))
    .limit(1);
  return row;
}

export async function currentBookingRules(db: AppDb): Promise<BookingRulesVersion> {
  const row =
    (await newestRow(db)) ??
    (await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      const existing = await newestRow(tx);
      if (existing) return existing;
      const [seeded] = await tx
        .insert(bookingRulesVersions)
        .values({ rules: DEFAULT_BOOKING_RULES, savedBy: DEFAULT_RULES_SAVED_BY })
        .returning();
      return seeded!;
    }));
  return toVersion(row);
}

export async function saveBookingRules(
  db: AppDb,
  rules: BookingRules,
  savedBy: string,
): Promise<BookingRulesVersion> {
  const valid = BookingRulesSchema.parse(rules);
  const [row] = await db.insert(bookingRulesVersions).values({ rules: valid, savedBy }).returning();
  return toVersion(row!);
}
