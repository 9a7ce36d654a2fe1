/**
 * A quote's outbox jobs as the admin sees them, read through pg-boss's own API: sent, queued,
 * sending, retrying (with the next attempt's time), or failed (with the error, and a Retry).
 */
import type { JobDefinition } from '#app/lib/jobs/define-job.server.ts';
import type { AdminOutbox } from '#app/lib/server-context.server.ts';

export type DeliveryState =
  'sent' | 'queued' | 'sending' | 'retrying' | 'failed' | 'cancelled' | 'not-sending';

/**
 * A job declared `bookingOnly` stands down, sending nothing, once the booking is cancelled (its
 * handler looks at the booking when it runs): queued for a cancelled booking, it is shown as not
 * to be sent.
 */
export const NOT_SENDING_BOOKING_CANCELLED = 'Won’t be sent: the booking is cancelled.';

export interface DeliveryView {
  jobId: string;
  queue: string;
  label: string;
  state: DeliveryState;
  retries: number;
  nextAttemptAt: string | null;
  completedAt: string | null;
  error: string | null;
  /** Why a queued job will send nothing, when it will not. */
  reason: string | null;
}

const STATE_OF = {
  created: 'queued',
  retry: 'retrying',
  active: 'sending',
  completed: 'sent',
  cancelled: 'cancelled',
  failed: 'failed',
} as const satisfies Record<string, DeliveryState>;

function errorOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'error' in output) {
    const error = (output as { error: unknown }).error;
    if (typeof error === 'string') return error;
    if (error && typeof error === 'object' && 'message' in error) {
      return String((error as { message: unknown }).message);
    }
  }
  return null;
}

export async function loadDeliveries(
  outbox: AdminOutbox,
  jobs: readonly JobDefinition[],
  quoteId: string,
  booking: { cancelled: boolean } = { cancelled: false },
) {
  const views: DeliveryView[] = [];
  for (const definition of jobs) {
    const queue = definition.name;
    const found = await outbox.findJobs<{ quoteId: string }>(queue, { data: { quoteId } });
    for (const job of found) {
      const waiting = STATE_OF[job.state] === 'queued' || STATE_OF[job.state] === 'retrying';
      const standsDown = booking.cancelled && waiting && definition.bookingOnly === true;
      const state = standsDown ? 'not-sending' : STATE_OF[job.state];
      views.push({
        jobId: job.id,
        queue,
        label: definition.label,
        state,
        retries: job.retryCount,
        nextAttemptAt: state === 'retrying' ? new Date(job.startAfter).toISOString() : null,
        completedAt: job.completedOn ? new Date(job.completedOn).toISOString() : null,
        error: state === 'failed' || state === 'retrying' ? errorOf(job.output) : null,
        reason: standsDown ? NOT_SENDING_BOOKING_CANCELLED : null,
      });
    }
  }
  return views;
}

/** Puts a failed job of this quote back in line; false when it is not (or no longer) failed. */
export async function retryDelivery(
  outbox: AdminOutbox,
  jobs: readonly JobDefinition[],
  quoteId: string,
  queue: string,
  jobId: string,
): Promise<boolean> {
  const name = jobs.find((job) => job.name === queue)?.name;
  if (!name) return false;
  const [job] = await outbox.findJobs<{ quoteId: string }>(name, { id: jobId });
  if (!job || job.data.quoteId !== quoteId || job.state !== 'failed') return false;
  const result = await outbox.retry(name, jobId);
  // pg-boss 12.35 fills `affected` at run time, but its typings declare CommandResponse empty.
  return ((result as { affected?: number }).affected ?? 0) > 0;
}
