/**
 * The tariff as the admin form holds it: one named input per figure, money in pounds (people
 * think in pounds; the tariff keeps pence), and the schema that reads a submission back into a
 * checked Tariff with a message for each input that is wrong (Conform). Client-safe.
 */
import { z } from 'zod';
import { valueAtName } from '#app/lib/form-names.ts';
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

/** The value an input shows for a figure of the tariff. */
export function tariffFieldValue(tariff: Tariff, field: TariffField): string {
  const value = valueAtName(tariff, field.name);
  if (field.unit === 'pounds') return ((value as number) / 100).toFixed(2);
  return String(value);
}

/** "12.50" or "£12.50" → 1250; anything else → NaN, which the schema refuses with its message. */
function poundsToPence(text: string): number {
  const cleaned = text.trim().replace(/^£/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

/** The figure a field's typed text stands for: pence, a number, or a time; NaN when it is none. */
function figureOf(field: TariffField, typed: unknown): number | string {
  const text = typeof typed === 'string' ? typed : '';
  if (field.unit === 'time') return text.trim();
  if (field.unit === 'pounds') return poundsToPence(text);
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** Sets the value at a dotted `path`, making the records on the way. */
function put<T>(tree: { [key: string]: T | object }, path: string, value: T): void {
  const keys = path.split('.');
  let node = tree;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as typeof tree;
  node[keys.at(-1)!] = value;
}

/**
 * What the form posts, read into a tariff through Conform (`parseWithZod`, on the server and in
 * the hydrated page): each input's text turned into its figure (pounds into pence), then checked
 * by the tariff's own schema, whose message for a figure stands at that figure's input.
 */
export const TariffFormSchema = z
  .record(z.string(), z.unknown())
  .transform((posted) => {
    const tree: Record<string, unknown> = {};
    for (const field of ALL_FIELDS)
      put(tree, field.name, figureOf(field, valueAtName(posted, field.name)));
    return tree;
  })
  .pipe(TariffSchema);

/** The form's inputs, nested by the dots of their names as Conform holds them. */
export interface TariffFormInput {
  [name: string]: string | TariffFormInput;
}

/** The inputs' values for a tariff, nested as Conform holds them (`vehicles` → `16-seat` → …). */
export function tariffFormInput(tariff: Tariff): TariffFormInput {
  const input: TariffFormInput = {};
  for (const field of ALL_FIELDS) put(input, field.name, tariffFieldValue(tariff, field));
  return input;
}

/** What an input shows: as typed when a save was refused (`initialValue`), else the tariff's. */
export function typedTariffValue(initialValue: unknown, field: TariffField): string | undefined {
  const value = valueAtName(initialValue, field.name);
  return typeof value === 'string' ? value : undefined;
}

/** The hidden field carrying the version the form was loaded from ("v12"). */
export const TARIFF_VERSION_FIELD = 'editedFrom';
