import { Fieldset } from '#app/components/ui/field.tsx';
import { PassengerField } from './passenger-field.tsx';
import type { FieldGroupProps } from './quote-form-values.ts';
import { SpecialRequirementsField } from './special-requirements-field.tsx';

/** Spec §3's trip details: how many are travelling and anything else we should know. */
export function TripFields(props: FieldGroupProps) {
  return (
    <Fieldset legend="Trip">
      <PassengerField {...props} />
      <SpecialRequirementsField {...props} />
    </Fieldset>
  );
}
