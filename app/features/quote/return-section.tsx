import { Plane, Undo2 } from 'lucide-react';
import { Field, controlAria } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { cn } from '#app/lib/cn.ts';
import { bookingDateMax, returnDateMin } from '#app/lib/london-dates.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { fieldId, fieldLabel, type FieldGroupProps } from './quote-form-values.ts';
import { QUOTE_TEXT } from './quote-text.ts';

/**
 * The return leg. For an airport transfer it turns amber, asks for the flight's arrival
 * time rather than a pickup time, and says we track the flight.
 */
export function ReturnSection({ values, errors, setField, now }: FieldGroupProps & { now: Date }) {
  const locale = useLocale();
  const t = QUOTE_TEXT[locale];
  const airport = values.serviceType === 'airport-transfer';
  const dateId = fieldId('returnDate');
  const timeId = fieldId('returnTime');
  const Icon = airport ? Plane : Undo2;
  return (
    <section
      aria-labelledby="quote-return-heading"
      data-airport={airport ? '' : undefined}
      className={cn(
        'hidden gap-4 in-[form:has([name=journeyDirection][value=return]:checked)]:grid rounded-xl border-2 p-4 sm:p-5',
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
            {airport ? t.returnFlightHeading : t.returnJourneyHeading}
          </h3>
          {airport ? (
            <p id="quote-return-note" className="text-sm leading-snug text-amber-950">
              {t.returnFlightNote}
            </p>
          ) : (
            <p className="text-sm leading-snug text-slate-600">{t.returnJourneyNote}</p>
          )}
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={dateId}
          label={fieldLabel('returnDate', values, locale)}
          required
          error={errors.returnDate}
        >
          <Input
            id={dateId}
            name="returnDate"
            type="date"
            required
            min={returnDateMin(values.pickupDate || undefined, now)}
            max={bookingDateMax(now)}
            value={values.returnDate}
            onChange={(event) => setField('returnDate', event.target.value)}
            {...controlAria(dateId, { error: errors.returnDate })}
          />
        </Field>
        <Field
          id={timeId}
          label={fieldLabel('returnTime', values, locale)}
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
