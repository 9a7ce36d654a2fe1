/**
 * Which request rows a customer sent. A contract journey's booking has a request row of its own
 * (app/features/bookings/contract-journeys.server.ts), made by the operator with this form
 * version: the requests list, its CSV and its counts leave those out, as they leave out spam.
 */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { quoteRequests } from './quote-schema.server.ts';

export const CONTRACT_FORM_VERSION = 'contract';

export function customerRequests(): SQL {
  return and(
    eq(quoteRequests.isSpam, false),
    ne(quoteRequests.formVersion, CONTRACT_FORM_VERSION),
  )!;
}
