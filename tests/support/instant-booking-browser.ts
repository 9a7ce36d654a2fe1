/**
 * The operator's one-off part of instant booking, through the admin's own forms in Chromium: a
 * vehicle in the fleet (`/admin/bookings`) and a driver on the list (`/admin/drivers`), each with
 * every date recorded (an instant offer needs them all), and instant booking switched on
 * (`/admin/settings`). Shared by the browser test of booking instantly and its bench.
 */
import type { Page } from 'playwright-core';
import { FIT_UNTIL } from './fit-fleet.ts';

/** The forms' date inputs by name ("MOT due", "Licence valid until"…). */
const VEHICLE_DATES = ['motDue', 'insuranceUntil', 'nextInspection', 'roadTaxDue', 'plateUntil'];
const DRIVER_DATES = ['licenceValidUntil', 'cpcUntil', 'dbsValidUntil', 'badgeUntil'];

export async function switchOnInstantBooking(
  admin: Page,
  serverUrl: string,
  vehicle: { name: string; seats: number },
  driver = { name: 'Alun Jones', phone: '07700 900123' },
): Promise<void> {
  await admin.goto(`${serverUrl}/admin/bookings`);
  await admin.getByLabel('Vehicle name').fill(vehicle.name);
  await admin.getByLabel('Seats').fill(String(vehicle.seats));
  const addVehicle = admin.locator('form').filter({ has: admin.getByLabel('Vehicle name') });
  for (const name of VEHICLE_DATES) await addVehicle.locator(`input[name=${name}]`).fill(FIT_UNTIL);
  await admin.getByRole('button', { name: 'Add', exact: true }).click();
  await admin.getByText(vehicle.name).first().waitFor();

  await admin.goto(`${serverUrl}/admin/drivers`);
  const addDriver = admin.getByRole('form', { name: 'Add a driver' });
  await addDriver.getByLabel('Name').fill(driver.name);
  await addDriver.getByLabel('Phone').fill(driver.phone);
  await addDriver.getByLabel('D', { exact: true }).check();
  for (const name of DRIVER_DATES) await addDriver.locator(`input[name=${name}]`).fill(FIT_UNTIL);
  await addDriver.getByRole('button', { name: 'Add driver' }).click();
  await admin
    .getByRole('status')
    .filter({ hasText: `${driver.name} added.` })
    .waitFor();

  await admin.goto(`${serverUrl}/admin/settings`);
  await admin.getByLabel('Instant booking').check();
  await admin.getByRole('button', { name: 'Save booking rules' }).click();
  await admin.getByText('Saved. New requests are held to these rules').waitFor();
}
