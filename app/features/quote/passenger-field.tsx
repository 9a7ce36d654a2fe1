import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { FieldError, FieldHint, controlAria, fieldGroupClass } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { useLocale } from '#app/lib/use-locale.ts';
import { PASSENGERS_MAX, PASSENGERS_MIN } from './quote-constants.ts';
import { clampPassengers, fieldId, type FieldGroupProps } from './quote-form-values.ts';
import { QUOTE_TEXT } from './quote-text.ts';

/** Group sizes people ask for most: our 8-, 12-, 15- and 16-seaters, and multiples of them. */
const COMMON_SIZES = [4, 8, 12, 15, 16, 20, 24, 32, 48, 64, PASSENGERS_MAX];

const stepButton =
  'text-navy-900 hover:bg-navy-50 active:bg-navy-100 grid size-12 shrink-0 place-items-center rounded-lg border-2 border-slate-300 bg-white transition-colors focus-visible:outline-3 focus-visible:outline-amber-brand [&_svg]:size-5';

/**
 * Passengers from 1 to 100 through stepper buttons, a number input and a dropdown, all
 * bound to one value. The number input keeps what is typed until it leaves the field, so typing
 * "25" is not clamped to 2 on the way; it holds a valid number at all times nonetheless.
 */
export function PassengerField({ values, errors, setField }: FieldGroupProps) {
  const id = fieldId('passengers');
  const error = errors.passengers;
  const t = QUOTE_TEXT[useLocale()];
  const hint = t.passengersHint(PASSENGERS_MIN, PASSENGERS_MAX);
  const [typed, setTyped] = useState<string | null>(null);
  const set = (value: number) => {
    setTyped(null);
    setField('passengers', clampPassengers(value));
  };
  const inList = COMMON_SIZES.includes(values.passengers);

  return (
    <div className={fieldGroupClass(error)}>
      <Label htmlFor={id} required>
        {t.labels.passengers}
      </Label>
      <FieldHint id={id}>{hint}</FieldHint>
      {error ? <FieldError id={id}>{error}</FieldError> : null}
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={stepButton}
            aria-label={t.removePassenger}
            aria-controls={id}
            onClick={() => set(values.passengers - 1)}
          >
            <Minus aria-hidden />
          </button>
          <Input
            id={id}
            name="passengers"
            type="number"
            inputMode="numeric"
            min={PASSENGERS_MIN}
            max={PASSENGERS_MAX}
            step={1}
            required
            kind="count"
            value={typed ?? String(values.passengers)}
            onChange={(event) => {
              const text = event.target.value;
              setTyped(text);
              const number = Number(text);
              if (text !== '' && Number.isInteger(number)) {
                setField('passengers', clampPassengers(number));
              }
            }}
            onBlur={() => setTyped(null)}
            {...controlAria(id, { hint, error })}
          />
          <button
            type="button"
            className={stepButton}
            aria-label={t.addPassenger}
            aria-controls={id}
            onClick={() => set(values.passengers + 1)}
          >
            <Plus aria-hidden />
          </button>
        </div>
        <div className="grid min-w-44 flex-1 gap-1.5 sm:max-w-60">
          <Label htmlFor={`${id}-size`} tone="quiet">
            {t.pickGroupSize}
          </Label>
          <Select
            id={`${id}-size`}
            value={inList ? String(values.passengers) : ''}
            onChange={(event) => {
              if (event.target.value) set(Number(event.target.value));
            }}
          >
            <option value="" disabled>
              {inList ? t.chooseSize : t.yourNumber(values.passengers)}
            </option>
            {COMMON_SIZES.map((size) => (
              <option key={size} value={size}>
                {t.passengersOption(size)}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </div>
  );
}
