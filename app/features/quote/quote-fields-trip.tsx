import { Fieldset } from '#app/components/ui/field.tsx';
import { useLocale } from '#app/lib/use-locale.ts';
import { PassengerField } from './passenger-field.tsx';
import type { FieldGroupProps } from './quote-form-values.ts';
import { SpecialRequirementsField } from './special-requirements-field.tsx';
import { QUOTE_TEXT } from './quote-text.ts';

/** The trip details: how many are travelling and anything else we should know. */
export function TripFields(props: FieldGroupProps) {
  return (
    <Fieldset legend={QUOTE_TEXT[useLocale()].legends.trip}>
      <PassengerField {...props} />
      <SpecialRequirementsField {...props} />
    </Fieldset>
  );
}
