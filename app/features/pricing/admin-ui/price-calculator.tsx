import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { labelClass } from '#app/components/ui/label.tsx';
import type { Estimate } from '../estimate.ts';
import { money } from '../estimate.ts';
import { EstimateLines } from '../ui/estimate-lines.tsx';

export interface CalculatorJourney {
  pickupLocation: string;
  destination: string;
  pickupDate: string;
  pickupTime: string;
  journeyDirection: 'one-way' | 'return';
  returnDate: string;
  returnTime: string;
  passengerCount: string;
}

export type CalculatorResult =
  | { kind: 'estimate'; estimate: Estimate; vatIncluded: boolean }
  | { kind: 'none'; reason: string }
  | { kind: 'invalid'; fieldErrors: Record<string, string> };

const FIELDS: { name: keyof CalculatorJourney; label: string; type: string }[] = [
  { name: 'pickupLocation', label: 'Pickup', type: 'text' },
  { name: 'destination', label: 'Destination', type: 'text' },
  { name: 'pickupDate', label: 'Pickup date', type: 'date' },
  { name: 'pickupTime', label: 'Pickup time', type: 'time' },
  { name: 'returnDate', label: 'Return date (return only)', type: 'date' },
  { name: 'returnTime', label: 'Return time (return only)', type: 'time' },
  { name: 'passengerCount', label: 'Passengers', type: 'number' },
];

/**
 * Previews what a visitor would be shown for a journey, with the tariff in force. A GET form, so
 * a preview has an address the operator can keep or share.
 */
export function PriceCalculator({
  journey,
  result,
}: {
  journey: CalculatorJourney;
  result: CalculatorResult | null;
}) {
  return (
    <section aria-labelledby="calculator-title" className={cardVariants()}>
      <h2 id="calculator-title" className="mb-1 text-base font-semibold text-slate-900">
        Price calculator
      </h2>
      <p className="mb-3 text-xs text-slate-600">
        What the quote form would show a visitor for this journey, with the tariff in force.
      </p>
      <Form method="get" className="grid grid-cols-2 items-end gap-3 sm:grid-cols-4">
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            id={`calc-${field.name}`}
            label={field.label}
            error={result?.kind === 'invalid' ? result.fieldErrors[field.name] : undefined}
            size="compact"
            className={field.type === 'text' ? 'col-span-2' : undefined}
          >
            {(control) => (
              <Input
                {...control}
                name={field.name}
                type={field.type}
                min={field.type === 'number' ? 1 : undefined}
                defaultValue={journey[field.name]}
                size="compact"
              />
            )}
          </Field>
        ))}
        <fieldset className="col-span-2 flex items-end gap-4 text-sm">
          <legend className={labelClass('compact', 'mb-1')}>Journey</legend>
          {(['one-way', 'return'] as const).map((direction) => (
            <label key={direction} className="flex items-center gap-1.5">
              <input
                type="radio"
                name="journeyDirection"
                value={direction}
                defaultChecked={journey.journeyDirection === direction}
                className="accent-navy-700"
              />
              {direction === 'one-way' ? 'One way' : 'Return'}
            </label>
          ))}
        </fieldset>
        <div className="col-span-2 flex items-end sm:col-span-4">
          <Button type="submit" variant="subtle" size="compact">
            Work out the price
          </Button>
        </div>
      </Form>
      <div role="status" className="mt-4">
        {result?.kind === 'estimate' ? (
          <div>
            <p className="mb-2 text-lg font-semibold text-slate-900">
              <span data-testid="calculator-total">{money(result.estimate.total)}</span>{' '}
              <span className="text-sm font-normal text-slate-700">
                {result.estimate.vehicle}, {result.estimate.distanceMiles} miles outbound, tariff{' '}
                {result.estimate.tariffVersion}
              </span>
            </p>
            <EstimateLines estimate={result.estimate} vatIncluded={result.vatIncluded} />
          </div>
        ) : result?.kind === 'none' ? (
          <p className="text-sm text-slate-800">{result.reason}</p>
        ) : null}
      </div>
    </section>
  );
}
