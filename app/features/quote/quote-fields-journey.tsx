import { Field, Fieldset, controlAria } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { SERVICE_TYPES, type ServiceType } from '#app/content/types.ts';
import { bookingDateMax, pickupDateMin } from '#app/lib/london-dates.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { fieldId, fieldLabel, type FieldGroupProps } from './quote-form-values.ts';
import type { QuoteFormSlots } from './quote-form-slots.ts';
import { JOURNEY_DIRECTIONS } from './quote-schema.ts';
import { ReturnSection } from './return-section.tsx';
import { QUOTE_TEXT } from './quote-text.ts';

const radioCard =
  'text-navy-900 has-checked:border-navy-700 has-checked:bg-navy-50 has-focus-visible:outline-amber-brand flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-slate-300 bg-white px-4 font-semibold transition-colors hover:border-slate-400 has-focus-visible:outline-3';

/** The journey: service, one-way or return, where from and to, and when. */
export function JourneyFields(
  props: FieldGroupProps & { now: Date; slots: Pick<QuoteFormSlots, 'PlaceInput' | 'PlaceList'> },
) {
  const { values, errors, setField, now } = props;
  const { PlaceInput, PlaceList } = props.slots;
  const locale = useLocale();
  const t = QUOTE_TEXT[locale];
  const text = (field: 'pickupLocation' | 'destination', hint: string, placeholder: string) => {
    const id = fieldId(field);
    return (
      <Field
        id={id}
        label={fieldLabel(field, values, locale)}
        required
        hint={hint}
        error={errors[field]}
      >
        <PlaceInput
          id={id}
          name={field}
          required
          placeholder={placeholder}
          value={values[field]}
          onValueChange={(value) => setField(field, value)}
          {...controlAria(id, { hint, error: errors[field] })}
        />
      </Field>
    );
  };

  return (
    <Fieldset legend={t.legends.journey}>
      <PlaceList />
      <Field
        id={fieldId('serviceType')}
        label={t.labels.serviceType}
        optional
        error={errors.serviceType}
      >
        <Select
          id={fieldId('serviceType')}
          name="serviceType"
          value={values.serviceType}
          onChange={(event) => setField('serviceType', event.target.value as ServiceType | '')}
          {...controlAria(fieldId('serviceType'), { error: errors.serviceType })}
        >
          <option value="">{t.chooseService}</option>
          {SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t.serviceTypes[type]}
            </option>
          ))}
        </Select>
      </Field>

      <fieldset className="grid gap-1.5">
        <legend className="text-navy-900 mb-1.5 text-[0.95rem] leading-6 font-semibold">
          {fieldLabel('journeyDirection', values, locale)}
        </legend>
        <div className="grid grid-cols-2 gap-3">
          {JOURNEY_DIRECTIONS.map((direction, index) => (
            <label key={direction} className={radioCard}>
              <input
                id={index === 0 ? fieldId('journeyDirection') : undefined}
                type="radio"
                name="journeyDirection"
                value={direction}
                checked={values.journeyDirection === direction}
                onChange={() => setField('journeyDirection', direction)}
                className="accent-navy-700 size-5 shrink-0"
              />
              {t.directions[direction]}
            </label>
          ))}
        </div>
      </fieldset>

      {text('pickupLocation', t.pickupHint, t.pickupPlaceholder)}
      {text('destination', t.destinationHint, t.destinationPlaceholder)}

      <div className="grid gap-5 sm:grid-cols-2">
        {(['pickupDate', 'pickupTime'] as const).map((field) => {
          const id = fieldId(field);
          return (
            <Field
              key={field}
              id={id}
              label={fieldLabel(field, values, locale)}
              required
              error={errors[field]}
            >
              <Input
                id={id}
                name={field}
                type={field === 'pickupDate' ? 'date' : 'time'}
                required
                min={field === 'pickupDate' ? pickupDateMin(now) : undefined}
                max={field === 'pickupDate' ? bookingDateMax(now) : undefined}
                value={values[field]}
                onChange={(event) => setField(field, event.target.value)}
                {...controlAria(id, { error: errors[field] })}
              />
            </Field>
          );
        })}
      </div>

      {/* Always in the page, shown by CSS while Return is checked: it works without script too. */}
      <ReturnSection {...props} />
    </Fieldset>
  );
}
