/**
 * Every Welsh e-mail that names the journey's date, rendered with real dates across the months,
 * the weekdays and both clock changes: the date is worded in the sentence ("ddydd Sadwrn
 * 5 Rhagfyr 2026 am 09:30", "yfory am 09:30"), never "ar Dydd …" nor a date after "am".
 */
import { describe, expect, it } from 'vitest';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import { londonInstant } from '#app/lib/london-dates.ts';
import { renderBalanceEmail } from '#app/features/payments/emails/balance-emails.server.ts';
import { renderReviewEmail } from '#app/features/review-request/emails/review-email.server.tsx';
import type { BookingRow } from '#app/features/bookings/bookings-schema.server.ts';
import {
  renderBookingCancellation,
  renderBookingConfirmation,
  renderBookingReminder,
} from '#app/features/bookings/emails/booking-emails.server.ts';

function welshQuote(pickupDate: string, pickupTime: string): QuoteRequestRow {
  return {
    id: 'Q-20260101-ABCD',
    name: 'Elin Morgan',
    email: 'elin@example.com',
    phone: '+447700900123',
    pickupLocation: 'Pontcanna',
    destination: 'Castell Coch',
    pickupDate,
    pickupTime,
    returnDate: null,
    returnTime: null,
    passengerCount: 10,
    journeyType: 'wedding',
    journeyDirection: 'one-way',
    specialRequirements: null,
    formVersion: 'v1',
    currentPage: '/cy/quote',
    trafficSource: null,
    estimateTotal: null,
    estimateTariffVersion: null,
    estimateLines: null,
  } as QuoteRequestRow; // Only the columns the e-mails read; the rest are the database's.
}

function bookingAt(pickupDate: string, pickupTime: string): BookingRow {
  return {
    pickupAt: londonInstant(pickupDate, pickupTime),
    farePence: 48_550,
    quotedVehicle: 'Bws mini 16 sedd',
  } as BookingRow; // As above: the fields the booking e-mails read.
}

// [date, time, the in-sentence form the e-mails must carry]
const CASES: [string, string, string][] = [
  ['2026-07-14', '09:30', 'ddydd Mawrth 14 Gorffennaf 2026 am 09:30'],
  ['2026-12-05', '09:30', 'ddydd Sadwrn 5 Rhagfyr 2026 am 09:30'],
  // The Sunday the clocks go forward, and the one they go back.
  ['2027-03-28', '07:15', 'ddydd Sul 28 Mawrth 2027 am 07:15'],
  ['2026-10-25', '23:45', 'ddydd Sul 25 Hydref 2026 am 23:45'],
  ['2027-01-04', '00:05', 'ddydd Llun 4 Ionawr 2027 am 00:05'],
  ['2027-05-07', '14:00', 'ddydd Gwener 7 Mai 2027 am 14:00'],
];

function expectNoDateAfterPreposition(text: string) {
  expect(text).not.toMatch(/\bar (gyfer )?[Dd]ydd\b/);
  expect(text).not.toMatch(/\bam \d{1,2} \p{L}/u);
  expect(text).not.toMatch(/\b(Gorff|Tach|Rhag|Ion|Chwef|Hyd) \d{4}, \d{2}:\d{2}/);
}

describe('dates in the Welsh e-mails', () => {
  for (const [date, time, inSentence] of CASES) {
    it(`words ${date} ${time} inside the sentences`, async () => {
      const quote = welshQuote(date, time);
      const booking = bookingAt(date, time);
      const confirmation = await renderBookingConfirmation(quote, booking, null, {
        vatRegistered: true,
      });
      expect(confirmation.text).toContain(
        `Mae gennym eich archeb ar gyfer taith ${inSentence}. Man casglu: Pontcanna.`,
      );
      const reminder = await renderBookingReminder(quote, booking);
      expect(reminder.text).toContain(
        `Byddwn yn eich casglu yfory am ${time}. Man casglu: Pontcanna.`,
      );
      const cancellation = await renderBookingCancellation(quote, booking);
      expect(cancellation.text).toContain(
        `Rydym wedi canslo eich archeb ar gyfer taith ${inSentence}.`,
      );
      const notPaid = await renderBookingCancellation(quote, {
        ...booking,
        cancelReason: 'hold-expired',
      });
      expect(notPaid.text).toContain(`Roeddem yn cadw eich archeb ar gyfer taith ${inSentence},`);
      const balance = await renderBalanceEmail(
        quote,
        { farePence: 48_550, paidPence: 10_000, leftPence: 38_550, dueDate: date },
        'https://www.bus4u.test/cy/your-quote/x',
        'request',
      );
      expect(balance.text).toContain(`Mae eich taith ${inSentence} wedi'i harchebu.`);
      const review = await renderReviewEmail(quote, {
        review: 'https://g.page/r/x',
        optOut: 'https://www.bus4u.test/cy/x',
      });
      expect(review.text).toContain(`ar gyfer eich taith ${inSentence}.`);
      for (const mail of [confirmation, reminder, cancellation, notPaid, balance, review]) {
        expectNoDateAfterPreposition(mail.text);
        expectNoDateAfterPreposition(mail.subject);
      }
    });
  }
});
