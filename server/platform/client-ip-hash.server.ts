/**
 * A keyed hash of the client address: comparable between requests (rate limits, sign-in
 * throttling), never an address on disk. Every feature that counts requests per client uses it.
 */
import { createHmac } from 'node:crypto';

export function clientIpHash(ip: string, key: string): string {
  return createHmac('sha256', key).update(ip).digest('hex').slice(0, 32);
}
