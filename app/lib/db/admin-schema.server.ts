/**
 * The admin area's tables: operator accounts and their sessions, sign-in throttling counters, the
 * quote status history, and the ranking tracker. A file of its own beside schema.server.ts (both
 * found by drizzle.config.ts), so the admin work and the quote work do not edit one file.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { quoteRequests } from './quote-schema.server.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const adminAccounts = pgTable(
  'admin_accounts',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    /** Stored lower-cased, so sign-in is case-insensitive on the address. */
    email: text('email').notNull(),
    /** 'scrypt$N$r$p$salt$hash' (base64url), see password.server.ts. */
    passwordHash: text('password_hash').notNull(),
    createdAt,
  },
  (t) => [uniqueIndex('admin_accounts_email_unique').on(t.email)],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** SHA-256 of the cookie's session id: a copy of this table cannot be replayed as cookies. */
    idHash: text('id_hash').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => adminAccounts.id, { onDelete: 'cascade' }),
    createdAt,
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Keyed hash of the address it was opened from: lets that address past an account lock. */
    clientHash: text('client_hash'),
  },
  (t) => [index('admin_sessions_account_idx').on(t.accountId)],
);

/** One row per throttling key ('account:…' or 'address:…'); see throttle.server.ts. */
export const adminSignInAttempts = pgTable('admin_sign_in_attempts', {
  key: text('key').primaryKey(),
  /** Attempts counted since the key was last forgotten (each taken before its password check). */
  failures: integer('failures').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * One-time sign-in links e-mailed to an account whose lock keeps out a new address (see
 * sign-in-links.server.ts). Only the token's SHA-256 is kept.
 */
export const adminSignInLinks = pgTable(
  'admin_sign_in_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => adminAccounts.id, { onDelete: 'cascade' }),
    createdAt,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('admin_sign_in_links_account_idx').on(t.accountId)],
);

export const quoteStatusChanges = pgTable(
  'quote_status_changes',
  {
    id: serial('id').primaryKey(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    accountEmail: text('account_email'),
    createdAt,
  },
  (t) => [index('quote_status_changes_quote_idx').on(t.quoteId, t.createdAt)],
);

export const rankingKeywords = pgTable(
  'ranking_keywords',
  {
    id: serial('id').primaryKey(),
    keyword: text('keyword').notNull(),
    targetPage: text('target_page'),
    createdAt,
  },
  (t) => [uniqueIndex('ranking_keywords_keyword_unique').on(t.keyword)],
);

export const RANKING_SOURCES = ['manual', 'gsc'] as const;
export type RankingSource = (typeof RANKING_SOURCES)[number];

export const rankingPositions = pgTable(
  'ranking_positions',
  {
    id: serial('id').primaryKey(),
    keywordId: integer('keyword_id')
      .notNull()
      .references(() => rankingKeywords.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    position: doublePrecision('position').notNull(),
    clicks: integer('clicks'),
    impressions: integer('impressions'),
    /** A fraction (0.125), not a percentage. */
    ctr: doublePrecision('ctr'),
    source: text('source').$type<RankingSource>().notNull(),
    createdAt,
  },
  (t) => [
    uniqueIndex('ranking_positions_keyword_date_source_unique').on(t.keywordId, t.date, t.source),
    check('ranking_positions_source_check', sql`${t.source} in ('manual', 'gsc')`),
    check('ranking_positions_position_check', sql`${t.position} >= 1`),
  ],
);
