/**
 * Stores a validated quote request and puts its deliveries in the outbox, in one statement
 * (ARCHITECTURE "A quote, end to end", step 3). Honours the Idempotency-Key: the same key with the
 * same body answers the first quote's id and stores nothing new; with another body it is refused.
 */
import type { EstimateLine } from '#app/lib/estimate-lines.ts';
import { eq } from 'drizzle-orm';
import type { QuoteRequest } from './quote-schema.ts';
import type { AppDb } from '#server/db/app-db.server.ts';
import { quoteRequests, type NewQuoteRequestRow } from '#server/db/schema.server.ts';
import { enqueueQuoteJobs, type Enqueuer } from '#server/outbox/enqueue.server.ts';
import type { HeldStatement } from '#server/outbox/job-batch.server.ts';
import { newQuoteId } from './quote-id.server.ts';
import { quoteInsert } from './quote-insert.server.ts';
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
   * Builds the customer's /your-quote token and its insert, written in the quote's own statement
   * (the customer-quote feature's prepareQuoteToken, handed in by server/quote-pipeline.server.ts).
   * Unset: no link.
   */
  prepareCustomerToken?: PrepareCustomerToken;
}

/** A new customer token for the quote, and its row's insert built but not sent. */
export type PrepareCustomerToken = (
  db: Pick<AppDb, 'insert'>,
  quoteId: string,
) => { token: string; insert: { toSQL(): HeldStatement } };

export interface CreatedQuote {
  id: string;
  /** True when an earlier request with the same Idempotency-Key already stored this quote. */
  replayed: boolean;
  isSpam: boolean;
}

/**
 * One statement writes the quote, its customer token and its outbox jobs (job-batch.server.ts):
 * atomic on its own, so no transaction and one round trip. Its time is bounded by the connection's
 * statement_timeout (server/db/client.server.ts), so a stuck database fails the request.
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
  // A key seen before makes the insert, and so the whole statement, fail on the unique index (no
  // lookup first: a statement less for every new request); the replay is sorted out below.
  try {
    if (isSpam) {
      // A filled honeypot is kept for the record, but nothing leaves the server for it.
      await db.insert(quoteRequests).values(row);
    } else {
      // The customer's /your-quote link: only its hash is stored, so the plain token travels to
      // the acknowledgement in that job's data (see QuoteJobData).
      const customer = options.prepareCustomerToken?.(db, row.id);
      await enqueueQuoteJobs(db, boss, row.id, {
        partnerForwarding: options.partnerForwarding,
        customerToken: customer?.token,
        leading: [quoteInsert(db, row), ...(customer ? [customer.insert.toSQL()] : [])],
      });
    }
  } catch (error) {
    // The key was used before, or by a request committing at this very moment (the unique index
    // made this one wait for it): answer with that request's quote, or refuse a different body.
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await findByIdempotencyKey(db, idempotencyKey, hash);
      if (earlier) return earlier;
    }
    throw new QuoteNotStoredError(row.id, error);
  }
  return { id: row.id, replayed: false, isSpam };
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
