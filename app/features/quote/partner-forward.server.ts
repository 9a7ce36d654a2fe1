/**
 * Forwards a quote to the partner app's receive-quote endpoint (docs/http-api.md):
 * the partner payload as JSON, the publishable key in PARTNER_API_KEY_HEADER, and the quote id as
 * Idempotency-Key so the partner can drop a retried duplicate (a change forwarded again, a pickup a
 * flight moved, carries its own key: jobs.server.ts `partnerIdempotencyKey`). A 2xx ends it;
 * anything else, including a timeout or a refused connection, is retried by the outbox.
 */
import type { SendResult } from '#server/platform/email/transport.server.ts';
import type { PartnerPayload } from './quote-payloads.ts';

export const PARTNER_TIMEOUT_MS = 10_000;

export interface PartnerConfig {
  url: string;
  apiKey?: string;
  apiKeyHeader: string;
  /** How long one attempt may take (default PARTNER_TIMEOUT_MS); tests lower it. */
  timeoutMs?: number;
}

export type ForwardResult = SendResult & {
  /** Seconds the partner asked us to wait (Retry-After on a 429 or 503), when it said. */
  retryAfterSeconds?: number;
};

export async function forwardToPartner(
  config: PartnerConfig,
  idempotencyKey: string,
  payload: PartnerPayload,
): Promise<ForwardResult> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Idempotency-Key': idempotencyKey,
  };
  if (config.apiKey) headers[config.apiKeyHeader] = config.apiKey;
  let response: Response;
  try {
    response = await fetch(config.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(config.timeoutMs ?? PARTNER_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { ok: false, error: `partner unreachable: ${message}`, retryable: true };
  }
  // Drain the body so the connection can be reused; the partner's answer body means nothing to us (a 2xx ends the job).
  const body = await response.text().catch(() => '');
  if (response.ok) return { ok: true };
  return {
    ok: false,
    error: `partner answered ${response.status}: ${body.slice(0, 200)}`,
    // docs/http-api.md: anything but a 2xx is retried, a 4xx included (the partner may fix its side).
    retryable: true,
    retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
  };
}

/** Retry-After is either seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
