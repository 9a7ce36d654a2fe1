/**
 * What the gazetteer costs the server, measured in this process: building it on the first
 * estimate (time and heap), and one look-up of a typed place, the first time a text is seen and
 * again (the typo search remembers what it found). POST /api/estimate makes two per request.
 */
import {
  BUSINESS_OVERRIDES_CONSTANT,
  businessOverridesFrom,
} from '../../server/business-overrides.ts';
import { ESTIMATE_INPUTS } from './estimate-inputs.ts';

export interface LookupFigures {
  buildMs: number;
  heapMb: number;
  firstLookupUs: number;
  repeatLookupUs: number;
}

const REPEATS = 20;

export async function measureGazetteerLookup(): Promise<LookupFigures> {
  // business.ts, which the named places read, takes a constant Vite's `define` writes in; this
  // process loads it without Vite, so the constant is set here first, read the same way.
  (globalThis as Record<string, unknown>)[BUSINESS_OVERRIDES_CONSTANT] ??= businessOverridesFrom(
    process.env,
  );
  const { matchPlace } = await import('../../app/features/pricing/places/match-place.server.ts');
  const heapBefore = process.memoryUsage().heapUsed;
  let start = performance.now();
  matchPlace('Cardiff');
  const buildMs = performance.now() - start;
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;

  start = performance.now();
  for (const typed of ESTIMATE_INPUTS) matchPlace(typed);
  const firstLookupUs = ((performance.now() - start) * 1000) / ESTIMATE_INPUTS.length;

  start = performance.now();
  for (let round = 0; round < REPEATS; round++) {
    for (const typed of ESTIMATE_INPUTS) matchPlace(typed);
  }
  const repeatLookupUs = ((performance.now() - start) * 1000) / (REPEATS * ESTIMATE_INPUTS.length);

  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    buildMs: round1(buildMs),
    heapMb: round1(heapMb),
    firstLookupUs: round1(firstLookupUs),
    repeatLookupUs: round1(repeatLookupUs),
  };
}

export function lookupTable(f: LookupFigures): string {
  return [
    '| gazetteer (in process) | figure |',
    '|---|---|',
    `| built on the first estimate | ${f.buildMs} ms, ${f.heapMb} MB of heap |`,
    `| one look-up, text seen for the first time | ${f.firstLookupUs} µs |`,
    `| one look-up, text seen before | ${f.repeatLookupUs} µs |`,
  ].join('\n');
}
