/**
 * The customer's e-mails about their flight, in both languages (Welsh follows
 * app/content/cy/glossary.md: "hediad", "casglu", "archeb"): the pickup moved to meet a flight
 * that is now due at another time, and a flight the airline has cancelled or diverted. Times are
 * worded by welsh-in-sentence.ts, so a Welsh date after "am" or as an adverbial is mutated.
 * Client-safe.
 */
import type { Translations } from '#app/lib/locale.ts';
import { timeOnDate, type LondonMoment } from '#app/lib/welsh-in-sentence.ts';

/** What the airline did that moves nothing but needs the customer to talk to us. */
export type FlightTrouble = 'cancelled' | 'diverted';

export interface FlightEmailText {
  moved: {
    subject: (flight: string, reference: string) => string;
    preview: (pickup: LondonMoment) => string;
    heading: (firstName: string) => string;
    /** The flight is now due at `arrival`, so the driver meets them at `pickup`. */
    body: (flight: string, arrival: LondonMoment, pickup: LondonMoment, meet: number) => string;
    nothingToDo: string;
  };
  trouble: {
    subject: (flight: string, what: FlightTrouble, reference: string) => string;
    heading: (firstName: string) => string;
    body: (flight: string, what: FlightTrouble) => string;
    callUs: string;
  };
}

export const FLIGHT_EMAIL_TEXT: Translations<FlightEmailText> = {
  en: {
    moved: {
      subject: (flight, reference) =>
        `Your pickup has moved to meet flight ${flight} (${reference})`,
      preview: (pickup) => `Your driver will now meet you at ${timeOnDate(pickup, 'en')}.`,
      heading: (firstName) => `Hello ${firstName},`,
      body: (flight, arrival, pickup, meet) =>
        `Flight ${flight} is now expected at ${timeOnDate(arrival, 'en')}, so we have moved your pickup to ${timeOnDate(pickup, 'en')}: ${meet} minutes after it lands, to give you time to collect your bags. Your driver knows.`,
      nothingToDo:
        'You don’t need to do anything. If the flight changes again we will tell you, and if anything doesn’t look right, reply to this e-mail or call us.',
    },
    trouble: {
      subject: (flight, what, reference) =>
        `Flight ${flight} has been ${what === 'cancelled' ? 'cancelled' : 'diverted'} (${reference})`,
      heading: (firstName) => `Hello ${firstName},`,
      body: (flight, what) =>
        what === 'cancelled'
          ? `The airline shows flight ${flight} as cancelled. We haven’t changed your booking.`
          : `The airline shows flight ${flight} as diverted to another airport. We haven’t changed your booking.`,
      callUs:
        'Please call us or reply to this e-mail with your new flight or plans, and we will sort out your pickup.',
    },
  },
  cy: {
    moved: {
      subject: (flight, reference) =>
        `Mae’ch amser casglu wedi newid i gwrdd â hediad ${flight} (${reference})`,
      preview: (pickup) => `Bydd eich gyrrwr nawr yn cwrdd â chi am ${timeOnDate(pickup, 'cy')}.`,
      heading: (firstName) => `Helo ${firstName},`,
      body: (flight, arrival, pickup, meet) =>
        `Mae disgwyl i hediad ${flight} gyrraedd am ${timeOnDate(arrival, 'cy')} bellach, felly rydym wedi symud eich amser casglu i ${timeOnDate(pickup, 'cy')}: ${meet} munud ar ôl iddo lanio, i roi amser i chi gasglu’ch bagiau. Mae’ch gyrrwr yn gwybod.`,
      nothingToDo:
        'Nid oes angen i chi wneud dim. Os bydd yr hediad yn newid eto, byddwn ni’n rhoi gwybod i chi, ac os nad yw rhywbeth yn edrych yn iawn, atebwch yr e-bost hwn neu ffoniwch ni.',
    },
    trouble: {
      subject: (flight, what, reference) =>
        `Mae hediad ${flight} wedi ${what === 'cancelled' ? 'cael ei ganslo' : 'cael ei ddargyfeirio'} (${reference})`,
      heading: (firstName) => `Helo ${firstName},`,
      body: (flight, what) =>
        what === 'cancelled'
          ? `Mae’r cwmni hedfan yn dangos bod hediad ${flight} wedi’i ganslo. Nid ydym wedi newid eich archeb.`
          : `Mae’r cwmni hedfan yn dangos bod hediad ${flight} wedi’i ddargyfeirio i faes awyr arall. Nid ydym wedi newid eich archeb.`,
      callUs:
        'Ffoniwch ni neu atebwch yr e-bost hwn gyda’ch hediad neu’ch cynlluniau newydd, a byddwn ni’n trefnu eich casglu.',
    },
  },
};
