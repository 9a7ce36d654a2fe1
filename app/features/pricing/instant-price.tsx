/**
 * The instant price as the quote form shows it: asks for the journey being typed (useEstimate),
 * shows the answer (EstimatePanel) and keeps the price on show in `shownRef`, which the form sends
 * with the request. Passed into the form by the composing route (quote-form-pricing.ts).
 */
import { useLayoutEffect, type RefObject } from 'react';
import type { ShownEstimate } from '#app/lib/journey-schema.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { EstimatePanel } from './estimate-panel.tsx';
import { shownEstimate, useEstimate, type EstimateJourneyInput } from './use-estimate.ts';

export function InstantPrice({
  journey,
  shownRef,
}: {
  journey: EstimateJourneyInput;
  shownRef: RefObject<ShownEstimate | undefined>;
}) {
  const state = useEstimate(journey, useLocale());
  // A layout effect, so a submit never reads the price of the render before last.
  useLayoutEffect(() => {
    shownRef.current = shownEstimate(state);
  });
  return <EstimatePanel state={state} />;
}
