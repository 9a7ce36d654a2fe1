/**
 * Stores a validated quote request and puts its deliveries in the outbox, in one transaction
 * (docs/architecture.md, "The path of a quote"). Honours the Idempotency-Key: the same key with the
 * same body answers the first quote's id and stores nothing new; with another body it is refused.
 */
import { eq } from 'drizzle-orm';
import type { EstimateLine } from '#app/lib/estimate-lines.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { quoteRequests, type NewQuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { metered } from '#server/platform/cost-meter.server.ts';
import { queueFollowUps } from './enqueue-quote-jobs.server.ts';
import type { QuoteRequest } from './quote-schema.ts';
import { newQuoteId } from './quote-id.server.ts';
import { requestHash } from './request-hash.server.ts';

export class IdempotencyConflictError extends Error {
  constructor() {
    super('This Idempotency-Key was used with a different request.');
  }
}

/** The quote could not be stored; carries the id it was given, which a log line may name. */
export class QuoteNotStoredError extends Error {
  constructor(
    readonly quoteId: string,
    cause: unknown,
  ) {
    super(`quote ${quoteId} was not stored`, { cause });
  }
}

export interface CreateQuoteOptions {
  /** Forward to the partner app too (PARTNER_QUOTE_URL is set). */
  partnerForwarding: boolean;
  idempotencyKey?: string;
  clientIpHash?: string;
  now?: Date;
  /** The estimate as the server worked it out again, when the form showed one. */
  estimate?: { total: number; tariffVersion: string; lines?: EstimateLine[] } | null;
  /**
   * Issues the customer's /your-quote token inside the quote's transaction (the customer-quote
   * feature's issueQuoteToken, handed in by server/features.server.ts). Unset: no link.
   */
  issueCustomerToken?: IssueCustomerToken;
  /**
   * Makes the instant offer inside the quote's transaction, when the request may have one (the
   * instant-booking feature, handed in by the composition root). Unset: no offer.
   */
  claimOffer?: ClaimOffer;
  /** The offer an earlier request with the same Idempotency-Key was made, for its replay. */
  replayOffer?: ReplayOffer;
  /** Alert the operator again if the request is still new this many minutes on (0 or unset: never). */
  stillNewAfterMinutes?: number;
}

/** A firm price made at once (docs/http-api.md `offer`): pence, ISO 8601 end, the customer page. */
export interface QuoteOffer {
  total: number;
  validUntil: string;
  url: string;
}

export type ClaimOffer = (
  tx: Parameters<Parameters<AppDb['transaction']>[0]>[0],
  quote: { id: string; customerToken: string },
) => Promise<QuoteOffer | { refusal: string }>;

export type ReplayOffer = (db: AppDb, quoteId: string) => Promise<QuoteOffer | null>;

/** Stores a new customer token for the quote and answers it in plain. */
export type IssueCustomerToken = (
  tx: Pick<AppDb, 'insert' | 'select'>,
  quoteId: string,
) => Promise<string>;

export interface CreatedQuote {
  id: string;
  /** True when an earlier request with the same Idempotency-Key already stored this quote. */
  replayed: boolean;
  isSpam: boolean;
  offer?: QuoteOffer;
  /** Why no offer was made, when one was looked for (instant-booking's refusal code). */
  refusal?: string;
}

/**
 * One transaction writes the quote, its customer token and its outbox jobs: all of them are stored
 * or none. Each statement is bounded by the connection's statement_timeout
 * (server/platform/db/client.server.ts), so a stuck database fails the request.
 */
export async function createQuote(
  db: AppDb,
  boss: Enqueuer,
  request: QuoteRequest,
  options: CreateQuoteOptions,
): Promise<CreatedQuote> {
  const hash = requestHash(request);
  const { idempotencyKey } = options;
  const isSpam = request.website !== '';
  const row = toRow(request, {
    id: newQuoteId(options.now),
    isSpam,
    idempotencyKey,
    requestHash: hash,
    clientIpHash: options.clientIpHash,
    estimateTotal: options.estimate?.total ?? null,
    estimateTariffVersion: options.estimate?.tariffVersion ?? null,
    estimateLines: options.estimate?.lines ?? null,
  });
  let made: QuoteOffer | { refusal: string } | undefined;
  try {
    await metered('write', () =>
      db.transaction(async (tx) => {
        // A key seen before fails here on the unique index (no lookup first); see the catch below.
        await tx.insert(quoteRequests).values(row);
        // A filled honeypot is kept for the record, but nothing leaves the server for it.
        if (isSpam) return;
        // The offer first, so the acknowledgement can carry its price. Only a token's hash is
        // stored; this one goes back in the offer's link, never into a job (the acknowledgement's
        // own link is issued when it is sent: app/lib/jobs/job-handlers.server.ts).
        if (options.issueCustomerToken && options.claimOffer) {
          const customerToken = await options.issueCustomerToken(tx, row.id);
          made = await options.claimOffer(tx, { id: row.id, customerToken });
        }
        await metered('write: its jobs', () =>
          queueFollowUps(tx, boss, row.id, {
            partnerForwarding: options.partnerForwarding,
            customerLink: options.issueCustomerToken !== undefined,
            offer: made && !('refusal' in made) ? made : undefined,
            stillNewAfterMinutes: options.stillNewAfterMinutes,
          }),
        );
      }),
    );
  } catch (error) {
    // The key was used before, or by a request committing at this very moment (the unique index
    // made this one wait for it): answer with that request's quote, or refuse a different body.
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await findByIdempotencyKey(db, idempotencyKey, hash);
      if (earlier) {
        const offer = await options.replayOffer?.(db, earlier.id);
        return offer ? { ...earlier, offer } : earlier;
      }
    }
    throw new QuoteNotStoredError(row.id, error);
  }
  const created = { id: row.id, replayed: false, isSpam };
  if (!made) return created;
  return 'refusal' in made ? { ...created, refusal: made.refusal } : { ...created, offer: made };
}

async function findByIdempotencyKey(
  db: AppDb,
  key: string,
  hash: string,
): Promise<CreatedQuote | null> {
  const [earlier] = await db
    .select({
      id: quoteRequests.id,
      requestHash: quoteRequests.requestHash,
      isSpam: quoteRequests.isSpam,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.idempotencyKey, key))
    .limit(1);
  if (!earlier) return null;
  if (earlier.requestHash !== hash) throw new IdempotencyConflictError();
  return { id: earlier.id, replayed: true, isSpam: earlier.isSpam };
}

function toRow(
  request: QuoteRequest,
  extra: Pick<
    NewQuoteRequestRow,
    | 'id'
    | 'isSpam'
    | 'idempotencyKey'
    | 'requestHash'
    | 'clientIpHash'
    | 'estimateTotal'
    | 'estimateTariffVersion'
    | 'estimateLines'
  >,
): NewQuoteRequestRow & { id: string } {
  return {
    ...extra,
    name: request.name,
    email: request.email,
    phone: request.phone,
    pickupLocation: request.pickupLocation,
    destination: request.destination,
    pickupDate: request.pickupDate,
    pickupTime: request.pickupTime,
    returnDate: request.returnDate ?? null,
    returnTime: request.returnTime ?? null,
    passengerCount: request.passengerCount,
    journeyType: request.journeyType ?? null,
    journeyDirection: request.journeyDirection,
    specialRequirements: request.specialRequirements ?? null,
    formVersion: request.formVersion,
    currentPage: request.current_page,
    attribution: request.attribution,
    trafficSource: request.attribution?.traffic_source ?? null,
  };
}

function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause.
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
