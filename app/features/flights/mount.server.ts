/** The flights feature on the server: its outbox e-mails (its pages are the routes' panels). */
import type { FeatureMount } from '#app/lib/feature-mount.server.ts';
import { flightSenders, type FlightSenderDeps } from './flight-senders.server.ts';

export function mountFlights(deps: FlightSenderDeps): FeatureMount {
  return { jobs: flightSenders(deps) };
}
