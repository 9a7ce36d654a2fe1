import { Minus, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
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
 *
 * The field comes filled (16), so focusing it selects its number: a tap and "12" gives 12, not
 * "1126". A number out of range is never changed silently: the value used (the nearest in range)
 * is said beside the field, as it is typed and after the field is left.
 */
export function PassengerField({ values, errors, setField }: FieldGroupProps) {
  const id = fieldId('passengers');
  const error = errors.passengers;
  const t = QUOTE_TEXT[useLocale()];
  const hint = t.passengersHint(PASSENGERS_MIN, PASSENGERS_MAX);
  const [typed, setTyped] = useState<string | null>(null);
  // What was typed out of range and what is used instead, said until the number changes again.
  const [adjusted, setAdjusted] = useState<{ typed: number; used: number } | null>(null);
  // A pointer's mouseup would put the caret back where it tapped, undoing the focus's selection.
  const selectedOnFocus = useRef(false);
  const set = (value: number) => {
    setTyped(null);
    setAdjusted(null);
    setField('passengers', clampPassengers(value));
  };
  const adjustedId = `${id}-adjusted`;
  const aria = controlAria(id, { hint, error });
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
            onFocus={(event) => {
              event.currentTarget.select();
              selectedOnFocus.current = true;
            }}
            onPointerUp={(event) => {
              if (selectedOnFocus.current) event.preventDefault();
              selectedOnFocus.current = false;
            }}
            onMouseUp={(event) => {
              if (selectedOnFocus.current) event.preventDefault();
            }}
            onChange={(event) => {
              const text = event.target.value;
              setTyped(text);
              const number = Number(text);
              if (text !== '' && Number.isInteger(number)) {
                const used = clampPassengers(number);
                setAdjusted(used === number ? null : { typed: number, used });
                setField('passengers', used);
              }
            }}
            onBlur={() => setTyped(null)}
            {...aria}
            aria-describedby={[aria['aria-describedby'], adjusted ? adjustedId : null]
              .filter(Boolean)
              .join(' ')}
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
      <p
        id={adjustedId}
        role="status"
        className="border-amber-brand bg-navy-50 text-navy-900 rounded-r-md border-l-4 px-3 py-2 text-sm empty:hidden"
      >
        {adjusted ? t.passengersAdjusted(adjusted.typed, adjusted.used) : null}
      </p>
    </div>
  );
}
