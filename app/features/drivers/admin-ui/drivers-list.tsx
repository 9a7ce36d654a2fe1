/**
 * The drivers, each as a card with their documents at a glance, an edit form behind a disclosure
 * and retire (or bring back); then the form to add one. Cards rather than a table, so a phone
 * shows every date without scrolling sideways.
 */
import { Form } from 'react-router';
import { cardVariants } from '#app/components/ui/card.ts';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { formatLongDate } from '#app/lib/dates.ts';
import { DRIVER_LABELS, type DriverField } from '../driver-form.ts';
import { DriverForm, type DriverFormValues } from './driver-form.tsx';

export interface DriverCard extends DriverFormValues {
  active: boolean;
}

export interface DriversActionData {
  ok: boolean;
  message: string;
  intent: string;
  driverId?: number;
  errors?: Partial<Record<DriverField, string>>;
}

const SHOWN_DATES = ['licenceValidUntil', 'cpcUntil', 'dbsValidUntil', 'badgeUntil'] as const;

const dateText = (date: string | null) => (date ? formatLongDate(date) : 'Not recorded');

export function DriversList({
  drivers,
  actionData,
}: {
  drivers: DriverCard[];
  actionData: DriversActionData | undefined;
}) {
  const about = (driverId: number) =>
    actionData?.driverId === driverId && actionData.intent !== 'add-driver'
      ? actionData
      : undefined;
  const added = actionData?.intent === 'add-driver' ? actionData : undefined;
  return (
    <div className="grid gap-4">
      {drivers.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
          No drivers yet. Add each driver below with their licence and checks.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Drivers">
          {drivers.map((driver) => {
            const result = about(driver.id);
            return (
              <li key={driver.id} className={cardVariants()}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-base font-bold text-navy-900">
                    <span className={driver.active ? '' : 'text-slate-500 line-through'}>
                      {driver.name}
                    </span>
                    {driver.active ? null : (
                      <span className="ml-2 text-sm font-normal">(retired)</span>
                    )}
                  </h2>
                  <Form method="post">
                    <input
                      type="hidden"
                      name="intent"
                      value={driver.active ? 'retire-driver' : 'restore-driver'}
                    />
                    <input type="hidden" name="driverId" value={driver.id} />
                    <button
                      type="submit"
                      className={textLinkVariants({ underline: 'always', className: 'text-sm' })}
                    >
                      {driver.active ? 'Retire' : 'Back to driving'}
                      <span className="sr-only"> {driver.name}</span>
                    </button>
                  </Form>
                </div>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="text-slate-600">{DRIVER_LABELS.phone}</dt>
                    <dd>{driver.phone}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{DRIVER_LABELS.licenceCategories}</dt>
                    <dd>{driver.licenceCategories.join(', ') || 'None recorded'}</dd>
                  </div>
                  {SHOWN_DATES.map((field) => (
                    <div key={field}>
                      <dt className="text-slate-600">{DRIVER_LABELS[field]}</dt>
                      <dd>{dateText(driver[field])}</dd>
                    </div>
                  ))}
                </dl>
                {result && !result.ok ? (
                  <p role="alert" className="mt-2 text-sm font-semibold text-dragon-700">
                    {result.message}
                  </p>
                ) : null}
                <details className="mt-3" open={Boolean(result)}>
                  <summary className="cursor-pointer text-sm font-semibold text-navy-800">
                    Edit<span className="sr-only"> {driver.name}</span>
                  </summary>
                  <div className="mt-3">
                    <DriverForm
                      driver={driver}
                      errors={result?.errors}
                      saved={result?.ok ? result.message : undefined}
                    />
                  </div>
                </details>
              </li>
            );
          })}
        </ul>
      )}
      <section aria-labelledby="add-driver-heading" className={cardVariants()}>
        <h2 id="add-driver-heading" className="mb-3 text-base font-bold text-navy-900">
          Add a driver
        </h2>
        {added && !added.ok ? (
          <p role="alert" className="mb-2 text-sm font-semibold text-dragon-700">
            {added.message}
          </p>
        ) : null}
        {/* Keyed by the count: once a driver is added, the form starts empty again. */}
        <DriverForm
          key={drivers.length}
          driver={null}
          errors={added?.errors}
          saved={added?.ok ? added.message : undefined}
        />
      </section>
    </div>
  );
}
