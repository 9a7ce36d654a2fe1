/**
 * Reading and saving the payment terms, versioned like the tariff: a save adds a version, the
 * newest is in force, and the first read on an empty database seeds the defaults.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { DEFAULT_PAYMENT_TERMS, PaymentTermsSchema, type PaymentTerms } from './payment-terms.ts';
import { paymentTermsVersions } from './payments-schema.server.ts';

export interface PaymentTermsVersion {
  /** The version's id, stored with each booking accepted under it. */
  id: number;
  terms: PaymentTerms;
  savedBy: string;
  savedAt: Date;
}

export const DEFAULT_TERMS_SAVED_BY = 'default';

/** Any fixed number: serialises seeding across instances sharing one PostgreSQL. */
const SEED_LOCK = 2_800_311;

function toVersion(row: typeof paymentTermsVersions.$inferSelect): PaymentTermsVersion {
  // Terms saved in an older shape still parse: missing fields fall back to the defaults.
  const parsed = PaymentTermsSchema.safeParse({ ...DEFAULT_PAYMENT_TERMS, ...row.terms });
  return {
    id: row.id,
    terms: parsed.success ? parsed.data : DEFAULT_PAYMENT_TERMS,
    savedBy: row.savedBy,
    savedAt: row.createdAt,
  };
}

async function newestRow(db: AppDb) {
  const [row] = await db
    .select()
    .from(paymentTermsVersions)
    .orderBy(desc(paymentTermsVersions.id))
    .limit(1);
  return row;
}

export async function currentPaymentTerms(db: AppDb): Promise<PaymentTermsVersion> {
  const row =
    (await newestRow(db)) ??
    (await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      const existing = await newestRow(tx);
      if (existing) return existing;
      const [seeded] = await tx
        .insert(paymentTermsVersions)
        .values({ terms: DEFAULT_PAYMENT_TERMS, savedBy: DEFAULT_TERMS_SAVED_BY })
        .returning();
      return seeded!;
    }));
  return toVersion(row);
}

/** The version a booking was accepted under (the terms applied to it later). */
export async function paymentTermsVersion(
  db: AppDb,
  id: number,
): Promise<PaymentTermsVersion | null> {
  const [row] = await db.select().from(paymentTermsVersions).where(eq(paymentTermsVersions.id, id));
  return row ? toVersion(row) : null;
}

export async function savePaymentTerms(
  db: AppDb,
  terms: PaymentTerms,
  savedBy: string,
): Promise<PaymentTermsVersion> {
  const valid = PaymentTermsSchema.parse(terms);
  const [row] = await db.insert(paymentTermsVersions).values({ terms: valid, savedBy }).returning();
  return toVersion(row!);
}
