/**
 * What the contract form takes, written once for the form's bounds and the server's check, with
 * the field labels the contract names. Client-safe.
 */
import { z } from 'zod';
import { isIsoDate, isTime } from '#app/lib/london-dates.ts';
import { poundsToPence } from '#app/lib/money.ts';
import { parseRowId } from '#app/lib/row-id.ts';

export const PLACE_MAX = 200;
export const CONTRACT_PASSENGERS_MAX = 100;
/** A contract runs for at most a school year and a bit: longer is a typing mistake. */
export const CONTRACT_MAX_DAYS = 400;

export const CONTRACT_LABELS = {
  accountId: 'Account',
  pickupLocation: 'Pickup',
  destination: 'Destination',
  pickupTime: 'Pickup time',
  returnTime: 'Return time',
  weekdays: 'Days',
  firstDay: 'From',
  lastDay: 'Until',
  calendarId: 'Term calendar',
  passengers: 'Passengers',
  price: 'Price per journey',
  vehicleId: 'Vehicle',
  driverId: 'Driver',
  runsOnBankHolidays: 'Runs on bank holidays',
  school: 'School run (the driver needs a current DBS check)',
  skippedDays: 'Skip',
} as const;

export type ContractField = keyof typeof CONTRACT_LABELS;

export const CONTRACT_MESSAGES = {
  accountId: 'Choose the account the work is for.',
  pickupLocation: `Give the pickup, in up to ${PLACE_MAX} characters.`,
  destination: `Give the destination, in up to ${PLACE_MAX} characters.`,
  pickupTime: 'Give the pickup time as hours and minutes, such as 08:15.',
  returnTime:
    'Give the return time as hours and minutes, after the pickup time, or leave it empty.',
  weekdays: 'Tick at least one day of the week.',
  firstDay: 'Give the first day as a date.',
  lastDay: `Give the last day as a date on or after the first, at most ${CONTRACT_MAX_DAYS} days on.`,
  passengers: `Give the number of passengers, from 1 to ${CONTRACT_PASSENGERS_MAX}.`,
  price: 'Give the price per journey in pounds, such as 85 or 85.50.',
  vehicleId: 'Choose the vehicle that runs the contract.',
  noJourneys:
    'No journeys fall between those dates on those days. Check the days and the calendar.',
  clashes: (count: number) =>
    `${count} ${count === 1 ? 'journey clashes' : 'journeys clash'} with other work on the vehicle or driver. Nothing was saved.`,
  unfit: 'The vehicle or driver cannot be given this work. Nothing was saved.',
  /** Said under a date, before the rule that refuses it. */
  dateRefused: 'Refused:',
  tooFewSeats: (seats: number) => `The vehicle has ${seats} seats, fewer than the passengers.`,
  checked: (count: number) =>
    `${count} ${count === 1 ? 'journey' : 'journeys'}. Untick nothing, or tick any date to skip, then save.`,
  saved: (reference: string, count: number) =>
    `${reference} saved with ${count} ${count === 1 ? 'journey' : 'journeys'} in the register.`,
  estimate: (pounds: string) => `The tariff's estimate per journey: ${pounds}.`,
  cancelledOne: (date: string) => `The journey on ${date} is cancelled and its vehicle released.`,
  cancelledRest: (count: number) =>
    `${count} ${count === 1 ? 'journey' : 'journeys'} cancelled and their vehicle released.`,
  nothingToCancel: 'There is nothing left to cancel from that date.',
  priceFromDay: 'Give the first day of the new price, today or later.',
  /** Said when a price change finds no journey it may change. */
  nothingToReprice: 'No journey still ahead from that date can take a new price.',
  repriced: (count: number, pounds: string, from: string) =>
    `${count} ${count === 1 ? 'journey' : 'journeys'} from ${from} now ${count === 1 ? 'costs' : 'cost'} ${pounds}; earlier ones keep their price.`,
  /** Noted in each journey's history. */
  repricedNote: (pounds: string, from: string) =>
    `Contract price changed to ${pounds} a journey from ${from}.`,
  /** Journeys a document was issued for keep the price it shows. */
  documentedKept: (count: number) =>
    `${count} ${count === 1 ? 'journey has' : 'journeys have'} a document issued and kept ${count === 1 ? 'its' : 'their'} price.`,
} as const;

const place = (message: string) => z.string().trim().min(1, message).max(PLACE_MAX, message);
const isoDate = (message: string) => z.string().trim().refine(isIsoDate, message);

