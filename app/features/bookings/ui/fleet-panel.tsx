/** The operator's fleet list: add a vehicle, retire one or bring it back. */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { VEHICLE_SEATS_MAX } from '../fleet-limits.ts';
import type { FleetOption } from './booking-format.ts';

export function FleetPanel({ fleet }: { fleet: FleetOption[] }) {
  return (
    <section aria-labelledby="fleet-heading" className={cardVariants({ className: 'self-start' })}>
      <h2 id="fleet-heading" className="mb-2 text-sm font-bold text-navy-900">
        Fleet
      </h2>
      <ul className="divide-y divide-slate-100 text-sm">
        {fleet.map((vehicle) => (
          <li key={vehicle.id} className="flex items-center justify-between gap-2 py-1.5">
            <span className={vehicle.active ? '' : 'text-slate-500 line-through'}>
              {vehicle.name} · {vehicle.seats} seats
            </span>
            <Form method="post">
              <input
                type="hidden"
                name="intent"
                value={vehicle.active ? 'retire-vehicle' : 'restore-vehicle'}
              />
              <input type="hidden" name="vehicleId" value={vehicle.id} />
              <button
                type="submit"
                className={textLinkVariants({ underline: 'always', className: 'text-xs' })}
              >
                {vehicle.active ? 'Retire' : 'Back in service'}
                <span className="sr-only"> {vehicle.name}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-3 grid grid-cols-[1fr_5rem_auto] items-end gap-2">
        <input type="hidden" name="intent" value="add-vehicle" />
        <Field id="fleet-name" label="Vehicle name" size="compact">
          {(control) => <Input {...control} name="name" required size="compact" />}
        </Field>
        <Field id="fleet-seats" label="Seats" size="compact">
          {(control) => (
            <Input
              {...control}
              name="seats"
              type="number"
              min={1}
              max={VEHICLE_SEATS_MAX}
              required
              size="compact"
            />
          )}
        </Field>
        <Button type="submit" variant="subtle" size="compact">
          Add
        </Button>
      </Form>
    </section>
  );
}
