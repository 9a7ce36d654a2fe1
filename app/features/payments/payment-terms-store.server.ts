/**
 * Reading and saving the payment terms, versioned like the tariff: a save adds a version, the
 * newest is in force, and the first read on an empty database seeds the defaults.
 */
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { settingsVersions, type SettingsVersion } from '#app/lib/db/settings-versions.server.ts';
import { DEFAULT_PAYMENT_TERMS, PaymentTermsSchema, type PaymentTerms } from './payment-terms.ts';
import { paymentTermsVersions } from './payments-schema.server.ts';

/** A saved version of the terms; its id is stored with each booking accepted under it. */
export type PaymentTermsVersion = SettingsVersion<'terms', PaymentTerms>;

export const DEFAULT_TERMS_SAVED_BY = 'default';

const versions = settingsVersions({
  table: paymentTermsVersions,
  key: 'terms',
  schema: PaymentTermsSchema,
  defaults: DEFAULT_PAYMENT_TERMS,
  defaultSavedBy: DEFAULT_TERMS_SAVED_BY,
  seedLock: 2_800_311,
});

export const currentPaymentTerms = (db: AppDb): Promise<PaymentTermsVersion> =>
  versions.current(db);

/** The version a booking was accepted under (the terms applied to it later). */
export const paymentTermsVersion = (db: AppDb, id: number): Promise<PaymentTermsVersion | null> =>
  versions.byId(db, id);

export const savePaymentTerms = (
  db: AppDb,
  terms: PaymentTerms,
  savedBy: string,
): Promise<PaymentTermsVersion> => versions.save(db, terms, savedBy);
