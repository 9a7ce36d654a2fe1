/**
 * The operator's one-off part of instant booking, through the admin's own forms in Chromium: a
 * vehicle in the fleet (`/admin/bookings`) and instant booking switched on (`/admin/settings`).
 * Shared by the browser test of booking instantly and its bench.
 */
import type { Page } from 'playwright-core';

export async function switchOnInstantBooking(
  admin: Page,
  serverUrl: string,
  vehicle: { name: string; seats: number },
): Promise<void> {
  await admin.goto(`${serverUrl}/admin/bookings`);
  await admin.getByLabel('Vehicle name').fill(vehicle.name);
  await admin.getByLabel('Seats').fill(String(vehicle.seats));
  await admin.getByRole('button', { name: 'Add', exact: true }).click();
  await admin.getByText(vehicle.name).first().waitFor();
  await admin.goto(`${serverUrl}/admin/settings`);
  await admin.getByLabel('Instant booking').check();
  await admin.getByRole('button', { name: 'Save booking rules' }).click();
  await admin.getByText('Saved. New requests are held to these rules').waitFor();
}
