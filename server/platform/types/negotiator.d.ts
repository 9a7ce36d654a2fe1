/**
 * The part of negotiator 1.x the static files use. @types/negotiator describes 0.6, whose
 * `encodings` has no `preferred` option; this is the 1.x signature (negotiator's README).
 */
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    /** The acceptable encodings of `available`, best first; `preferred` breaks equal q-values. */
    encodings(available: string[], options?: { preferred?: string[] }): string[];
  }
}
