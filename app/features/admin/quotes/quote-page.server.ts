/** The quote page's loader and action work, so the route module stays a thin page. */
import { data } from 'react-router';
import { stripControlCharacters } from '#app/lib/free-text.ts';
import type { AdminRequest } from '../auth/require-admin.server.ts';
import { changeQuoteStatus } from './change-status.server.ts';
import { loadDeliveries, retryDelivery } from './deliveries.server.ts';
import { loadQuote, normaliseQuoteId } from './quote-detail.server.ts';
import { isPipelineStatus } from './quote-status.ts';

/**
 * `bookingCancelled` is the booking register's answer (handed in by the route, as this feature
 * knows no bookings): a cancelled booking shows as such, and its queued e-mails as not to be sent.
 */
export async function quotePageData(
  admin: AdminRequest,
  rawId: string | undefined,
  bookingCancelled: (quoteId: string) => Promise<boolean> = async () => false,
) {
  const id = normaliseQuoteId(rawId);
  const detail = await loadQuote(admin.db, id);
  if (!detail) throw data('Not found', { status: 404 });
  const cancelled = await bookingCancelled(id);
  const deliveries = admin.outbox
    ? await loadDeliveries(admin.outbox, admin.jobs, id, { cancelled })
    : null;
  return { ...detail, deliveries, bookingCancelled: cancelled };
}

export type QuoteActionResult = { intent: 'status' | 'retry'; ok: boolean; message: string };

export async function quotePageAction(
  admin: AdminRequest,
  rawId: string | undefined,
  form: FormData,
): Promise<QuoteActionResult> {
  const id = normaliseQuoteId(rawId);
  const intent = form.get('intent');
  if (intent === 'retry') {
    const ok = admin.outbox
      ? await retryDelivery(
          admin.outbox,
          admin.jobs,
          id,
          String(form.get('queue')),
          String(form.get('jobId')),
        )
      : false;
    return {
      intent,
      ok,
      message: ok ? 'Queued for another attempt.' : 'That delivery is not failed any more.',
    };
  }
  const status = form.get('status');
  if (!isPipelineStatus(status))
    return { intent: 'status', ok: false, message: 'Choose a status.' };
  const result = await changeQuoteStatus(admin.db, {
    quoteId: id,
    to: status,
    note: stripControlCharacters(String(form.get('note') ?? '')),
    accountEmail: admin.session.email,
  });
  return result.ok
    ? { intent: 'status', ok: true, message: 'Saved.' }
    : { intent: 'status', ok: false, message: result.error };
}
