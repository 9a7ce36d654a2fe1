import { describe, expect, it } from 'vitest';
import { alertMessage, pickupIsClose } from './alert-message.server.ts';

const quote = {
  id: 'Q-261125-ABCDEFGH',
  name: 'Megan Jones',
  pickupLocation: 'Canton, Cardiff',
  destination: 'Bristol Airport',
  pickupDate: '2026-07-14',
  pickupTime: '05:30',
  journeyType: 'airport-transfer',
  status: 'new' as const,
};
// 05:30 on 14 July 2026 in London is 04:30 UTC.
const at = (iso: string) => new Date(iso);

describe('alertMessage', () => {
  it('marks a new request urgent within 48 hours of its pickup, and not a minute before', () => {
    expect(pickupIsClose(quote, at('2026-07-12T04:30:00Z'))).toBe(true);
    expect(pickupIsClose(quote, at('2026-07-12T04:29:00Z'))).toBe(false);
    expect(pickupIsClose(quote, at('2026-07-14T04:30:00Z'))).toBe(false);
    const urgent = alertMessage(quote, { event: 'new-request' }, at('2026-07-13T12:00:00Z'));
    expect(urgent).toEqual({
      title: 'Urgent new request: pickup within 48 hours',
      body: 'Megan Jones: Canton, Cardiff to Bristol Airport, 2026-07-14 05:30',
      url: '/admin/quotes/Q-261125-ABCDEFGH',
      urgent: true,
    });
    const calm = alertMessage(quote, { event: 'new-request' }, at('2026-06-01T12:00:00Z'));
    expect(calm.title).toBe('New request: Airport Transfer');
    expect(calm.urgent).toBe(false);
  });

  it('names the answer from the request status, and the failed delivery', () => {
    const now = at('2026-06-01T12:00:00Z');
    expect(alertMessage({ ...quote, status: 'won' }, { event: 'price-answered' }, now).title).toBe(
      'Price accepted: Megan Jones',
    );
    expect(alertMessage({ ...quote, status: 'lost' }, { event: 'price-answered' }, now).title).toBe(
      'Price declined: Megan Jones',
    );
    expect(
      alertMessage(quote, { event: 'delivery-failed', failedQueue: 'quote.customer-email' }, now)
        .title,
    ).toBe('Failed for good: quote.customer-email');
    expect(
      alertMessage(quote, { event: 'new-request', reminder: true, stillNewMinutes: 45 }, now).title,
    ).toBe('still new after 45 minutes: Megan Jones');
  });

  it('says which document lapses under a booked job, and names the job', () => {
    const lapse = {
      title: 'Minibus AB12CDE: MOT due 2026-07-13 lapses in 30 days',
      body: 'It would make this booked job unfit: 2026-07-14 05:30 (Q-261125-ABCDEFGH).',
    };
    expect(
      alertMessage(quote, { event: 'document-lapsing', lapse }, at('2026-06-13T09:00:00Z')),
    ).toEqual({
      title: lapse.title,
      body: `${lapse.body} This job: Megan Jones, Canton, Cardiff to Bristol Airport, 2026-07-14 05:30.`,
      url: '/admin/quotes/Q-261125-ABCDEFGH',
      urgent: false,
    });
  });
});
