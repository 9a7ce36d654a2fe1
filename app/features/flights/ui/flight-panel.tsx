/**
 * The flight number of each flight leg of an airport transfer, on the customer's page: one plain
 * server form per leg, so it works before hydration and with JavaScript off. A refused number
 * comes back with its message under the field and the typed value kept.
 */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import type { Locale } from '#app/lib/locale.ts';
import type { FlightLeg } from '../flight-check.ts';
import { FLIGHT_PANEL_TEXT } from '../flight-panel-text.ts';

export const FLIGHT_INTENT = 'flight';

export interface FlightPanelLeg {
  leg: FlightLeg;
  airportName: string;
  /** The flight's date as the page words it ("12 Jan 2027"). */
  day: string;
  /** As saved and spaced ("BA 1234"), or null. */
  designator: string | null;
  status: string | null;
  /** The expected arrival as the page words it, for an arrival. */
  expected: string | null;
  /** A departure's suggested pickup, already worded in the page's language; null without one. */
  suggestion: string | null;
  /** Every status the airline gave, oldest first, with when it was seen (as the page words it). */
  history: readonly { at: string; status: string }[];
}

export interface FlightPanelError {
  leg: FlightLeg;
  message: string;
  typed: string;
}

export function FlightPanel({
  legs,
  error,
  locale,
}: {
  legs: readonly FlightPanelLeg[];
  error?: FlightPanelError | null;
  locale: Locale;
}) {
  if (legs.length === 0) return null;
  const t = FLIGHT_PANEL_TEXT[locale];
  return (
    <section
      aria-labelledby="flights-heading"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
    >
      <h2 id="flights-heading" className="text-xl font-bold text-navy-900">
        {t.heading}
      </h2>
      <p className="mt-2 text-slate-700">{t.intro}</p>
      {legs.map((leg) => {
        const id = `flight-number-${leg.leg}`;
        const refused = error?.leg === leg.leg ? error : null;
        return (
          <Form key={leg.leg} method="post" className="mt-5 grid gap-3">
            <input type="hidden" name="intent" value={FLIGHT_INTENT} />
            <input type="hidden" name="leg" value={leg.leg} />
            <Field
              id={id}
              label={t.legLabel(leg.leg, leg.airportName, leg.day)}
              hint={t.hint}
              error={refused?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  // A new saved value or refusal remounts the field: after a client-side post the
                  // page is revalidated, and an uncontrolled input would keep what was typed.
                  key={`${leg.designator ?? ''}|${refused?.typed ?? ''}`}
                  name="flightNumber"
                  defaultValue={refused ? refused.typed : (leg.designator ?? '')}
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={12}
                  className="max-w-48"
                />
              )}
            </Field>
            {leg.designator && !refused ? (
              <p className="text-sm text-slate-700">
                {t.saved(leg.designator)}
                {leg.status ? ` · ${t.status}: ${leg.status}` : ''}
                {leg.expected ? ` · ${t.expected(leg.expected)}` : ''}
              </p>
            ) : null}
            {leg.suggestion && !refused ? (
              <div className="text-sm text-slate-700" data-suggestion="">
                <p>{leg.suggestion}</p>
                <p className="mt-1">{t.delayNote}</p>
              </div>
            ) : null}
            {leg.history.length > 0 ? (
              <FlightHistory history={leg.history} label={t.history} />
            ) : null}
            <div>
              <Button type="submit">{t.save}</Button>
            </div>
          </Form>
        );
      })}
    </section>
  );
}

/** The statuses seen, oldest first: how the flight's day went. */
export function FlightHistory({
  history,
  label,
}: {
  history: FlightPanelLeg['history'];
  label: string;
}) {
  return (
    <details className="text-sm text-slate-700">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">{label}</summary>
      <ol className="grid gap-1">
        {history.map((event, index) => (
          <li key={index}>
            {event.at}: {event.status}
          </li>
        ))}
      </ol>
    </details>
  );
}
