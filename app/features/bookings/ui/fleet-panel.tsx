/** The operator's fleet list: add a vehicle, retire one or bring it back. */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { formatLongDate } from '#app/lib/dates.ts';
import {
  licenceFor,
  VEHICLE_LICENCE_LABELS,
  vehicleDocumentsToConfirm,
} from '#app/lib/fitness-rules.ts';
import { FLEET_MESSAGES, VEHICLE_LABELS, VEHICLE_SEATS_MAX } from '../fleet-limits.ts';
import type { FleetVehicle } from './booking-format.ts';
import { VehicleDocumentsFields } from './vehicle-documents-fields.tsx';

const SHOWN = ['motDue', 'insuranceUntil', 'nextInspection', 'roadTaxDue', 'plateUntil'] as const;

export function FleetPanel({ fleet }: { fleet: FleetVehicle[] }) {
  return (
    <section aria-labelledby="fleet-heading" className={cardVariants({ className: 'self-start' })}>
      <h2 id="fleet-heading" className="mb-2 text-sm font-bold text-navy-900">
        Fleet
      </h2>
      <ul className="divide-y divide-slate-100 text-sm">
        {fleet.map((vehicle) => (
          <li key={vehicle.id} className="py-1.5">
            <div className="flex items-center justify-between gap-2">
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
            </div>
            <ToConfirm vehicle={vehicle} />
            <p className="text-xs text-slate-600">
              {vehicle.registration ?? 'No registration recorded'} ·{' '}
              {VEHICLE_LICENCE_LABELS[licenceFor(vehicle.seats)]}
            </p>
            <dl className="mt-1 grid grid-cols-2 gap-x-2 text-xs">
              {SHOWN.map((name) => (
                <div key={name}>
                  <dt className="text-slate-600">{VEHICLE_LABELS[name]}</dt>
                  <dd>{vehicle[name] ? formatLongDate(vehicle[name]) : 'Not recorded'}</dd>
                </div>
              ))}
            </dl>
            <details className="mt-1">
              <summary className="cursor-pointer text-xs font-semibold text-navy-800">
                Documents<span className="sr-only"> of {vehicle.name}</span>
              </summary>
              <Form method="post" className="mt-2 grid gap-2">
                <input type="hidden" name="intent" value="vehicle-documents" />
                <input type="hidden" name="vehicleId" value={vehicle.id} />
                <VehicleDocumentsFields idPrefix={`fleet-${vehicle.id}`} vehicle={vehicle} />
                <Button type="submit" variant="subtle" size="compact">
                  Save documents
                </Button>
              </Form>
            </details>
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-3 grid grid-cols-[1fr_5rem] items-end gap-2">
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
        <div className="col-span-2">
          <VehicleDocumentsFields idPrefix="fleet-new" />
        </div>
        <Button type="submit" variant="subtle" size="compact" className="col-span-2">
          Add
        </Button>
      </Form>
    </section>
  );
}

/**
 * A vehicle whose documents are not all recorded (a fresh install's copy of the fleet page) is
 * marked "To confirm": instant booking does not offer it until the operator records them.
 */
function ToConfirm({ vehicle }: { vehicle: FleetVehicle }) {
  const missing = vehicleDocumentsToConfirm(vehicle);
  if (!vehicle.active || missing.length === 0) return null;
  return (
    <p className="mt-0.5 text-xs text-amber-900">
      <strong className="rounded bg-amber-100 px-1.5 py-0.5">{FLEET_MESSAGES.toConfirm}</strong>{' '}
      {FLEET_MESSAGES.toConfirmWhy(missing)}
    </p>
  );
}
