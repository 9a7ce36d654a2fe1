/**
 * GET /admin/bookings.csv (docs/http-api.md): every booking for the licensing council's records
 * (hirer, date and time, pickup, destination, vehicle and its registration, driver and their badge
 * number, agreed fare), `id` first, UTF-8 with a byte order mark so spreadsheet programs read it as
 * UTF-8. csv-stringify does the quoting.
 */
import { asc, eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { bookings, fleetVehicles } from './bookings-schema.server.ts';
import type { FitnessPorts } from './job-fitness.server.ts';
import { bookingColumns } from './list-bookings.server.ts';

const LONDON = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

/** 'YYYY-MM-DD HH:MM' in London, the local time the council's record means. */
function londonStamp(date: Date | null): string {
  if (!date) return '';
  const p = Object.fromEntries(LONDON.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** A cell a spreadsheet would run as a formula starts with one of these; a quote mark defuses it. */
function plain(value: string | null): string {
  if (!value) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export const BOOKINGS_CSV_COLUMNS = [
  'id',
  'reference',
  'pickup_at',
  'return_at',
  'hirer',
  'hirer_phone',
  'hirer_email',
  'pickup',
  'destination',
  'passengers',
  'vehicle',
  /** The council's record names the vehicle by its registration. */
  'vehicle_registration',
  'vehicle_quoted',
  'driver',
  /** The council's record names the driver by their private hire badge's number. */
  'driver_badge_number',
  'fare_gbp',
  'status',
  'booked_at',
  'instant_booking',
  /** The contract's reference ("C-0007") for a contract's journey; empty for a one-off booking. */
  'contract',
] as const;

/** What each booking's customer has paid, when online payment is on (composed by the route). */
export type PaidOf = (quoteIds: string[]) => Promise<Map<string, { heldPence: number }>>;

export const BOOKINGS_CSV_MONEY_COLUMNS = ['paid_gbp', 'left_gbp'] as const;

export async function bookingsCsv(
  db: AppDb,
  ports: Pick<FitnessPorts, 'drivers'>,
  paidOf?: PaidOf,
): Promise<string> {
  const badges = new Map((await ports.drivers(db)).map((d) => [d.id, d.badgeNumber]));
  const rows = await db
    .select({ ...bookingColumns(), vehicleRegistration: fleetVehicles.registration })
    .from(bookings)
    .leftJoin(fleetVehicles, eq(bookings.vehicleId, fleetVehicles.id))
    .orderBy(asc(bookings.pickupAt));
  const paid = paidOf ? await paidOf(rows.map((row) => row.quoteId)) : null;
  const money = (row: (typeof rows)[number]) => {
    if (!paid) return [];
    const held = paid.get(row.quoteId)?.heldPence ?? 0;
    const left = row.status === 'cancelled' ? 0 : Math.max(0, row.farePence - held);
    return [(held / 100).toFixed(2), (left / 100).toFixed(2)];
  };
  const columns = [...BOOKINGS_CSV_COLUMNS, ...(paid ? BOOKINGS_CSV_MONEY_COLUMNS : [])];
  return stringify(
    rows.map((row) => [
      row.id,
      row.quoteId,
      londonStamp(row.pickupAt),
      londonStamp(row.returnAt),
      plain(row.hirerName),
      plain(row.hirerPhone),
      plain(row.hirerEmail),
      plain(row.pickupLocation),
      plain(row.destination),
      row.passengers,
      plain(row.vehicleName),
      plain(row.vehicleRegistration),
      plain(row.quotedVehicle),
      plain(row.driverName),
      plain(row.driverId === null ? null : (badges.get(row.driverId) ?? null)),
      (row.farePence / 100).toFixed(2),
      row.status,
      londonStamp(row.createdAt),
      row.instant ? 'yes' : 'no',
      row.contractReference ?? '',
      ...money(row),
    ]),
    { bom: true, header: true, columns, record_delimiter: 'windows' },
  );
}
