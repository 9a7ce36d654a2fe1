/**
 * Every part of the app that holds something of a person, for erasure, retention and the access
 * export (app/lib/person-data.server.ts). A feature offers its part by convention, in a file of its
 * own: `app/features/<feature>/person-data.server.ts` exporting `personData`. The build finds them
 * (as drizzle.config.ts finds each feature's schema), so a new feature that holds a person adds that
 * one file and edits no shared list.
 */
import type { PersonDataPart } from '#app/lib/person-data.server.ts';
import { dropJobsAbout } from './platform/outbox/drop-jobs.server.ts';

/** The features' parts, in the order of their folders' names (an order-free set in practice). */
const featureParts = Object.entries(
  import.meta.glob<PersonDataPart>('../app/features/*/person-data.server.ts', {
    eager: true,
    import: 'personData',
  }),
)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([, part]) => part);

const queuedMessages: PersonDataPart = {
  name: 'queuedMessages',
  kept: 'Messages not yet sent (a reminder, a price e-mail) are cancelled.',
  // A job holds only the request's id (and, for an e-mail with a link, the link): nothing to export.
  export: () => Promise.resolve([]),
  // Every queue's job names its request in `quoteId` (app/lib/jobs/payload-parts.server.ts).
  erase: (tx, quoteIds) => dropJobsAbout(tx, 'quoteId', quoteIds),
};

export const PERSON_DATA_PARTS: readonly PersonDataPart[] = [...featureParts, queuedMessages];
