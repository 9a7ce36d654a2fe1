/**
 * The operator's drivers: listed, added, edited, retired and brought back. A driver is never
 * deleted, so the jobs they drove keep their driver.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { stripControlCharacters } from '#app/lib/free-text.ts';
import { parseRowId } from '#app/lib/row-id.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { drivers } from './drivers-schema.server.ts';
import {
  DRIVER_MESSAGES,
  DriverFormSchema,
  type DriverField,
  type DriverInput,
} from './driver-form.ts';

export async function listDrivers(db: AppDb) {
  return db
    .select({
      id: drivers.id,
      name: drivers.name,
      phone: drivers.phone,
      email: drivers.email,
      licenceCategories: drivers.licenceCategories,
      licenceValidUntil: drivers.licenceValidUntil,
      cpcUntil: drivers.cpcUntil,
      dbsValidUntil: drivers.dbsValidUntil,
      badgeNumber: drivers.badgeNumber,
      badgeUntil: drivers.badgeUntil,
      active: drivers.active,
    })
    .from(drivers)
    .orderBy(desc(drivers.active), asc(drivers.name), asc(drivers.id));
}

/** A driver's name, for a job given to them by an instant offer; null when no such driver. */
export async function driverNameOf(db: AppDb, driverId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: drivers.name })
    .from(drivers)
    .where(eq(drivers.id, driverId));
  return row?.name ?? null;
}

export type DriverActionResult =
  | { ok: true; message: string; driverId: number }
  | {
      ok: false;
      message: string;
      driverId?: number;
      errors?: Partial<Record<DriverField, string>>;
    };

/** The form's fields as the schema reads them (free text without control characters). */
export function readDriverForm(form: FormData) {
  const text = (name: string) => stripControlCharacters(String(form.get(name) ?? ''));
  return DriverFormSchema.safeParse({
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    licenceCategories: form.getAll('licenceCategories').map(String),
    licenceValidUntil: text('licenceValidUntil'),
    cpcUntil: text('cpcUntil'),
    dbsValidUntil: text('dbsValidUntil'),
    badgeNumber: text('badgeNumber'),
    badgeUntil: text('badgeUntil'),
  });
}

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<DriverField, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as DriverField;
    errors[field] ??= issue.message;
  }
  return errors;
}

export async function saveDriver(
  db: AppDb,
  driverId: number | null,
  form: FormData,
): Promise<DriverActionResult> {
  const parsed = readDriverForm(form);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    return {
      ok: false,
      message: Object.values(errors)[0] ?? DRIVER_MESSAGES.name,
      errors,
      ...(driverId ? { driverId } : {}),
    };
  }
  const values: DriverInput = {
    ...parsed.data,
    // One of each, in the order the rules list them.
    licenceCategories: [...new Set(parsed.data.licenceCategories)].sort(),
  };
  if (driverId === null) {
    const [row] = await db.insert(drivers).values(values).returning({ id: drivers.id });
    return { ok: true, message: DRIVER_MESSAGES.added(values.name), driverId: row!.id };
  }
  const [row] = await db
    .update(drivers)
    .set(values)
    .where(eq(drivers.id, driverId))
    .returning({ id: drivers.id });
  return row
    ? { ok: true, message: DRIVER_MESSAGES.saved(values.name), driverId }
    : { ok: false, message: DRIVER_MESSAGES.unknown };
}

export async function setDriverActive(
  db: AppDb,
  driverId: number,
  active: boolean,
): Promise<DriverActionResult> {
  const [row] = await db
    .update(drivers)
    .set({ active })
    .where(eq(drivers.id, driverId))
    .returning({ name: drivers.name });
  if (!row) return { ok: false, message: DRIVER_MESSAGES.unknown };
  return {
    ok: true,
    message: active ? DRIVER_MESSAGES.restored(row.name) : DRIVER_MESSAGES.retired(row.name),
    driverId,
  };
}

/** The /admin/drivers page's form posts: add, edit, retire, bring back. */
export async function driversPageAction(
  db: AppDb,
  form: FormData,
): Promise<DriverActionResult & { intent: string }> {
  const intent = String(form.get('intent') ?? '');
  const driverId = parseRowId(form.get('driverId'));
  const result = await (async (): Promise<DriverActionResult> => {
    switch (intent) {
      case 'add-driver':
        return saveDriver(db, null, form);
      case 'edit-driver':
        if (driverId) return saveDriver(db, driverId, form);
        break;
      case 'retire-driver':
      case 'restore-driver':
        if (driverId) return setDriverActive(db, driverId, intent === 'restore-driver');
        break;
    }
    return { ok: false, message: 'That did not work. Reload the page and try again.' };
  })();
  return { ...result, intent };
}
