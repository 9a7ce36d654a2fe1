/**
 * What the fleet register takes for a vehicle, written once so the add-vehicle form's bounds and
 * the server's check cannot drift apart. Client-safe.
 */
export const VEHICLE_NAME_MAX = 80;
/**
 * The most passenger seats one vehicle may have: a bound on slips such as an extra digit. Not the
 * largest party a quote takes (PASSENGERS_MAX), though both are 100: one is a vehicle, one a group.
 */
export const VEHICLE_SEATS_MAX = 100;

/** The longest gap between a PSV's safety inspections the form takes, in weeks. */
export const INSPECTION_WEEKS_MAX = 52;

/** A vehicle's document dates (YYYY-MM-DD, the last valid day; null: not recorded). */
export interface VehicleDates {
  motDue: string | null;
  insuranceUntil: string | null;
  nextInspection: string | null;
  inspectionWeeks: number | null;
  roadTaxDue: string | null;
  plateUntil: string | null;
}

/** The fleet form's labels, as the contract names them. */
export const VEHICLE_LABELS = {
  registration: 'Registration',
  motDue: 'MOT due',
  insuranceUntil: 'Insurance until',
  nextInspection: 'Next inspection',
  inspectionWeeks: 'Inspection every (weeks)',
  inspectedOn: 'Inspected on',
  roadTaxDue: 'Road tax due',
  plateUntil: 'Plate or disc until',
} as const;

export const FLEET_MESSAGES = {
  duplicate: 'A vehicle with that name or registration is already in the fleet.',
  date: 'Give each date as day, month and year, or leave it empty.',
  weeks: `Give the weeks between inspections, from 1 to ${INSPECTION_WEEKS_MAX}, or leave it empty.`,
  /** DVLA's own words for a registration it does not know or cannot read. */
  dvlaRefused: (words: string) => `DVLA says: ${words}. Check the registration; nothing was saved.`,
  addedLookUpLater: (name: string) =>
    `${name} added with the dates typed. DVLA could not be asked just now; it is asked again in the daily check.`,
  saved: (name: string) => `${name}'s documents saved.`,
  /** A vehicle with documents not recorded: the register may use it, instant booking may not. */
  toConfirm: 'To confirm',
  toConfirmWhy: (labels: readonly string[]) =>
    `Not offered for instant booking until these are recorded: ${labels.join(', ')}.`,
} as const;
