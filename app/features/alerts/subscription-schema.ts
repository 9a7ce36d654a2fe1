/**
 * A browser's PushSubscription as POST /admin/push/subscriptions takes it (its toJSON(): endpoint
 * and keys), and the endpoint DELETE names. Any https endpoint is taken: push services live on many
 * hosts, and the route is the signed-in admin's alone.
 */
import { z } from 'zod';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** Endpoints seen in the wild are under 500 characters; this leaves room and bounds the row. */
export const ENDPOINT_MAX = 2048;

const HttpsEndpoint = z
  .string()
  .max(ENDPOINT_MAX)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'The endpoint must be an https URL.');

export const NewDeviceSchema = z.object({
  endpoint: HttpsEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) is 87 characters; the auth secret (16 bytes) 22.
    p256dh: z.string().min(80).max(100).regex(BASE64URL),
    auth: z.string().min(20).max(32).regex(BASE64URL),
  }),
});
export type NewDevice = z.infer<typeof NewDeviceSchema>;

export const DeviceEndpointSchema = z.object({ endpoint: HttpsEndpoint });
