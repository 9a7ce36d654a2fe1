/**
 * What lapses next, composed from the fleet (bookings) and the drivers: the admin's list of every
 * document date lapsing within 60 days with the booked jobs it touches, and the daily pass that
 * alerts the operator 30, 14 and 7 days before one lapses under a booked job, and asks DVLA for the
 * fleet's MOT and tax dates again. A composition root: it joins two features' data.
 *
 * A plain daily interval rather than a pg-boss schedule, as the admin's housekeeping does: the
 * pass is safe to repeat and to run on two instances at once (each alert is claimed under a unique
 * key in its transaction), and pg-boss's cron machinery stays off (boss.server.ts).
 */
import { dvlaClientFor } from '#app/features/bookings/dvla/dvla-client.server.ts';
import { lookUpFleetAtDvla } from '#app/features/bookings/fleet.server.ts';
import { listDrivers } from '#app/features/drivers/drivers.server.ts';
import { fleetDocumentDates, liveJobsAfter } from '#app/features/bookings/vehicle-jobs.server.ts';
import { claimLapseAlert, driverDocumentDates } from '#app/features/drivers/lapse-alerts.server.ts';
import {
  alertDue,
  lapseAlertText,
  lapsesWithin,
  type BookedJob,
  type Lapse,
} from '#app/lib/lapses.ts';
import { londonDateAndTime } from '#app/lib/london-dates.ts';
import { queueOperatorAlert } from '#app/lib/outbox/operator-alerts.server.ts';
import type { AppDb } from './platform/db/app-db.server.ts';
import type { Env } from './platform/env.server.ts';
import type { Enqueuer } from './platform/outbox/send-in-transaction.server.ts';

/** The daily pass runs at start and then this often. */
export const FITNESS_PASS_INTERVAL_MS = 24 * 60 * 60 * 1000;

export async function whatLapsesNext(db: AppDb, now: Date): Promise<Lapse[]> {
  const [vehicles, drivers, jobs] = await Promise.all([
    fleetDocumentDates(db),
    driverDocumentDates(db),
    liveJobsAfter(db, now),
  ]);
  return lapsesWithin([...vehicles, ...drivers], jobs, now);
}

/** A job as an alert names it: its London pickup and its request's id (no personal data). */
export function jobLine(job: BookedJob): string {
  const { date, time } = londonDateAndTime(job.pickupAt);
  return `${date} ${time} (${job.quoteId})`;
}

/**
 * Alerts the operator of each date whose 30, 14 or 7-day threshold has come and under which a
 * booked job runs, once per date and threshold: one alert per job, naming the document. Answers
 * how many (date, threshold) pairs this call claimed.
 */
export async function sendLapseAlerts(db: AppDb, boss: Enqueuer, now: Date): Promise<number> {
  let claimed = 0;
  for (const lapse of await whatLapsesNext(db, now)) {
    const daysBefore = alertDue(lapse.daysLeft);
    // A date under no booked job waits on the page; it alerts once a job is booked under it.
    if (daysBefore === null || lapse.jobs.length === 0) continue;
    const text = lapseAlertText(lapse, jobLine);
    // Letters, digits and dashes only: it ends up in a kept e-mail's kind and Message-ID.
    const key = `${lapse.holder.replace(':', '-')}-${lapse.document}-${lapse.lastValidDay}-${daysBefore}`;
    const sent = await db.transaction(async (tx) => {
      const mine = await claimLapseAlert(tx, {
        holder: lapse.holder,
        document: lapse.document,
        lapsesOn: lapse.lastValidDay,
        daysBefore,
      });
      if (!mine) return false;
      for (const job of lapse.jobs) {
        await queueOperatorAlert(tx, boss, {
          event: 'document-lapsing',
          quoteId: job.quoteId,
          lapse: { ...text, key },
        });
      }
      return true;
    });
    if (sent) claimed += 1;
  }
  return claimed;
}

/**
 * The daily pass: DVLA's dates first (with the key set), alerting at once any booked job a moved
 * date leaves unfit, then the lapse alerts the dates may bring due.
 */
export async function fitnessPass(
  db: AppDb,
  boss: Enqueuer,
  env: Pick<Env, 'DVLA_VES_API_KEY' | 'DVLA_VES_URL'>,
  now: Date,
): Promise<void> {
  const dvla = dvlaClientFor(env);
  if (dvla) await lookUpFleetAtDvla(db, dvla, { boss, ports: { drivers: listDrivers }, now });
  await sendLapseAlerts(db, boss, now);
}

export function startFitnessPass(
  db: AppDb,
  boss: Enqueuer,
  env: Pick<Env, 'DVLA_VES_API_KEY' | 'DVLA_VES_URL'>,
  now: () => Date = () => new Date(),
): { stop(): void } {
  const run = async () => {
    try {
      await fitnessPass(db, boss, env, now());
    } catch (error) {
      console.error('fitness pass failed:', error instanceof Error ? error.message : error);
    }
  };
  void run();
  const timer = setInterval(() => void run(), FITNESS_PASS_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
