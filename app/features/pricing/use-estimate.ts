/**
 * Asks POST /api/estimate for the journey being typed, once typing pauses: never on every key,
 * never blocking the form, and only the newest answer counts. Client-safe.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '#app/lib/locale.ts';
import type { Estimate } from './estimate.ts';

export const ESTIMATE_DEBOUNCE_MS = 600;
export const ESTIMATE_ENDPOINT = '/api/estimate';

export interface EstimateJourneyInput {
  pickupLocation: string;
  destination: string;
  pickupDate: string;
  pickupTime: string;
  journeyDirection: 'one-way' | 'return';
  returnDate: string;
  returnTime: string;
  passengers: number;
}

/**
 * Whether sending the request now would book it now (the API's `booking` key): absent when the
 * server does not say (instant booking not wired), `reason` a refusal code when it would not.
 */
export type BookingAnswer = { now: true } | { now: false; reason: string };

export type EstimateState =
  | { status: 'waiting' }
  | { status: 'loading' }
  | {
      status: 'priced';
      estimate: Estimate;
      /** The business charges VAT (`VAT_NUMBER`): only then does the price say VAT is in it. */
      vatIncluded: boolean;
      booking?: BookingAnswer;
    }
  | { status: 'by-hand'; reason: string }
  | { status: 'unavailable' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const PLACE_MIN_LENGTH = 3;

/** The request body once every journey field is there; null until then. */
export function estimateRequestFor(journey: EstimateJourneyInput): Record<string, unknown> | null {
  const isReturn = journey.journeyDirection === 'return';
  const ready =
    journey.pickupLocation.trim().length >= PLACE_MIN_LENGTH &&
    journey.destination.trim().length >= PLACE_MIN_LENGTH &&
    DATE.test(journey.pickupDate) &&
    TIME.test(journey.pickupTime) &&
    Number.isInteger(journey.passengers) &&
    journey.passengers > 0 &&
    (!isReturn || (DATE.test(journey.returnDate) && TIME.test(journey.returnTime)));
  if (!ready) return null;
  return {
    pickupLocation: journey.pickupLocation.trim(),
    destination: journey.destination.trim(),
    pickupDate: journey.pickupDate,
    pickupTime: journey.pickupTime,
    journeyDirection: journey.journeyDirection,
    ...(isReturn ? { returnDate: journey.returnDate, returnTime: journey.returnTime } : {}),
    passengerCount: journey.passengers,
  };
}

export function useEstimate(journey: EstimateJourneyInput, locale: Locale = 'en'): EstimateState {
  const body = estimateRequestFor(journey);
  // A Welsh page asks for its priced-by-hand reason in Welsh.
  const key = body ? JSON.stringify(locale === 'en' ? body : { ...body, locale }) : null;
  // Only answers are state; "waiting" and "loading" follow from the journey during render.
  const [answer, setAnswer] = useState<{ key: string; state: EstimateState } | null>(null);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const settle = (state: EstimateState) => setAnswer({ key, state });
    const timer = setTimeout(() => {
      void fetch(ESTIMATE_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: key,
        signal: controller.signal,
      })
        .then(async (response) => {
          if (response.status === 400) return settle({ status: 'waiting' });
          if (!response.ok) return settle({ status: 'unavailable' });
          const result = (await response.json()) as
            | { estimate: Estimate; vatIncluded?: boolean; booking?: BookingAnswer }
            | { estimate: null; reason: string };
          settle(
            result.estimate
              ? {
                  status: 'priced',
                  estimate: result.estimate,
                  vatIncluded: result.vatIncluded === true,
                  booking: result.booking,
                }
              : { status: 'by-hand', reason: result.reason },
          );
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('estimate failed:', error);
          settle({ status: 'unavailable' });
        });
    }, ESTIMATE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  if (!key) return { status: 'waiting' };
  if (answer?.key === key) return answer.state;
  // Never the last journey's price for this one: the panel says it is working (its height is
  // reserved, so nothing jumps).
  return { status: 'loading' };
}

/** What goes with the quote request: only a price the visitor actually sees. */
export function shownEstimate(state: EstimateState) {
  return state.status === 'priced'
    ? { total: state.estimate.total, tariffVersion: state.estimate.tariffVersion }
    : undefined;
}

/** True only when the price on show can be booked this minute. */
export function bookableNow(state: EstimateState): boolean {
  return state.status === 'priced' && state.booking?.now === true;
}
