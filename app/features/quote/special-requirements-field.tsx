import { useEffect, useState } from 'react';
import { Field, controlAria } from '#app/components/ui/field.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { SPECIAL_REQUIREMENTS_MAX } from './quote-constants.ts';
import { fieldId, type FieldGroupProps } from './quote-form-values.ts';

const number = new Intl.NumberFormat('en-GB');
/** Screen readers hear the count only after typing pauses, as GOV.UK's character count does. */
const ANNOUNCE_AFTER_MS = 1000;
/** …and only once it matters: within the last tenth of the allowance. */
const ANNOUNCE_BELOW = SPECIAL_REQUIREMENTS_MAX / 10;

function remainingText(remaining: number): string {
  if (remaining === 0)
    return `You have reached the ${number.format(SPECIAL_REQUIREMENTS_MAX)} character limit`;
  return `You have ${number.format(remaining)} character${remaining === 1 ? '' : 's'} remaining`;
}

export function SpecialRequirementsField({ values, errors, setField }: FieldGroupProps) {
  const id = fieldId('specialRequirements');
  const error = errors.specialRequirements;
  const hint =
    'Luggage, child seats, wheelchair access, stops on the way, or anything else we should know.';
  const remaining = Math.max(0, SPECIAL_REQUIREMENTS_MAX - values.specialRequirements.length);
  const [announced, setAnnounced] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(
      () => setAnnounced(remaining <= ANNOUNCE_BELOW ? remainingText(remaining) : ''),
      ANNOUNCE_AFTER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [remaining]);

  return (
    <Field id={id} label="Special Requirements" optional hint={hint} error={error}>
      <Textarea
        id={id}
        name="specialRequirements"
        rows={4}
        maxLength={SPECIAL_REQUIREMENTS_MAX}
        value={values.specialRequirements}
        onChange={(event) => setField('specialRequirements', event.target.value)}
        {...controlAria(id, { hint, error })}
        aria-describedby={[controlAria(id, { hint, error })['aria-describedby'], `${id}-count`]
          .filter(Boolean)
          .join(' ')}
      />
      <p
        id={`${id}-count`}
        className={
          remaining <= ANNOUNCE_BELOW
            ? 'text-dragon-700 text-sm font-semibold'
            : 'text-sm text-slate-600'
        }
      >
        {remainingText(remaining)}
      </p>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
    </Field>
  );
}
