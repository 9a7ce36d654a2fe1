/** The register page's loader and action work, so the route module stays a thin page. */
import { data } from 'react-router';
import { parseDecimalInteger } from '#app/lib/decimal-integer.ts';
import { parseRowId } from '#app/lib/row-id.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { BookingOutbox } from './booking-reminders.server.ts';
import {
  assignBooking,
  cancelBooking,
  type BookingActionResult,
} from './booking-actions.server.ts';
import type { DvlaClient } from './dvla/dvla-client.server.ts';
import type { FitnessPorts } from './job-fitness.server.ts';
import { changeAlertingUnfit, unfitJobs } from './unfit-jobs.server.ts';
import { readVehicleDocuments } from './fleet-form.server.ts';
import { addVehicle, listFleet, setVehicleActive, updateVehicleDocuments } from './fleet.server.ts';
import { bookingWeek, WEEK_PARAM } from './booking-week.ts';
import { BOOKING_VIEWS, listBookings, listWeek, type BookingView } from './list-bookings.server.ts';

export async function bookingsPageData(
  db: AppDb,
  ports: Pick<FitnessPorts, 'drivers'>,
  url: URL,
  now = new Date(),
) {
  const requested = url.searchParams.get('view');
  const view: BookingView = BOOKING_VIEWS.find((v) => v === requested) ?? 'upcoming';
  // ?week=YYYY-MM-DD shows that week instead of the list (plain links, no script needed).
  const weekParam = url.searchParams.get(WEEK_PARAM);
  const thisWeek = bookingWeek(null, now).monday;
  // Jobs a change made unfit head every view of the register until the operator sees to them.
  const [fleet, drivers, unfit] = await Promise.all([
    listFleet(db),
    driverOptions(db, ports),
    unfitJobs(db, ports, now),
  ]);
  if (weekParam !== null) {
    const week = bookingWeek(weekParam, now);
    const days = await listWeek(db, week, now);
    return {
      view: 'week' as const,
      week: { ...week, days },
      thisWeek,
      rows: [],
      fleet,
      drivers,
      unfit,
    };
  }
  const rows = await listBookings(db, view, now);
  return { view, week: null, thisWeek, rows, fleet, drivers, unfit };
}

/** The drivers the assignment form offers: only what it shows. */
async function driverOptions(db: AppDb, ports: Pick<FitnessPorts, 'drivers'>) {
  return (await ports.drivers(db)).map(({ id, name, active, licenceCategories }) => ({
    id,
    name,
    active,
    licenceCategories: [...licenceCategories],
  }));
}

/** The message for an id the register's own forms never send (malformed, or beyond the column). */
export const ID_UNREADABLE = 'That id is not one of ours. Reload the page and try again.';

/**
 * The row id in a field, null when the field is missing or empty; a field holding anything but a
 * row id is refused with a 400, as no form of the register sends one.
 */
const idOf = (value: FormDataEntryValue | null) => {
  if (value === null || value === '') return null;
  const id = parseRowId(value);
  if (id === null) throw data(ID_UNREADABLE, { status: 400 });
  return id;
};

/**
 * How a booking is cancelled when the route composes more into it (online payment's refund, decided
 * and queued in the cancellation's own transaction). Its answer is the operator's.
 */
export type CancelWithMore = (bookingId: number, form: FormData) => Promise<BookingActionResult>;

export async function bookingsPageAction(
  deps: {
    db: AppDb;
    boss: BookingOutbox | undefined;
    by: string;
    ports: FitnessPorts;
    cancel?: CancelWithMore;
    /** With DVLA_VES_API_KEY set: a new vehicle's MOT and tax dates are looked up. */
    dvla?: DvlaClient;
  },
  form: FormData,
): Promise<BookingActionResult & { intent: string }> {
  const intent = String(form.get('intent') ?? '');
  const bookingId = idOf(form.get('bookingId'));
  const vehicleId = idOf(form.get('vehicleId'));
  // A change to a vehicle that leaves a booked job unfit alerts the operator in its transaction.
  const alerting = (key: string, change: (tx: AppDb) => Promise<BookingActionResult>) =>
    changeAlertingUnfit({ db: deps.db, boss: deps.boss, ports: deps.ports }, key, change);
  const result = await (async (): Promise<BookingActionResult> => {
    switch (intent) {
      case 'assign':
        if (!bookingId) break;
        return assignBooking(deps.db, deps.ports, {
          bookingId,
          vehicleId,
          driverId: idOf(form.get('driverId')),
        });
      case 'cancel': {
        if (!bookingId || !deps.boss) break;
        if (deps.cancel) return { ...(await deps.cancel(bookingId, form)), bookingId };
        const result = await cancelBooking(
          { db: deps.db, boss: deps.boss },
          { bookingId, by: deps.by },
        );
        return { ...result, bookingId };
      }
      case 'add-vehicle': {
        const documents = readVehicleDocuments(form);
        if (!documents.ok) return documents;
        // Seats are read strictly: "0x20", "1e1", " 7" and "7.0" are no number of seats.
        return addVehicle(
          deps.db,
          {
            ...documents.value,
            name: String(form.get('name') ?? ''),
            seats: parseDecimalInteger(String(form.get('seats') ?? '')) ?? 0,
          },
          deps.dvla,
        );
      }
      case 'vehicle-documents': {
        if (!vehicleId) break;
        const documents = readVehicleDocuments(form);
        if (!documents.ok) return documents;
        return alerting(`vehicle-${vehicleId}`, (tx) =>
          updateVehicleDocuments(tx, vehicleId, documents.value),
        );
      }
      case 'retire-vehicle':
      case 'restore-vehicle':
        if (!vehicleId) break;
        return alerting(`vehicle-${vehicleId}`, (tx) =>
          setVehicleActive(tx, vehicleId, intent === 'restore-vehicle'),
        );
    }
    return { ok: false, message: 'That did not work. Reload the page and try again.' };
  })();
  return { ...result, intent };
}
