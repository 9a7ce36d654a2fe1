import {
  Field,
  FieldError,
  FieldHint,
  Fieldset,
  controlAria,
  fieldGroupClass,
} from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { useLocale } from '#app/lib/use-locale.ts';
import { CountryCodeSelect } from './country-code-select.tsx';
import { fieldId, fieldLabel, type FieldGroupProps } from './quote-form-values.ts';
import { QUOTE_TEXT } from './quote-text.ts';

/** The contact details: who to send the quote to. */
export function DetailsFields({ values, errors, setField }: FieldGroupProps) {
  const locale = useLocale();
  const t = QUOTE_TEXT[locale];
  const name = (field: 'firstName' | 'lastName', autoComplete: string) => {
    const id = fieldId(field);
    return (
      <Field id={id} label={fieldLabel(field, values, locale)} required error={errors[field]}>
        <Input
          id={id}
          name={field}
          required
          autoComplete={autoComplete}
          spellCheck={false}
          value={values[field]}
          onChange={(event) => setField(field, event.target.value)}
          {...controlAria(id, { error: errors[field] })}
        />
      </Field>
    );
  };
  const emailId = fieldId('email');
  const emailHint = t.emailHint;
  const phoneId = fieldId('phone');
  const codeId = fieldId('countryCode');
  const phoneHint = t.phoneHint;
  const phoneError = errors.phone ?? errors.countryCode;

  return (
    <Fieldset legend={t.legends.details}>
      <div className="grid gap-5 sm:grid-cols-2">
        {name('firstName', 'given-name')}
        {name('lastName', 'family-name')}
      </div>
      <Field
        id={emailId}
        label={fieldLabel('email', values, locale)}
        required
        hint={emailHint}
        error={errors.email}
      >
        <Input
          id={emailId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.email}
          onChange={(event) => setField('email', event.target.value)}
          {...controlAria(emailId, { hint: emailHint, error: errors.email })}
        />
      </Field>
      {/* Two controls, one question: both labels on one row, then the hint and error for both. */}
      <div className={fieldGroupClass(phoneError)}>
        <div className="grid grid-cols-[7.5rem_1fr] gap-x-3">
          <Label htmlFor={codeId}>{fieldLabel('countryCode', values, locale)}</Label>
          <Label htmlFor={phoneId} required>
            {fieldLabel('phone', values, locale)}
          </Label>
        </div>
        <FieldHint id={phoneId}>{phoneHint}</FieldHint>
        {phoneError ? <FieldError id={phoneId}>{phoneError}</FieldError> : null}
        <div className="grid grid-cols-[7.5rem_1fr] gap-x-3">
          <CountryCodeSelect
            id={codeId}
            value={values.countryCode}
            onChange={(value) => setField('countryCode', value)}
          />
          <Input
            id={phoneId}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            placeholder={t.phonePlaceholder}
            value={values.phone}
            onChange={(event) => setField('phone', event.target.value)}
            {...controlAria(phoneId, { hint: phoneHint, error: phoneError })}
          />
        </div>
      </div>
    </Fieldset>
  );
}
