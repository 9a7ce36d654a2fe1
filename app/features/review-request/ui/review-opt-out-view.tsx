/** The opt-out page: a question and one button, or the answer once the link was used. */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import type { Locale } from '#app/lib/locale.ts';
import { REVIEW_OPT_OUT_TEXT } from './review-opt-out-text.ts';

export function ReviewOptOutView({ locale, optedOut }: { locale: Locale; optedOut: boolean }) {
  const t = REVIEW_OPT_OUT_TEXT[locale];
  return (
    <div className="container-page max-w-xl py-16">
      <h1 className="text-3xl font-extrabold">{optedOut ? t.doneHeading : t.heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{optedOut ? t.doneBody : t.body}</p>
      {optedOut ? null : (
        <Form method="post" className="mt-8">
          <Button type="submit" size="lg">
            {t.button}
          </Button>
        </Form>
      )}
    </div>
  );
}
