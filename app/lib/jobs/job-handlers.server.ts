/**
 * A job's handler, as a feature's mount entry offers it (`jobs: [handle(job, deliver)]`), and the
 * registry that turns every feature's handlers into the outbox workers' (jobHandlers).
 *
 * No job carries the customer's /your-quote link. Only a link's hash is stored with the quote, and
 * a job row (pgboss.job, kept for days after completion, and balance requests queued weeks ahead)
 * is at rest in the database like any other row: a plain link there would open the customer's
 * page, where a price is answered, a paid booking cancelled and invoices read. So a job that
 * prints the link says only `customerLink: true` in its payload, and the worker issues a fresh
 * link for the request as it runs the job (`customerToken`); the plain token lives only in memory
 * and in the e-mail sent. Each e-mail (and each retry) so carries its own link to the same page.
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { SendResult } from '#server/platform/email/transport.server.ts';
import type { JobHandlers } from '#server/platform/outbox/workers.server.ts';
import { quoteRequests, type QuoteRequestRow } from '../db/quote-schema.server.ts';
import type { JobDefinition, PayloadOf, QuoteJobPayload } from './define-job.server.ts';

/** A payload as its handler gets it: with the fresh link's plain token when it prints one. */
export type Delivered<Payload> = Payload & { customerToken?: string };

/** Runs one job: the stored request it names, and its parsed payload. */
export type Deliver<Payload = QuoteJobPayload> = (
  quote: QuoteRequestRow,
  payload: Delivered<Payload>,
) => Promise<SendResult>;

/** One job and its handler, as a feature's mount entry lists it. */
export interface JobEntry {
  job: JobDefinition;
  deliver: Deliver;
}

/** Pairs a job with its handler, the handler typed by the job's schema. */
export function handle<Job extends JobDefinition>(
  job: Job,
  deliver: Deliver<PayloadOf<Job>>,
): JobEntry {
  // The registry parses every payload with this job's schema before calling `deliver`, so the
  // handler only ever sees its own job's payload.
  return { job, deliver: deliver as Deliver };
}

/** Makes a new customer link for a request (its hash stored) and returns the plain token. */
export type IssueCustomerLink = (quoteId: string) => Promise<string>;

/** Every feature's jobs as one list; two features claiming one queue is a wiring mistake. */
export function jobRegistry(entries: readonly JobEntry[]): readonly JobEntry[] {
  const seen = new Set<string>();
  for (const { job } of entries) {
    if (seen.has(job.name)) throw new Error(`Two features deliver the outbox queue ${job.name}`);
    seen.add(job.name);
  }
  return entries;
}

/**
 * The workers' handler per queue. Each job's data is parsed with its job's schema first: data
 * the schema refuses fails for good at once (retrying cannot mend it) and is never handed to the
 * handler. Then the handler is given the stored request, and a fresh customer link when the
 * payload asks for one (never read from the job's row).
 */
export function jobHandlers(
  db: AppDb,
  entries: readonly JobEntry[],
  issueCustomerLink: IssueCustomerLink,
): JobHandlers {
  const handlers: JobHandlers = {};
  for (const { job, deliver } of jobRegistry(entries)) {
    handlers[job.name] = async (data) => {
      const parsed = job.schema.safeParse(data);
      if (!parsed.success) {
        return {
          ok: false,
          error: `the job's data does not fit ${job.name} (version ${job.version}): ${parsed.error.issues
            .map((issue) => `${issue.path.join('.') || 'data'} ${issue.message}`)
            .join('; ')}`,
          retryable: false,
        };
      }
      const payload: Delivered<PayloadOf<JobDefinition>> & { customerLink?: unknown } = parsed.data;
      const [quote] = await db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.id, payload.quoteId))
        .limit(1);
      // Deleted by an admin before delivery: nothing left to send, and retrying will not help.
      if (!quote) return { ok: false, error: 'quote no longer exists', retryable: false };
      if (payload.customerLink !== true) return deliver(quote, payload);
      return deliver(quote, { ...payload, customerToken: await issueCustomerLink(quote.id) });
    };
  }
  return handlers;
}
