/**
 * The tariff as the admin form holds it: one named input per figure, money in pounds (people
 * think in pounds; the tariff keeps pence), and the way back to a checked Tariff with a message
 * for each input that is wrong. Client-safe.
 */
import { AIRPORT_IDS } from './places/named-places.ts';
import { AIRPORT_LABELS, TariffSchema, VEHICLE_IDS, vehicleName, type Tariff } from './tariff.ts';

export type TariffFieldUnit = 'pounds' | 'percent' | 'miles' | 'hours' | 'mph' | 'time';

export interface TariffField {
  /** The input's name: the figure's path in the tariff, joined with dots. */
  name: string;
  label: string;
  unit: TariffFieldUnit;
}

export interface TariffFieldGroup {
  title: string;
  hint?: string;
  fields: TariffField[];
}

export const TARIFF_FIELD_GROUPS: TariffFieldGroup[] = [
  {
    title: 'Every booking',
    fields: [
      { name: 'minimumFare', label: 'Minimum fare per vehicle, VAT included', unit: 'pounds' },
      { name: 'roundUpToPence', label: 'Round the total up to a multiple of', unit: 'pounds' },
    ],
  },
  ...VEHICLE_IDS.map((id): TariffFieldGroup => ({
    title: vehicleName(id),
    hint: 'Prices before VAT. Airport prices are one way between Cardiff and the airport.',
    fields: [
      { name: `vehicles.${id}.perMile`, label: 'Per mile', unit: 'pounds' },
      { name: `vehicles.${id}.vatPercent`, label: 'VAT rate', unit: 'percent' },
      ...AIRPORT_IDS.map((airport): TariffField => ({
        name: `vehicles.${id}.airports.${airport}`,
        label: AIRPORT_LABELS[airport],
        unit: 'pounds',
      })),
    ],
  })),
  {
    title: 'Getting there and waiting',
    fields: [
      {
        name: 'emptyRunningPercent',
        label: 'Driving to the pickup and home, share of the mileage rate',
        unit: 'percent',
      },
      {
        name: 'emptyRunningFreeMiles',
        label: 'Free miles from the depot, each way',
        unit: 'miles',
      },
      { name: 'waitingPerHour', label: 'Waiting on a same-day return, per hour', unit: 'pounds' },
      {
        name: 'maxWaitingHours',
        label: 'Longest wait before it becomes two trips',
        unit: 'hours',
      },
      { name: 'averageSpeedMph', label: 'Average speed, to time the wait', unit: 'mph' },
    ],
  },
  {
    title: 'Nights and bank holidays',
    hint: 'A surcharge applies to each leg that starts at night or on a bank holiday in England and Wales.',
    fields: [
      { name: 'night.start', label: 'Night starts', unit: 'time' },
      { name: 'night.end', label: 'Night ends', unit: 'time' },
      { name: 'night.surchargePercent', label: 'Night surcharge', unit: 'percent' },
      { name: 'bankHolidaySurchargePercent', label: 'Bank holiday surcharge', unit: 'percent' },
    ],
  },
];

const ALL_FIELDS = TARIFF_FIELD_GROUPS.flatMap((g) => g.fields);

function read(tariff: Tariff, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], tariff);
}

/** The value an input shows for a figure of the tariff. */
export function tariffFieldValue(tariff: Tariff, field: TariffField): string {
  const value = read(tariff, field.name);
  if (field.unit === 'pounds') return ((value as number) / 100).toFixed(2);
  return String(value);
}

/** "12.50" or "£12.50" → 1250; anything else → NaN, which the schema refuses with its message. */
export function poundsToPence(text: string): number {
  const cleaned = text.trim().replace(/^£/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

export type TariffFormResult =
  | { ok: true; tariff: Tariff }
  | { ok: false; fieldErrors: Record<string, string>; values: Record<string, string> };

export function tariffFromForm(form: FormData): TariffFormResult {
  const values: Record<string, string> = {};
  const tree: Record<string, unknown> = {};
  for (const field of ALL_FIELDS) {
    const raw = String(form.get(field.name) ?? '');
    values[field.name] = raw;
    const value =
      field.unit === 'time'
        ? raw.trim()
        : field.unit === 'pounds'
          ? poundsToPence(raw)
          : raw.trim() === ''
            ? Number.NaN
            : Number(raw);
    const keys = field.name.split('.');
    let node = tree;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys.at(-1)!] = value;
  }
  const parsed = TariffSchema.safeParse(tree);
  if (parsed.success) return { ok: true, tariff: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
  return { ok: false, fieldErrors, values };
}

/** The hidden field carrying the version the form was loaded from ("v12"). */
export const TARIFF_VERSION_FIELD = 'editedFrom';
