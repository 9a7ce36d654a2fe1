/**
 * The account's own page's key (`GET /account/<token>`, the rules of `/your-quote/<token>`): 128
 * random bits, base64url, of which only the SHA-256 is stored. A malformed token never reaches the
 * database.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { localisePath, type Locale } from '#app/lib/locale.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { accountPageTokens } from './account-invoices-schema.server.ts';

/** 16 bytes: the 128 bits the contract asks of a page's key. */
export const ACCOUNT_TOKEN_BYTES = 16;
/** base64url of 16 bytes is 22 characters without padding. */
const ACCOUNT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const ACCOUNT_PAGE_PATH_PREFIX = '/account/';
/** The page, its Welsh twin, their data requests and its documents; the token has no slash. */
export const ACCOUNT_PAGE_ROUTE = /^(?:\/cy)?\/account\/[^/]+(?:\/documents\/[^/]+)?$/;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueAccountPageToken(
  db: Pick<AppDb, 'insert'>,
  accountId: number,
): Promise<string> {
  const token = randomBytes(ACCOUNT_TOKEN_BYTES).toString('base64url');
  await db.insert(accountPageTokens).values({ tokenHash: hash(token), accountId });
  return token;
}

export function accountPageUrl(siteUrl: string, token: string, locale: Locale = 'en'): string {
  return new URL(localisePath(`${ACCOUNT_PAGE_PATH_PREFIX}${token}`, locale), siteUrl).href;
}

/** The account a key opens, or null. */
export async function findAccountIdByToken(
  db: Pick<AppDb, 'select'>,
  token: unknown,
): Promise<number | null> {
  if (typeof token !== 'string' || !ACCOUNT_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ accountId: accountPageTokens.accountId })
    .from(accountPageTokens)
    .where(eq(accountPageTokens.tokenHash, hash(token)))
    .limit(1);
  return row?.accountId ?? null;
}
