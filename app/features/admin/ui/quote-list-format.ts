/** How the requests list names a service, a request's page and when it came in. */
import type { ServiceType } from '#app/content/types.ts';
import { SERVICE_TYPE_LABELS } from '#app/lib/service-types.ts';

export const receivedFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

export function serviceName(service: string | null): string {
  return service && service in SERVICE_TYPE_LABELS
    ? SERVICE_TYPE_LABELS[service as ServiceType]
    : 'Not chosen';
}

export function quotePath(id: string): string {
  // Lower case: the server's canonical-path redirect lower-cases admin paths anyway.
  return `/admin/quotes/${id.toLowerCase()}`;
}
