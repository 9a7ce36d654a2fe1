/**
 * The request page's flights card: the operator types a flight number the customer gave by phone
 * or e-mail, checked and stored as on the customer's page. Plain form posts, one per leg, so it
 * works with JavaScript off. The admin speaks English.
 */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { FLIGHT_PANEL_TEXT } from '../flight-panel-text.ts';
import {
  FLIGHT_INTENT,
  FlightHistory,
  type FlightPanelError,
  type FlightPanelLeg,
} from '../ui/flight-panel.tsx';

export function AdminFlightPanel({
  legs,
  error,
}: {
  legs: readonly FlightPanelLeg[];
  error?: FlightPanelError | null;
}) {
  if (legs.length === 0) return null;
  const t = FLIGHT_PANEL_TEXT.en;
  return (
    <section aria-labelledby="admin-flights-heading" className={cardVariants()}>
      <h2 id="admin-flights-heading" className="mb-2 text-sm font-bold text-navy-900">
        Flights
      </h2>
      {legs.map((leg) => {
        const id = `admin-flight-number-${leg.leg}`;
        const refused = error?.leg === leg.leg ? error : null;
        return (
          <Form key={leg.leg} method="post" className="mt-3 grid gap-2">
            <input type="hidden" name="intent" value={FLIGHT_INTENT} />
            <input type="hidden" name="leg" value={leg.leg} />
            <Field
              id={id}
              size="compact"
              label={t.legLabel(leg.leg, leg.airportName, leg.day)}
              error={refused?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  // A new saved value or refusal remounts the field: after a client-side post the
                  // page is revalidated, and an uncontrolled input would keep what was typed.
                  key={`${leg.designator ?? ''}|${refused?.typed ?? ''}`}
                  size="compact"
                  name="flightNumber"
                  defaultValue={refused ? refused.typed : (leg.designator ?? '')}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={12}
                  className="max-w-40"
                />
              )}
            </Field>
            {leg.status ? (
              <p className="text-sm text-slate-700">
                {leg.status}
                {leg.expected ? ` · ${t.expected(leg.expected)}` : ''}
              </p>
            ) : null}
            {leg.history.length > 0 ? (
              <FlightHistory history={leg.history} label={t.history} />
            ) : null}
            <div>
              <Button type="submit" variant="subtle" size="compact">
                {t.save}
              </Button>
            </div>
          </Form>
        );
      })}
    </section>
  );
}
