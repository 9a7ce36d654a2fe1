/**
 * The request page's chasing card: what the chase of the current price has done, and the switch
 * that turns it off or back on. A plain form post, so it works with JavaScript off.
 */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import {
  CHASE_AFTER_SENT_HOURS,
  CHASE_BEFORE_EXPIRY_HOURS,
  CHASING_FIELD,
  CHASING_INTENT,
} from '../price-chasing-constants.ts';

export interface PriceChasingPanelProps {
  chasing: { off: boolean; summary: string | null; expired: boolean };
  result?: { ok: boolean; message: string };
}

export function PriceChasingPanel({ chasing, result }: PriceChasingPanelProps) {
  return (
    <section aria-labelledby="chasing-heading" className={cardVariants()}>
      <h2 id="chasing-heading" className="mb-2 text-sm font-bold text-navy-900">
        Chasing the price
      </h2>
      {chasing.summary ? (
        <p className="mb-2 text-sm" data-chasing-summary>
          {chasing.expired ? <strong>Expired. </strong> : null}
          {chasing.summary}
        </p>
      ) : null}
      <p className="mb-3 text-sm text-slate-600">
        {chasing.off
          ? 'Off for this request: no reminders go to the customer.'
          : `On: an unanswered price is followed up ${CHASE_AFTER_SENT_HOURS} hours after it is sent and ${CHASE_BEFORE_EXPIRY_HOURS} hours before it expires.`}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value={CHASING_INTENT} />
        <input type="hidden" name={CHASING_FIELD} value={chasing.off ? 'on' : 'off'} />
        <Button type="submit" variant="subtle" size="compact">
          {chasing.off ? 'Turn chasing back on' : 'Turn chasing off'}
        </Button>
      </Form>
      {result ? (
        <p
          role="status"
          className={`mt-2 text-sm ${result.ok ? 'text-slate-700' : 'text-red-700'}`}
        >
          {result.message}
        </p>
      ) : null}
    </section>
  );
}
