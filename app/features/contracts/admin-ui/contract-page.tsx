/**
 * One contract's page: what it runs, and its journeys with a Cancel button for each one still
 * ahead, a form to change the price from a date, and a form to cancel the rest from a date. Cancelled journeys stay listed, marked.
 */
import { Form, Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { DataTable, Td } from '#app/components/ui/table.tsx';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { formatLongDate, formatLondonDateTime } from '#app/lib/dates.ts';
import { londonToday } from '#app/lib/london-dates.ts';
import { formatPence, penceToPoundsInput } from '#app/lib/money.ts';
import { daysText, type ContractSummary } from './contracts-list.tsx';

export interface ContractJourneyRow {
  id: number;
  quoteId: string;
  pickupAt: string;
  status: string;
  farePence: number;
  driverName: string | null;
  ahead: boolean;
}

export function ContractPage({
  contract,
  accountId,
  journeys,
  result,
}: {
  contract: ContractSummary & { skippedDays: string[]; runsOnBankHolidays: boolean };
  accountId: number;
  journeys: ContractJourneyRow[];
  result: { ok: boolean; message: string } | undefined;
}) {
  const live = journeys.filter((j) => j.status !== 'cancelled' && j.ahead);
  return (
    <div className="grid gap-4">
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? 'text-sm text-green-800' : 'text-dragon-700 text-sm font-semibold'}
        >
          {result.message}
        </p>
      ) : null}
      <section className={cardVariants()} aria-labelledby="contract-terms">
        <h2 id="contract-terms" className="mb-2 text-base font-bold text-navy-900">
          What it runs
        </h2>
        <p className="text-sm">
          For{' '}
          <Link
            to={`/admin/accounts/${accountId}`}
            className={textLinkVariants({ underline: 'always' })}
          >
            {contract.organisation}
          </Link>
          : {contract.pickupLocation} to {contract.destination} at {contract.pickupTime}
          {contract.returnTime ? `, back at ${contract.returnTime}` : ''};{' '}
          {daysText(contract.weekdays)}; {formatLongDate(contract.firstDay)} to{' '}
          {formatLongDate(contract.lastDay)}
          {contract.calendarName ? ` in term (${contract.calendarName})` : ''};{' '}
          {contract.runsOnBankHolidays ? 'bank holidays included' : 'not on bank holidays'};{' '}
          {formatPence(contract.pricePence)} a journey.
        </p>
        {contract.skippedDays.length > 0 ? (
          <p className="mt-1 text-sm text-slate-700">
            Skipped when set up: {contract.skippedDays.map((d) => formatLongDate(d)).join(', ')}.
          </p>
        ) : null}
      </section>
      {live.length > 0 ? (
        <section className={cardVariants()} aria-labelledby="price-from">
          <h2 id="price-from" className="mb-2 text-base font-bold text-navy-900">
            Change the price
          </h2>
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="price-from" />
            <Field id="price-new" label="New price per journey" size="compact" required>
              {(control) => (
                <Input
                  {...control}
                  name="price"
                  inputMode="decimal"
                  defaultValue={penceToPoundsInput(contract.pricePence)}
                  required
                  size="compact"
                />
              )}
            </Field>
            <Field id="price-from-day" label="For every journey from" size="compact" required>
              {(control) => (
                <Input
                  {...control}
                  name="from"
                  type="date"
                  defaultValue={londonToday(new Date(live[0]!.pickupAt))}
                  required
                  size="compact"
                />
              )}
            </Field>
            <Button type="submit" variant="subtle" size="compact">
              Change the price
            </Button>
          </Form>
        </section>
      ) : null}
      {live.length > 0 ? (
        <section className={cardVariants()} aria-labelledby="cancel-rest">
          <h2 id="cancel-rest" className="mb-2 text-base font-bold text-navy-900">
            Cancel the rest
          </h2>
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="cancel-rest" />
            <Field id="cancel-from" label="Cancel every journey from" size="compact" required>
              {(control) => (
                <Input
                  {...control}
                  name="from"
                  type="date"
                  defaultValue={londonToday(new Date(live[0]!.pickupAt))}
                  required
                  size="compact"
                />
              )}
            </Field>
            <Button type="submit" variant="subtle" size="compact">
              Cancel the rest
            </Button>
          </Form>
        </section>
      ) : null}
      <section
        className={cardVariants({ className: 'overflow-x-auto' })}
        aria-labelledby="contract-journeys"
      >
        <h2 id="contract-journeys" className="mb-2 text-base font-bold text-navy-900">
          Journeys
        </h2>
        <DataTable
          caption={`Journeys of ${contract.reference}`}
          columns={['Pickup', 'Driver', 'Price', 'Status', { label: 'Actions', hidden: true }]}
        >
          {journeys.map((j) => (
            <tr key={j.id} data-status={j.status}>
              <Td>
                <Link to={`/admin/quotes/${j.quoteId}`} className={textLinkVariants()}>
                  {formatLondonDateTime(j.pickupAt)}
                </Link>
              </Td>
              <Td>{j.driverName ?? 'Not given'}</Td>
              <Td>{formatPence(j.farePence)}</Td>
              <Td>{j.status === 'cancelled' ? 'Cancelled' : 'Booked'}</Td>
              <Td>
                {j.status !== 'cancelled' && j.ahead ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="cancel-one" />
                    <input type="hidden" name="bookingId" value={j.id} />
                    <Button type="submit" variant="subtle" size="compact">
                      Cancel
                      <span className="sr-only">
                        {' '}
                        the journey on {formatLondonDateTime(j.pickupAt)}
                      </span>
                    </Button>
                  </Form>
                ) : null}
              </Td>
            </tr>
          ))}
        </DataTable>
      </section>
    </div>
  );
}
