import { Field, Fieldset, controlAria } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { SERVICE_TYPES, type ServiceType } from '#app/content/types.ts';
import { SERVICE_TYPE_LABELS } from './quote-constants.ts';
import { pickupDateMin } from './quote-dates.ts';
import { fieldId, fieldLabel, type FieldGroupProps } from './quote-form-values.ts';
import { JOURNEY_DIRECTIONS, type JourneyDirection } from './quote-schema.ts';
import { ReturnSection } from './return-section.tsx';

const DIRECTION_LABELS: Record<JourneyDirection, string> = {
  'one-way': 'One-way',
  return: 'Return',
};

const radioCard =
  'text-navy-900 has-checked:border-navy-700 has-checked:bg-navy-50 has-focus-visible:outline-amber-brand flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-slate-300 bg-white px-4 font-semibold transition-colors hover:border-slate-400 has-focus-visible:outline-3';

/** Spec §3's journey: service, one-way or return, where from and to, and when. */
export function JourneyFields(props: FieldGroupProps & { now: Date }) {
  const { values, errors, setField, now } = props;
  const text = (field: 'pickupLocation' | 'destination', hint: string, placeholder: string) => {
    const id = fieldId(field);
    return (
      <Field id={id} label={fieldLabel(field, values)} required hint={hint} error={errors[field]}>
        <Input
          id={id}
          name={field}
          required
          placeholder={placeholder}
          value={values[field]}
          onChange={(event) => setField(field, event.target.value)}
          {...controlAria(id, { hint, error: errors[field] })}
        />
      </Field>
    );
  };

  return (
    <Fieldset legend="Journey">
      <Field id={fieldId('serviceType')} label="Service" optional error={errors.serviceType}>
        <Select
          id={fieldId('serviceType')}
          name="serviceType"
          value={values.serviceType}
          onChange={(event) => setField('serviceType', event.target.value as ServiceType | '')}
          {...controlAria(fieldId('serviceType'), { error: errors.serviceType })}
        >
          <option value="">Choose the closest match</option>
          {SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {SERVICE_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>

      <fieldset className="grid gap-1.5">
        <legend className="text-navy-900 mb-1.5 text-[0.95rem] leading-6 font-semibold">
          {fieldLabel('journeyDirection', values)}
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
              {DIRECTION_LABELS[direction]}
            </label>
          ))}
        </div>
      </fieldset>

      {text(
        'pickupLocation',
        'An address, postcode or place, e.g. CF10 1EP',
        'Where should we pick you up?',
      )}
      {text('destination', 'An address, airport, venue or town', 'Where are you going?')}

      <div className="grid gap-5 sm:grid-cols-2">
        {(['pickupDate', 'pickupTime'] as const).map((field) => {
          const id = fieldId(field);
          return (
            <Field
              key={field}
              id={id}
              label={fieldLabel(field, values)}
              required
              error={errors[field]}
            >
              <Input
                id={id}
                name={field}
                type={field === 'pickupDate' ? 'date' : 'time'}
                required
                min={field === 'pickupDate' ? pickupDateMin(now) : undefined}
                value={values[field]}
                onChange={(event) => setField(field, event.target.value)}
                {...controlAria(id, { error: errors[field] })}
              />
            </Field>
          );
        })}
      </div>

      {values.journeyDirection === 'return' ? <ReturnSection {...props} /> : null}
    </Fieldset>
  );
}
