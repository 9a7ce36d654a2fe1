/**
 * Per booking: assign a vehicle from the fleet and a driver from the drivers list, or cancel.
 * Plain server forms, no script needed; the server judges the pair by the fitness rules.
 */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import type { BookingListRow, DriverOption, FleetOption } from './booking-format.ts';

export function AssignForm({
  booking,
  fleet,
  drivers,
  idPrefix,
}: {
  booking: BookingListRow;
  fleet: FleetOption[];
  drivers: DriverOption[];
  idPrefix: string;
}) {
  const id = `${idPrefix}-${booking.id}`;
  const choices = fleet.filter((v) => v.active || v.id === booking.vehicleId);
  const driverChoices = drivers.filter((d) => d.active || d.id === booking.driverId);
  return (
    <Form method="post" className="grid gap-2 sm:min-w-52">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="bookingId" value={booking.id} />
      <Field id={`${id}-vehicle`} label="Vehicle" size="compact">
        {(control) => (
          <Select
            {...control}
            name="vehicleId"
            defaultValue={booking.vehicleId ?? ''}
            size="compact"
          >
            <option value="">Not assigned</option>
            {choices.map((vehicle) => (
              <option key={vehicle.id} value={vehicle.id}>
                {vehicle.name} ({vehicle.seats} seats)
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={`${id}-driver`} label="Driver" size="compact">
        {(control) => (
          <Select {...control} name="driverId" defaultValue={booking.driverId ?? ''} size="compact">
            <option value="">Not assigned</option>
            {driverChoices.map((driver) => (
              <option key={driver.id} value={driver.id}>
                {driver.name}
                {driver.licenceCategories.length ? ` (${driver.licenceCategories.join(', ')})` : ''}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" variant="secondary" size="compact">
        Save
        <span className="sr-only"> vehicle and driver for booking {booking.id}</span>
      </Button>
    </Form>
  );
}

/** The refund choices offered with a cancellation when online payment is on. */
export const CANCEL_REFUND_CHOICES = [
  { value: 'terms', label: 'Refund what the cancellation terms give' },
  { value: 'full', label: 'Refund everything the customer paid' },
] as const;

export function CancelForm({
  booking,
  withRefund = false,
}: {
  booking: BookingListRow;
  /** Online payment is on: the operator chooses the refund. */
  withRefund?: boolean;
}) {
  if (booking.status !== 'confirmed' && booking.status !== 'awaiting-payment') return null;
  return (
    <details className="text-sm">
      <summary
        className={textLinkVariants({ tone: 'danger', className: 'cursor-pointer font-semibold' })}
      >
        Cancel booking
      </summary>
      <Form method="post" className="mt-2">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="bookingId" value={booking.id} />
        {withRefund ? (
          <fieldset className="mb-2 space-y-1">
            <legend className="font-semibold text-slate-800">Refund</legend>
            {CANCEL_REFUND_CHOICES.map((choice, i) => (
              <label key={choice.value} className="flex items-center gap-2 text-slate-700">
                <input
                  type="radio"
                  name="refund"
                  value={choice.value}
                  defaultChecked={i === 0}
                  className="accent-navy-800"
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
        ) : null}
        <p className="mb-2 text-slate-700">
          The customer is e-mailed that the booking is cancelled.
        </p>
        <Button type="submit" variant="danger" size="compact">
          Yes, cancel booking {booking.id}
        </Button>
      </Form>
    </details>
  );
}
