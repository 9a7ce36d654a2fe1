/**
 * POST /api/quotes and what its answer means for the form (docs/http-api.md). No React
 * here: the fetch is injectable so the mapping is unit-tested without a server.
 */
import type { Attribution } from '#app/lib/attribution.ts';
import { offerOf, type EnquiryOffer } from '#app/lib/enquiry-details.ts';
import type { QuotePayload } from './quote-payloads.ts';
import { isQuoteField, type FieldErrors, type QuoteField } from './quote-form-values.ts';

export const QUOTES_ENDPOINT = '/api/quotes';
/** Long enough for a slow mobile network, short enough that nobody waits on a dead request. */
export const SUBMIT_TIMEOUT_MS = 30_000;

export interface QuoteRequestBody extends QuotePayload {
  attribution: Attribution | null;
  /** The honeypot: empty from people. */
  website: string;
  /** The instant price the visitor saw, if any (the server works it out again). */
  estimate?: { total: number; tariffVersion: string };
}

export type SubmitOutcome =
  | { status: 'sent'; id: string; offer?: EnquiryOffer; byHand?: string }
  /** A 400 naming fields: shown inline like the browser's own validation. */
  | { status: 'invalid'; fieldErrors: FieldErrors; message: string | null }
  /** Anything else: `message` is the server's own words when it gave some. */
  | { status: 'failed'; message: string | null };

// The request body names some fields differently from the form.
const PAYLOAD_TO_FIELD: Partial<Record<string, QuoteField>> = {
  name: 'firstName',
  passengerCount: 'passengers',
  journeyType: 'serviceType',
};

/** Maps the API's `fieldErrors` (request keys) onto the form's fields; unknown keys are dropped. */
export function formFieldErrors(fieldErrors: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!fieldErrors || typeof fieldErrors !== 'object') return errors;
  for (const [key, message] of Object.entries(fieldErrors)) {
    if (typeof message !== 'string') continue;
    const field = PAYLOAD_TO_FIELD[key] ?? (isQuoteField(key) ? key : undefined);
    if (field) errors[field] ??= message;
  }
  return errors;
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function submitQuote(
  body: QuoteRequestBody,
  idempotencyKey: string,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<SubmitOutcome> {
  const doFetch = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(QUOTES_ENDPOINT, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? SUBMIT_TIMEOUT_MS),
    });
  } catch {
    // Offline, DNS, timeout: nothing the visitor can read, so the caller offers the phone.
    return { status: 'failed', message: null };
  }
  const json = await readJson(response);
  const message = typeof json?.error === 'string' && json.error.trim() ? json.error : null;
  if (response.ok) {
    const offer = offerOf(json?.offer);
    const byHand = typeof json?.refusal === 'string' ? json.refusal : undefined;
    return {
      status: 'sent',
      id: typeof json?.id === 'string' ? json.id : '',
      ...(offer ? { offer } : {}),
      ...(byHand ? { byHand } : {}),
    };
  }
  if (response.status === 400) {
    const fieldErrors = formFieldErrors(json?.fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return { status: 'invalid', fieldErrors, message };
  }
  return { status: 'failed', message };
}

/** A random UUID; crypto.randomUUID exists only on secure origins, so there is a fallback. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdempotencyState {
  key: string;
  /** The body last sent with `key`, or null before the first attempt. */
  sentBody: string | null;
}

/**
 * The key for the next attempt. One opening keeps one key so a retry of the same request is
 * stored once; but the API answers 422 to the same key with another body, so once the visitor
 * has changed something after a failed attempt, it is a new request and gets a new key.
 */
export function nextIdempotency(
  state: IdempotencyState,
  body: string,
  mint: () => string = newIdempotencyKey,
): IdempotencyState {
  if (state.sentBody === null || state.sentBody === body) return { key: state.key, sentBody: body };
  return { key: mint(), sentBody: body };
}
