/**
 * Gives app/content/business.ts, when tsx runs it on the server (e-mails, the quote API), the
 * constant Vite's `define` gives the pages, from the same environment and the same reader, so an
 * e-mail never states a different phone number or address from the page the visitor saw.
 *
 * Import it for its effect, before anything that imports business.ts: run-server.server.ts does so
 * first thing. Code Vite builds or vitest runs already has the constant, and keeps it.
 */
import { BUSINESS_OVERRIDES_CONSTANT, businessOverridesFrom } from './business-overrides.ts';

const scope = globalThis as Record<string, unknown>;
scope[BUSINESS_OVERRIDES_CONSTANT] ??= businessOverridesFrom(process.env);
