/**
 * The estimate stored with a quote: worked out again on the server from the request's journey and
 * the tariff in force, never taken from the browser. When it differs from what the form showed
 * (the tariff changed in between, or the body was altered), the server's figure is kept and the
 * difference logged.
 */
import type { QuoteJourney, ShownEstimate } from '#app/lib/journey-schema.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { DistanceProvider } from './distance/distance-provider.server.ts';
import { estimateJourney } from './estimate-service.server.ts';

export function quoteEstimator(db: AppDb, distance: DistanceProvider) {
  return async (request: QuoteJourney & { estimate: ShownEstimate | null }) => {
    const result = await estimateJourney(db, distance, request);
    if (!result.estimate) return null;
    const { total, tariffVersion, lines } = result.estimate;
    if (request.estimate && request.estimate.total !== total) {
      console.warn(
        `quote estimate: the form showed ${request.estimate.total} (${request.estimate.tariffVersion}), the server makes it ${total} (${tariffVersion})`,
      );
    }
    return { total, tariffVersion, lines };
  };
}
