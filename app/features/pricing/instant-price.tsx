/**
 * The instant price as the quote form shows it: asks for the journey being typed (useEstimate),
 * shows the answer (EstimatePanel) and keeps the price on show in `shownRef`, which the form sends
 * with the request, and tells the form whether that price can be booked now (its button says so).
 * Passed into the form by the composing route (quote-form-pricing.ts).
 */
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import type { ShownEstimate } from '#app/lib/journey-schema.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { EstimatePanel } from './estimate-panel.tsx';
import {
  bookableNow,
  shownEstimate,
  useEstimate,
  type EstimateJourneyInput,
} from './use-estimate.ts';

export function InstantPrice({
  journey,
  shownRef,
  onBookableChange,
}: {
  journey: EstimateJourneyInput;
  shownRef: RefObject<ShownEstimate | undefined>;
  onBookableChange?: (bookable: boolean) => void;
}) {
  const state = useEstimate(journey, useLocale());
  // A layout effect, so a submit never reads the price of the render before last.
  useLayoutEffect(() => {
    shownRef.current = shownEstimate(state);
  });
  // The submit button says "book" only while the price on show can be booked.
  const bookable = bookableNow(state);
  useEffect(() => {
    onBookableChange?.(bookable);
  }, [bookable, onBookableChange]);
  return <EstimatePanel state={state} />;
}
