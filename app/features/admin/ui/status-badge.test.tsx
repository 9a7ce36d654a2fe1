import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CANCELLED_BOOKING_LABEL, STATUS_LABELS } from '../quotes/quote-status.ts';
import { StatusBadge } from './status-badge.tsx';

describe('the status badge', () => {
  it('says a won request whose booking was cancelled is cancelled, never "Won"', () => {
    const html = renderToStaticMarkup(<StatusBadge status="won" bookingCancelled />);
    expect(html).toContain(CANCELLED_BOOKING_LABEL);
    expect(html).not.toContain(`>${STATUS_LABELS.won}<`);
  });

  it('says "Won" for a live booking', () => {
    expect(renderToStaticMarkup(<StatusBadge status="won" />)).toContain(`>${STATUS_LABELS.won}<`);
  });
});