export const ContractFormSchema = z
  .object({
    accountId: z
      .string()
      .transform((v) => parseRowId(v))
      .refine((v) => v !== null, CONTRACT_MESSAGES.accountId)
      .transform((v) => v!),
    pickupLocation: place(CONTRACT_MESSAGES.pickupLocation),
    destination: place(CONTRACT_MESSAGES.destination),
    pickupTime: z.string().trim().refine(isTime, CONTRACT_MESSAGES.pickupTime),
    returnTime: z
      .string()
      .trim()
      .refine((v) => v === '' || isTime(v), CONTRACT_MESSAGES.returnTime)
      .transform((v) => v || null),
    weekdays: z
      .array(z.string())
      .transform((days) => [...new Set(days.map(Number))].filter((d) => d >= 1 && d <= 7).sort())
      .refine((days) => days.length > 0, CONTRACT_MESSAGES.weekdays),
    firstDay: isoDate(CONTRACT_MESSAGES.firstDay),
    lastDay: isoDate(CONTRACT_MESSAGES.lastDay),
    calendarId: z.string().transform((v) => parseRowId(v)),
    passengers: z
      .string()
      .trim()
      .refine((v) => /^\d{1,3}$/.test(v), CONTRACT_MESSAGES.passengers)
      .transform(Number)
      .refine((v) => v >= 1 && v <= CONTRACT_PASSENGERS_MAX, CONTRACT_MESSAGES.passengers),
    /** Pounds in the form, pence from here on; empty until the tariff's estimate fills it. */
    pricePence: z
      .string()
      .trim()
      .refine((v) => v === '' || (poundsToPence(v) ?? 0) > 0, CONTRACT_MESSAGES.price)
      .transform((v) => (v === '' ? null : poundsToPence(v))),
    vehicleId: z
      .string()
      .transform((v) => parseRowId(v))
      .refine((v) => v !== null, CONTRACT_MESSAGES.vehicleId)
      .transform((v) => v!),
    driverId: z.string().transform((v) => parseRowId(v)),
    runsOnBankHolidays: z.boolean(),
    school: z.boolean(),
    skippedDays: z.array(z.string()).transform((days) => days.filter(isIsoDate)),
  })
  .superRefine((v, ctx) => {
    if (v.returnTime !== null && v.returnTime <= v.pickupTime) {
      ctx.addIssue({ code: 'custom', path: ['returnTime'], message: CONTRACT_MESSAGES.returnTime });
    }
    const span = (Date.parse(v.lastDay) - Date.parse(v.firstDay)) / 86_400_000;
    if (!(span >= 0 && span <= CONTRACT_MAX_DAYS)) {
      ctx.addIssue({ code: 'custom', path: ['lastDay'], message: CONTRACT_MESSAGES.lastDay });
    }
  });

export type ContractInput = z.output<typeof ContractFormSchema>;

/** The form's values as typed, to fill the form again after a check or a refusal. */
export interface ContractFormValues {
  accountId: string;
  pickupLocation: string;
  destination: string;
  pickupTime: string;
  returnTime: string;
  weekdays: string[];
  firstDay: string;
  lastDay: string;
  calendarId: string;
  passengers: string;
  price: string;
  vehicleId: string;
  driverId: string;
  runsOnBankHolidays: boolean;
  school: boolean;
  skippedDays: string[];
}

export function contractFormValues(
  form: FormData,
  clean: (text: string) => string,
): ContractFormValues {
  const text = (name: string) => clean(String(form.get(name) ?? ''));
  const all = (name: string) => form.getAll(name).map((v) => clean(String(v)));
  return {
    accountId: text('accountId'),
    pickupLocation: text('pickupLocation'),
    destination: text('destination'),
    pickupTime: text('pickupTime'),
    returnTime: text('returnTime'),
    weekdays: all('weekdays'),
    firstDay: text('firstDay'),
    lastDay: text('lastDay'),
    calendarId: text('calendarId'),
    passengers: text('passengers'),
    price: text('price'),
    vehicleId: text('vehicleId'),
    driverId: text('driverId'),
    runsOnBankHolidays: form.get('runsOnBankHolidays') === 'on',
    school: form.get('school') === 'on',
    skippedDays: all('skippedDays'),
  };
}

export function parseContractForm(values: ContractFormValues) {
  return ContractFormSchema.safeParse({ ...values, pricePence: values.price });
}
