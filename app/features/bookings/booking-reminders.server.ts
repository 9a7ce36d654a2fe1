/**
 * The one reminder a booking gets, 24 hours before pickup: a pg-boss job with `startAfter`, a row
 * in the database rather than a timer in this process, so a restart or a second instance loses and
 * doubles nothing. A cancelled booking takes its queued reminder with it, in the same transaction:
 * otherwise, once the request is priced again and accepted, the old reminder (which reads only
 * "is the booking confirmed?") would go out beside the new one.
 */
import type { PgBoss } from '#server/platform/outbox/boss.server.ts';
import {
  transactionDb,
  type SqlExecutor,
} from '#server/platform/outbox/send-in-transaction.server.ts';
import { sendJob } from '#app/lib/jobs/define-job.server.ts';
import { reminderTime } from './booking-times.ts';
import { bookingReminderJob } from './jobs.server.ts';

/** What the booking register needs of the outbox: enqueue, and find and cancel its reminders. */
export type BookingOutbox = Pick<PgBoss, 'send' | 'findJobs' | 'cancel'>;

export async function scheduleReminder(
  tx: SqlExecutor,
  boss: BookingOutbox,
  booking: { quoteId: string; pickupAt: Date },
  now: Date,
): Promise<void> {
  const remindAt = reminderTime(booking.pickupAt);
  // Inside the last 24 hours the confirmation is the reminder.
  if (remindAt <= now) return;
  await sendJob(
    tx,
    boss,
    bookingReminderJob,
    { quoteId: booking.quoteId },
    { startAfter: remindAt },
  );
}

/**
 * Cancels the reminders of a request still waiting to go out. Found by the quote id in the job's
 * data rather than by a key, so reminders queued before this rule existed are found too.
 */
export async function cancelReminders(
  tx: SqlExecutor,
  boss: BookingOutbox,
  quoteId: string,
): Promise<void> {
  const db = transactionDb(tx);
  const queue = bookingReminderJob.name;
  const waiting = await boss.findJobs(queue, { data: { quoteId }, queued: true, db });
  if (waiting.length === 0) return;
  await boss.cancel(
    queue,
    waiting.map((job) => job.id),
    { db },
  );
}
