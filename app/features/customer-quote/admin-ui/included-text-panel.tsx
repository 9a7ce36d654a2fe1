import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { FormActions, SavedNote } from '#app/components/ui/saved-note.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { formatLondonDateTime } from '#app/lib/dates.ts';
import { INCLUDED_FIELDS, SAVE_INCLUDED_INTENT, type IncludedText } from '../included-text.ts';

/**
 * The standard "what is included" text on /admin/settings, in both languages: every "Send a
 * price" form starts from it (the Welsh twin for a Welsh request), so it is not retyped each time.
 */
export function IncludedTextPanel({
  text,
  savedAt,
  saved,
  refused,
  busy,
}: {
  text: IncludedText;
  savedAt: string | null;
  saved: boolean;
  refused?: { fieldErrors: Record<string, string>; values: IncludedText };
  busy: boolean;
}) {
  const values = refused?.values ?? text;
  const errors = refused?.fieldErrors ?? {};
  return (
    <section aria-labelledby="included-text-heading" className="max-w-3xl space-y-4">
      <h2 id="included-text-heading" className="text-lg font-bold text-navy-900">
        What a price includes
      </h2>
      <p className="text-sm text-slate-700">
        The text every “Send a price” form starts from. A customer who asked in Welsh gets the Welsh
        one. You can still change it for one price on the request’s page.
        {savedAt ? ` Last saved ${formatLondonDateTime(savedAt)}.` : ''}
      </p>
      <Form method="post" noValidate className="space-y-3">
        <input type="hidden" name="intent" value={SAVE_INCLUDED_INTENT} />
        <Field
          id="included-en"
          label="In English"
          error={errors[INCLUDED_FIELDS.en]}
          size="compact"
        >
          {(control) => (
            <Textarea
              {...control}
              name={INCLUDED_FIELDS.en}
              rows={3}
              defaultValue={values.en}
              size="compact"
            />
          )}
        </Field>
        <Field id="included-cy" label="In Welsh" error={errors[INCLUDED_FIELDS.cy]} size="compact">
          {(control) => (
            <Textarea
              {...control}
              name={INCLUDED_FIELDS.cy}
              rows={3}
              lang="cy"
              defaultValue={values.cy}
              size="compact"
            />
          )}
        </Field>
        <FormActions>
          <Button type="submit" variant="secondary" size="compact" disabled={busy}>
            Save what a price includes
          </Button>
          <SavedNote shown={saved === true}>Saved. New price forms start from this text.</SavedNote>
        </FormActions>
      </Form>
    </section>
  );
}
