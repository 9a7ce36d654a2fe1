/** Reads the fleet form's registration and document dates, strictly (the form sends ISO dates). */
import { isIsoDate } from '#app/lib/london-dates.ts';
import { parseDecimalInteger } from '#app/lib/decimal-integer.ts';
import { FLEET_MESSAGES, INSPECTION_WEEKS_MAX, type VehicleDates } from './fleet-limits.ts';

const REGISTRATION_MAX = 10;

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

export function readVehicleDocuments(
  form: FormData,
): Read<VehicleDates & { registration: string | null; inspectedOn: string | null }> {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const dates = [
    'motDue',
    'insuranceUntil',
    'nextInspection',
    'roadTaxDue',
    'plateUntil',
    'inspectedOn',
  ] as const;
  const read: Partial<Record<(typeof dates)[number], string | null>> = {};
  for (const name of dates) {
    const value = text(name);
    if (value && !isIsoDate(value)) return { ok: false, message: FLEET_MESSAGES.date };
    read[name] = value || null;
  }
  const weeksText = text('inspectionWeeks');
  const weeks = weeksText ? parseDecimalInteger(weeksText) : null;
  if (weeks === undefined || (weeks !== null && (weeks < 1 || weeks > INSPECTION_WEEKS_MAX))) {
    return { ok: false, message: FLEET_MESSAGES.weeks };
  }
  const registration = text('registration').replace(/\s+/g, '').toUpperCase();
  if (registration.length > REGISTRATION_MAX || /[^A-Z0-9]/.test(registration)) {
    return {
      ok: false,
      message: 'Give the registration as on the number plate, such as AB12 CDE.',
    };
  }
  return {
    ok: true,
    value: {
      registration: registration || null,
      motDue: read.motDue ?? null,
      insuranceUntil: read.insuranceUntil ?? null,
      nextInspection: read.nextInspection ?? null,
      inspectionWeeks: weeks,
      roadTaxDue: read.roadTaxDue ?? null,
      plateUntil: read.plateUntil ?? null,
      inspectedOn: read.inspectedOn ?? null,
    },
  };
}
