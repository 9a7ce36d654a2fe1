/**
 * The operator's forms for a request's money (plain server forms, so they work without
 * JavaScript): on account or not.
 */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';

export interface MoneyActionsView {
  onAccount: boolean;
}

export function MoneyActionsPanel({
  view,
  message,
}: {
  view: MoneyActionsView;
  message?: { ok: boolean; text: string };
}) {
  return (
    <section aria-labelledby="money-actions-heading" className={cardVariants()}>
      <h2 id="money-actions-heading" className="text-lg font-bold text-navy-900">
        Payment arrangements
      </h2>
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} className="mt-2 text-sm font-semibold">
          {message.text}
        </p>
      ) : null}
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="on-account" />
        <input type="hidden" name="onAccount" value={view.onAccount ? 'off' : 'on'} />
        <p className="text-sm text-slate-700">
          {view.onAccount
            ? 'On account: accepting confirms the booking with nothing to pay online; you invoice them.'
            : 'Schools and companies that pay on invoice can be put on account: accepting then confirms the booking with nothing to pay online.'}
        </p>
        <Button type="submit" variant="outline" size="compact" className="mt-2">
          {view.onAccount ? 'Take off account' : 'Mark on account'}
        </Button>
      </Form>
    </section>
  );
}
