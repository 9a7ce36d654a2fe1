/**
 * The quote pipeline as the admin shows it: new → contacted → quoted → won | lost. Client-safe;
 * the database's check constraint holds the same five (list-quotes.server.ts checks they agree).
 */
export const QUOTE_PIPELINE = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type PipelineStatus = (typeof QUOTE_PIPELINE)[number];

export const STATUS_LABELS: Record<PipelineStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

/** Badge colours: each pair passes WCAG AA contrast for its small bold text. */
export const STATUS_BADGE_CLASSES: Record<PipelineStatus, string> = {
  new: 'bg-sky-50 text-sky-800 ring-sky-200',
  contacted: 'bg-amber-50 text-amber-900 ring-amber-200',
  quoted: 'bg-violet-50 text-violet-800 ring-violet-200',
  won: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  lost: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/**
 * A won request whose booking was cancelled (by the customer, the operator or an unpaid hold): its
 * status stays `won` (the price was accepted), but the admin shows it as cancelled, never "Won".
 */
export const CANCELLED_BOOKING_LABEL = 'Booking cancelled';
export const CANCELLED_BOOKING_BADGE_CLASSES = 'bg-dragon-50 text-dragon-800 ring-dragon-100';

export function isPipelineStatus(value: unknown): value is PipelineStatus {
  return typeof value === 'string' && (QUOTE_PIPELINE as readonly string[]).includes(value);
}

/** Open requests can still be urgent; won and lost ones are settled. */
export const OPEN_STATUSES: readonly PipelineStatus[] = ['new', 'contacted', 'quoted'];
