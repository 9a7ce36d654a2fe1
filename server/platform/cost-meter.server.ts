/**
 * What a quote costs the server, step by step, for the load bench (`npm run bench -- --load`):
 * with COST_METER=1 each metered step (the rate limit, the estimate, the instant offer, the write,
 * each outbox job) adds its time and the database statements it sent to a running total, and the
 * totals are printed as one line when the process exits. Off (the default) a step runs as it is,
 * with nothing counted.
 *
 * Statements are counted where the server's own database clients send them (ServingPGlite and
 * PreparingClient): a step's count includes its nested steps'. pg-boss's own pool on PostgreSQL
 * (its polling, fetching and completing jobs) is not counted there; on PGlite it is.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/** The line the totals are printed on, which the bench looks for. */
export const COST_METER_LINE_PREFIX = 'cost-meter ';

interface Tally {
  statements: number;
  parent: Tally | undefined;
}

export interface StepTotal {
  /** How many times the step ran. */
  runs: number;
  ms: number;
  statements: number;
}

const tallies = new AsyncLocalStorage<Tally>();
const totals = new Map<string, StepTotal>();
let statementsInAll = 0;
let enabled = false;

/** Turns the meter on for this process and prints its totals when the process exits. */
export function enableCostMeter(): void {
  if (enabled) return;
  enabled = true;
  // A pipe's writes are synchronous on Linux, so the line is out before the process is gone.
  process.once('exit', () => {
    const steps = Object.fromEntries(totals);
    console.log(`${COST_METER_LINE_PREFIX}${JSON.stringify({ statementsInAll, steps })}`);
  });
}

/** One statement sent by the server's database clients, counted against every step around it. */
export function countStatement(): void {
  if (!enabled) return;
  statementsInAll++;
  for (let tally = tallies.getStore(); tally; tally = tally.parent) tally.statements++;
}

/** Runs `work` as the step `name`, adding its time and statements to the step's total. */
export async function metered<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!enabled) return work();
  const tally: Tally = { statements: 0, parent: tallies.getStore() };
  const started = performance.now();
  try {
    return await tallies.run(tally, work);
  } finally {
    const total = totals.get(name) ?? { runs: 0, ms: 0, statements: 0 };
    total.runs++;
    total.ms += performance.now() - started;
    total.statements += tally.statements;
    totals.set(name, total);
  }
}
