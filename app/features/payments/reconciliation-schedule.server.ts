/**
 * When the daily reconciliation runs: every instance looks once an hour (and soon after it
 * starts) whether today's run is still to do, and a failed run is tried again after a quarter of
 * an hour. A plain timer rather than a pg-boss schedule, as the admin's housekeeping does (pg-boss's
 * cron machinery stays off, boss.server.ts): the run's claim on its day in the database is what
 * makes it once a day however many instances look.
 */
import { reconcileToday, type ReconciliationDeps } from './reconciliation.server.ts';

/** How often an instance looks whether today's run is done. */
export const RECONCILIATION_LOOK_MS = 60 * 60_000;
/** After a failed run (Stripe down), the next try. */
export const RECONCILIATION_RETRY_MS = 15 * 60_000;
/** The first look after start: the server settles first. */
export const RECONCILIATION_FIRST_LOOK_MS = 60_000;

export function startReconciliation(deps: ReconciliationDeps | null): { stop(): void } {
  if (!deps) return { stop: () => undefined };
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void look(), ms);
    timer.unref();
  };
  const look = async () => {
    let failed: boolean;
    try {
      const outcome = await reconcileToday(deps);
      failed = outcome.ran && outcome.state === 'failed';
    } catch (error) {
      // The database itself failed: try again as after a failed run.
      failed = true;
      console.error('payments: reconciliation:', error instanceof Error ? error.message : error);
    }
    next(failed ? RECONCILIATION_RETRY_MS : RECONCILIATION_LOOK_MS);
  };
  next(RECONCILIATION_FIRST_LOOK_MS);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
