import { useEffect, useState } from 'react';
import { Field, controlAria } from '#app/components/ui/field.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { INTL_LOCALE, type Locale } from '#app/lib/locale.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { SPECIAL_REQUIREMENTS_MAX } from './quote-constants.ts';
import { fieldId, type FieldGroupProps } from './quote-form-values.ts';
import { QUOTE_TEXT } from './quote-text.ts';

/** Screen readers hear the count only after typing pauses, as GOV.UK's character count does. */
const ANNOUNCE_AFTER_MS = 1000;
/** …and only once it matters: within the last tenth of the allowance. */
const ANNOUNCE_BELOW = SPECIAL_REQUIREMENTS_MAX / 10;

const NUMBER = {
  en: new Intl.NumberFormat(INTL_LOCALE.en),
  cy: new Intl.NumberFormat(INTL_LOCALE.cy),
};

function remainingText(remaining: number, locale: Locale): string {
  const t = QUOTE_TEXT[locale];
  const number = NUMBER[locale];
  if (remaining === 0) return t.charactersLimitReached(number.format(SPECIAL_REQUIREMENTS_MAX));
  return t.charactersRemaining(number.format(remaining), remaining);
}

export function SpecialRequirementsField({ values, errors, setField }: FieldGroupProps) {
  const id = fieldId('specialRequirements');
  const error = errors.specialRequirements;
  const locale = useLocale();
  const t = QUOTE_TEXT[locale];
  const hint = t.specialRequirementsHint;
  const remaining = Math.max(0, SPECIAL_REQUIREMENTS_MAX - values.specialRequirements.length);
  const [announced, setAnnounced] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(
      () => setAnnounced(remaining <= ANNOUNCE_BELOW ? remainingText(remaining, locale) : ''),
      ANNOUNCE_AFTER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [remaining, locale]);

  return (
    <Field id={id} label={t.labels.specialRequirements} optional hint={hint} error={error}>
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
        {remainingText(remaining, locale)}
      </p>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
    </Field>
  );
}
