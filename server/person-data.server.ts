/**
 * Every part of the app that holds something of a person, for erasure, retention and the access
 * export (app/lib/person-data.server.ts). A composition root: it names each feature's part, so a
 * new table that holds a person is added here and nowhere else.
 */
import { answersPersonData } from '#app/features/customer-quote/answers-person-data.server.ts';
import { bookingsPersonData } from '#app/features/bookings/bookings-person-data.server.ts';
import { driversPersonData } from '#app/features/drivers/drivers-person-data.server.ts';
import { paymentsPersonData } from '#app/features/payments/payments-person-data.server.ts';
import { reviewRequestsPersonData } from '#app/features/review-request/review-person-data.server.ts';
import type { PersonDataPart } from '#app/lib/person-data.server.ts';
import { dropJobsAbout } from './platform/outbox/drop-jobs.server.ts';

const queuedMessages: PersonDataPart = {
  name: 'queuedMessages',
  kept: 'Messages not yet sent (a reminder, a price e-mail) are cancelled.',
  // A job holds only the request's id (and, for an e-mail with a link, the link): nothing to export.
  export: () => Promise.resolve([]),
  // Every queue's job names its request in `quoteId` (app/lib/jobs/payload-parts.server.ts).
  erase: (tx, quoteIds) => dropJobsAbout(tx, 'quoteId', quoteIds),
};

export const PERSON_DATA_PARTS: readonly PersonDataPart[] = [
  answersPersonData,
  bookingsPersonData,
  paymentsPersonData,
  reviewRequestsPersonData,
  driversPersonData,
  queuedMessages,
];
