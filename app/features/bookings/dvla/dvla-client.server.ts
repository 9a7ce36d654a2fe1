/**
 * The DVLA Vehicle Enquiry Service: a registration's MOT expiry and road tax due dates.
 * `POST {DVLA_VES_URL}/v1/vehicles` with the `x-api-key` header and `{"registrationNumber": …}`;
 * it answers 200 with the vehicle, 404 for a registration it does not know and 400 for one it
 * cannot read (both with `{"errors": [{"title", "detail", …}]}`), 429 when the key's rate is used
 * up, and 500 or 503 when it is down. Every answer is checked before it is believed.
 */
import { z } from 'zod';
import { isIsoDate } from '#app/lib/london-dates.ts';
import type { Env } from '#server/platform/env.server.ts';

/** How long one look-up may take before the vehicle is saved without it. */
export const DVLA_TIMEOUT_MS = 5000;

/** As DVLA writes a registration: capitals and digits, no spaces. */
export function normaliseRegistration(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

const isoDate = z.string().refine(isIsoDate);

const VehicleAnswer = z.looseObject({
  registrationNumber: z.string(),
  motExpiryDate: isoDate.optional(),
  taxDueDate: isoDate.optional(),
});

const ErrorAnswer = z.looseObject({
  errors: z
    .array(z.looseObject({ title: z.string().optional(), detail: z.string().optional() }))
    .min(1),
});

export type DvlaAnswer =
  | { kind: 'found'; motDue: string | null; taxDue: string | null }
  /** DVLA does not know it (404) or cannot read it (400): refused in DVLA's own words. */
  | { kind: 'refused'; message: string }
  /** Rate-limited, down, slow or unreadable: ask again later, change nothing stored. */
  | { kind: 'unavailable'; reason: string };

export interface DvlaClient {
  lookUp(registration: string): Promise<DvlaAnswer>;
}

/** DVLA's words for a refusal: the detail, else the title. */
function refusalWords(body: unknown, status: number): string {
  const parsed = ErrorAnswer.safeParse(body);
  const first = parsed.success ? parsed.data.errors[0] : undefined;
  return first?.detail ?? first?.title ?? `DVLA answered ${status}`;
}

export function dvlaClient(
  config: { url: string; apiKey: string },
  timeoutMs = DVLA_TIMEOUT_MS,
): DvlaClient {
  const endpoint = `${config.url.replace(/\/+$/, '')}/v1/vehicles`;
  return {
    async lookUp(registration) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-api-key': config.apiKey,
          },
          body: JSON.stringify({ registrationNumber: normaliseRegistration(registration) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return { kind: 'unavailable', reason: timedOut ? 'timed out' : 'unreachable' };
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (response.status === 200) {
        const vehicle = VehicleAnswer.safeParse(body);
        if (!vehicle.success) return { kind: 'unavailable', reason: 'an unreadable answer' };
        return {
          kind: 'found',
          motDue: vehicle.data.motExpiryDate ?? null,
          taxDue: vehicle.data.taxDueDate ?? null,
        };
      }
      if (response.status === 404 || response.status === 400) {
        return { kind: 'refused', message: refusalWords(body, response.status) };
      }
      return { kind: 'unavailable', reason: `answered ${response.status}` };
    },
  };
}

/** The client when DVLA_VES_API_KEY is set; without it the dates are typed by hand. */
export function dvlaClientFor(env: Pick<Env, 'DVLA_VES_API_KEY' | 'DVLA_VES_URL'>) {
  return env.DVLA_VES_API_KEY
    ? dvlaClient({ url: env.DVLA_VES_URL, apiKey: env.DVLA_VES_API_KEY })
    : undefined;
}
