/**
 * The fleet form's registration and document fields, shared by adding a vehicle and editing one.
 * A date left empty is not recorded, which the fitness rules read as unknown.
 */
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { INSPECTION_WEEKS_MAX, VEHICLE_LABELS } from '../fleet-limits.ts';
import type { FleetVehicle } from './booking-format.ts';

const DATES = ['motDue', 'insuranceUntil', 'roadTaxDue', 'nextInspection', 'plateUntil'] as const;

export function VehicleDocumentsFields({
  idPrefix,
  vehicle,
}: {
  idPrefix: string;
  vehicle?: FleetVehicle;
}) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <Field
        id={`${idPrefix}-registration`}
        label={VEHICLE_LABELS.registration}
        size="compact"
        optional
      >
        {(control) => (
          <Input
            {...control}
            name="registration"
            defaultValue={vehicle?.registration ?? ''}
            maxLength={10}
            autoComplete="off"
            size="compact"
          />
        )}
      </Field>
      {DATES.map((name) => (
        <Field
          key={name}
          id={`${idPrefix}-${name}`}
          label={VEHICLE_LABELS[name]}
          size="compact"
          optional
        >
          {(control) => (
            <Input
              {...control}
              name={name}
              type="date"
              defaultValue={vehicle?.[name] ?? ''}
              size="compact"
            />
          )}
        </Field>
      ))}
      <Field
        id={`${idPrefix}-inspectionWeeks`}
        label={VEHICLE_LABELS.inspectionWeeks}
        size="compact"
        optional
      >
        {(control) => (
          <Input
            {...control}
            name="inspectionWeeks"
            type="number"
            min={1}
            max={INSPECTION_WEEKS_MAX}
            defaultValue={vehicle?.inspectionWeeks ?? ''}
            size="compact"
          />
        )}
      </Field>
      {vehicle ? (
        <Field
          id={`${idPrefix}-inspectedOn`}
          label={VEHICLE_LABELS.inspectedOn}
          hint="Sets the next inspection by the interval."
          size="compact"
          optional
        >
          {(control) => <Input {...control} name="inspectedOn" type="date" size="compact" />}
        </Field>
      ) : null}
    </div>
  );
}
