/**
 * The booking e-mails' English sentences: the vehicle named as a sentence says it ("in an 8-seat
 * minibus", never "in a 8-Seat Minibus").
 */
import { describe, expect, it } from 'vitest';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import { londonInstant } from '#app/lib/london-dates.ts';
import type { BookingRow } from '../bookings-schema.server.ts';
import { renderBookingConfirmation } from './booking-emails.server.ts';

const QUOTE = {
  id: 'Q-20260101-ABCD',
  name: 'Megan Jones',
  email: 'megan@example.com',
  phone: '+447700900123',
  pickupLocation: 'Canton, Cardiff',
  destination: 'Bristol Airport',
  pickupDate: '2026-12-29',
  pickupTime: '05:30',
  returnDate: null,
  returnTime: null,
  passengerCount: 6,
  journeyType: 'airport-transfer',
  journeyDirection: 'one-way',
  specialRequirements: null,
  formVersion: 'v1',
  currentPage: '/quote',
  trafficSource: null,
} as QuoteRequestRow; // Only the columns the e-mails read; the rest are the database's.

const bookingIn = (quotedVehicle: string) =>
  ({
    pickupAt: londonInstant('2026-12-29', '05:30'),
    farePence: 42_000,
    quotedVehicle,
  }) as BookingRow; // As above.

/** The plain-text body wraps lines; sentences compare whole. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the booking confirmation’s vehicle', () => {
  it('takes "an" before 8, and the fleet’s words in lower case', async () => {
    const eight = await renderBookingConfirmation(QUOTE, bookingIn('8-Seat Minibus'), null, {
      vatRegistered: true,
    });
    expect(flat(eight.text)).toContain('Canton, Cardiff to Bristol Airport, in an 8-seat minibus.');
    const mpv = await renderBookingConfirmation(QUOTE, bookingIn('Luxury MPV'), null, {
      vatRegistered: true,
    });
    expect(flat(mpv.text)).toContain('in a luxury MPV.');
  });
});
