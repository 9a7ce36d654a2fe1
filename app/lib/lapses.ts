/**
 * What lapses next: every vehicle's and driver's document date that lapses within LAPSE_WINDOW_DAYS,
 * soonest first, each with the booked jobs it would make unfit (a job still running when the
 * document lapses), and which of the 30, 14 and 7-day alerts is due for it. Pure and client-safe:
 * the composition (server/fitness-lapses.server.ts) hands in the documents and the jobs.
 */
import { DOCUMENT_LABELS, lapsesAt } from './fitness-rules.ts';
import { daysUntil } from './london-dates.ts';

/** The admin's page lists the dates lapsing this many days ahead. */
export const LAPSE_WINDOW_DAYS = 60;
/** The operator is alerted this many days before a date lapses, once each. */
export const LAPSE_ALERT_DAYS = [30, 14, 7] as const;

export type DocumentName = keyof typeof DOCUMENT_LABELS;

export interface DatedDocument {
  /** `vehicle:<id>` or `driver:<id>`: who holds it, as booked jobs name them. */
  holder: string;
  holderName: string;
  document: DocumentName;
  /** The last London day it is valid. */
  lastValidDay: string;
}

export interface BookedJob {
  quoteId: string;
  pickupAt: Date;
  endsAt: Date;
  /** Every holder the job is given to (`vehicle:3`, `driver:7`). */
  holders: readonly string[];
}

export interface Lapse extends DatedDocument {
  label: string;
  /** Whole London days from today; 0 means it lapses tonight. */
  daysLeft: number;
  /** The live jobs still running when it lapses, soonest first. */
  jobs: BookedJob[];
}

export function lapsesWithin(
  documents: readonly DatedDocument[],
  jobs: readonly BookedJob[],
  now: Date,
  windowDays: number = LAPSE_WINDOW_DAYS,
): Lapse[] {
  return documents
    .map((doc) => ({
      ...doc,
      label: DOCUMENT_LABELS[doc.document],
      daysLeft: daysUntil(doc.lastValidDay, now),
    }))
    .filter((doc) => doc.daysLeft >= 0 && doc.daysLeft <= windowDays)
    .map((doc) => {
      const lapseInstant = lapsesAt(doc.lastValidDay);
      return {
        ...doc,
        jobs: jobs
          .filter((job) => job.holders.includes(doc.holder) && job.endsAt > lapseInstant)
          .toSorted((a, b) => a.pickupAt.getTime() - b.pickupAt.getTime()),
      };
    })
    .toSorted(
      (a, b) =>
        a.lastValidDay.localeCompare(b.lastValidDay) ||
        a.holderName.localeCompare(b.holderName) ||
        a.label.localeCompare(b.label),
    );
}

/**
 * The alert due for a date this many days away: the nearest threshold reached. A date first
 * recorded 10 days out gets the 14-day alert only, never a late "30 days" one.
 */
export function alertDue(daysLeft: number): number | null {
  const reached = LAPSE_ALERT_DAYS.filter((days) => daysLeft >= 0 && daysLeft <= days);
  return reached.length ? Math.min(...reached) : null;
}

/** The alert's words: the document, the date, and the jobs it touches. */
export function lapseAlertText(lapse: Lapse, jobLine: (job: BookedJob) => string) {
  const when = lapse.daysLeft === 1 ? 'in 1 day' : `in ${lapse.daysLeft} days`;
  const title = `${lapse.holderName}: ${lapse.label} ${lapse.lastValidDay} lapses ${when}`;
  const body = lapse.jobs.length
    ? `It would make ${lapse.jobs.length === 1 ? 'this booked job' : 'these booked jobs'} unfit: ${lapse.jobs.map(jobLine).join('; ')}.`
    : 'No booked job depends on it yet.';
  return { title, body };
}
