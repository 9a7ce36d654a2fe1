import { Plane, Undo2 } from 'lucide-react';
import { Field, controlAria } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { cn } from '#app/lib/cn.ts';
import { RETURN_FLIGHT_NOTE } from './quote-constants.ts';
import { returnDateMin } from './quote-dates.ts';
import { fieldId, fieldLabel, type FieldGroupProps } from './quote-form-values.ts';

/**
 * The return leg (spec §4). For an airport transfer it turns amber, asks for the flight's arrival
 * time rather than a pickup time, and says we track the flight.
 */
export function ReturnSection({ values, errors, setField, now }: FieldGroupProps & { now: Date }) {
  const airport = values.serviceType === 'airport-transfer';
  const dateId = fieldId('returnDate');
  const timeId = fieldId('returnTime');
  const Icon = airport ? Plane : Undo2;
  return (
    <section
      aria-labelledby="quote-return-heading"
      data-airport={airport ? '' : undefined}
      className={cn(
        'grid gap-4 rounded-xl border-2 p-4 sm:p-5',
        airport ? 'border-amber-brand bg-amber-50' : 'border-navy-100 bg-navy-50/70',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className={cn(
            'grid size-9 shrink-0 place-items-center rounded-full',
            airport ? 'bg-amber-brand text-navy-950' : 'bg-navy-900 text-white',
          )}
        >
          <Icon className="size-[1.1rem]" />
        </span>
        <div className="grid gap-1">
          <h3 id="quote-return-heading" className="text-base font-bold">
            {airport ? 'Your return flight' : 'Your return journey'}
          </h3>
          {airport ? (
            <p id="quote-return-note" className="text-sm leading-snug text-amber-950">
              {RETURN_FLIGHT_NOTE}
            </p>
          ) : (
            <p className="text-sm leading-snug text-slate-600">When should we bring you back?</p>
          )}
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={dateId}
          label={fieldLabel('returnDate', values)}
          required
          error={errors.returnDate}
        >
          <Input
            id={dateId}
            name="returnDate"
            type="date"
            required
            min={returnDateMin(values.pickupDate || undefined, now)}
            value={values.returnDate}
            onChange={(event) => setField('returnDate', event.target.value)}
            {...controlAria(dateId, { error: errors.returnDate })}
          />
        </Field>
        <Field
          id={timeId}
          label={fieldLabel('returnTime', values)}
          required
          error={errors.returnTime}
        >
          <Input
            id={timeId}
            name="returnTime"
            type="time"
            required
            value={values.returnTime}
            onChange={(event) => setField('returnTime', event.target.value)}
            {...controlAria(timeId, { error: errors.returnTime })}
          />
        </Field>
      </div>
    </section>
  );
}
