/**
 * GET /your-quote/<token>/calendar.ics: the confirmed booking's calendar file, the same one the
 * confirmation e-mail attaches, for a customer who did not keep the e-mail or books on a phone.
 * A request with no confirmed booking, or an unknown token, is the page's bare 404.
 */
import { customerQuoteDeps } from '#app/features/customer-quote/customer-quote-context.server.ts';
import { PRIVATE_PAGE_HEADERS } from '#app/features/customer-quote/customer-quote-guard.server.ts';
import { findQuoteIdByToken } from '#app/features/customer-quote/quote-token.server.ts';
import { confirmedBookingCalendar } from '#app/features/bookings/booking-calendar.server.ts';
import type { Route } from './+types/your-quote-calendar';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = customerQuoteDeps(context);
  const quoteId = await findQuoteIdByToken(db, params.token);
  const file = quoteId ? await confirmedBookingCalendar(db, quoteId) : null;
  if (!file) {
    return new Response('Not found', {
      status: 404,
      headers: { ...PRIVATE_PAGE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(file.content, {
    headers: {
      ...PRIVATE_PAGE_HEADERS,
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
    },
  });
}
