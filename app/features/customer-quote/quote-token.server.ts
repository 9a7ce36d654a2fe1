/**
 * The customer's link to their own page (docs/http-api.md `GET /your-quote/<token>`): 256 random bits,
 * base64url, of which only the SHA-256 is stored. The link is the key, so nothing else about the
 * request can be guessed from it, and a copy of the database opens no page.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { localisePath, type Locale } from '#app/lib/locale.ts';
import { quoteTokens } from './customer-quote-schema.server.ts';
import { CUSTOMER_QUOTE_PATH_PREFIX } from './customer-quote-constants.ts';

/** 32 bytes: twice the 128 bits a customer page's token must at least carry (docs/http-api.md). */
export const QUOTE_TOKEN_BYTES = 32;
/** base64url of 32 bytes is always 43 characters without padding. */
const QUOTE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The subset of a Drizzle database or transaction used here. */
type Executor = Pick<AppDb, 'insert' | 'select'>;

export function newQuoteToken(): string {
  return randomBytes(QUOTE_TOKEN_BYTES).toString('base64url');
}

export function hashQuoteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isWellFormedQuoteToken(value: unknown): value is string {
  return typeof value === 'string' && QUOTE_TOKEN_PATTERN.test(value);
}

/** The page in the customer's language: `/cy/your-quote/<token>` for a request made in Welsh. */
export function customerQuoteUrl(siteUrl: string, token: string, locale: Locale = 'en'): string {
  return new URL(localisePath(`${CUSTOMER_QUOTE_PATH_PREFIX}${token}`, locale), siteUrl).href;
}

/** Makes a new link for the request, storing its hash; the plain token is returned once, here. */
export async function issueQuoteToken(tx: Executor, quoteId: string): Promise<string> {
  const token = newQuoteToken();
  await tx.insert(quoteTokens).values({ tokenHash: hashQuoteToken(token), quoteId });
  return token;
}

/** The request a link opens, or null; a malformed token never reaches the database. */
export async function findQuoteIdByToken(db: Executor, token: unknown): Promise<string | null> {
  if (!isWellFormedQuoteToken(token)) return null;
  const [row] = await db
    .select({ quoteId: quoteTokens.quoteId })
    .from(quoteTokens)
    .where(eq(quoteTokens.tokenHash, hashQuoteToken(token)))
    .limit(1);
  return row?.quoteId ?? null;
}
