/**
 * Vehicles and drivers fit for any job a test books: every document date recorded and valid for
 * years, drivers holding every category. Instant offers need exactly that (a date not recorded
 * refuses them), so a test about something else sets its fleet up here.
 */
import { londonDate } from './dates.ts';

type Query = <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;

/** Far enough ahead that no test's job outlasts it, near enough to read. */
export const FIT_UNTIL = londonDate(3 * 365);

export async function addFitVehicle(
  query: Query,
  vehicle: { name: string; seats: number },
): Promise<number> {
  const [row] = await query<{ id: number }>(
    `insert into fleet_vehicles
       (name, seats, mot_due, insurance_until, next_inspection, road_tax_due, plate_until)
     values ($1, $2, $3, $3, $3, $3, $3) returning id`,
    [vehicle.name, vehicle.seats, FIT_UNTIL],
  );
  return row!.id;
}

export async function addFitDriver(
  query: Query,
  driver: { name: string; categories?: string[] },
): Promise<number> {
  const [row] = await query<{ id: number }>(
    `insert into drivers
       (name, phone, licence_categories, licence_valid_until, cpc_until, dbs_valid_until,
        badge_number, badge_until)
     values ($1, '07700 900000', $2, $3, $3, $3, $4, $3) returning id`,
    [driver.name, driver.categories ?? ['B', 'D1', 'D'], FIT_UNTIL, `BADGE-${driver.name}`],
  );
  return row!.id;
}
