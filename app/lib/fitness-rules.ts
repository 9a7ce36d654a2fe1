/**
 * Whether a vehicle and a driver are fit for one job, for the whole of it: the rules the register's
 * assignment and instant offers obey. Pure and client-safe: the caller hands in the vehicle's and
 * driver's documents, the job's span and the driving already on the driver's days, and reads back
 * every rule that refuses, each with a message that names it.
 *
 * A document date is the last London day it is valid ("MOT due 2026-12-20" is valid all of the
 * 20th), so it lapses at the next London midnight; a job must end by then. A date nobody recorded
 * is unknown: for the admin a warning naming it (they may know better), for an instant offer a
 * refusal (nobody checks the sale).
 *
 * Which documents a job needs follows the licence that covers the vehicle: a PSV (9 or more
 * passenger seats) needs its safety inspection in date and a driver with the Driver CPC; a private
 * hire vehicle (fewer seats) needs its council plate and a driver with a council badge. Every
 * vehicle needs its MOT, insurance and road tax; every driver a licence in date whose categories
 * cover the seats. A school job's driver needs a current enhanced DBS check.
 */
import { addDays, londonInstant } from './london-dates.ts';

/** The licence categories recorded for a driver, smallest first. */
export const LICENCE_CATEGORIES = ['B', 'D1', 'D'] as const;
export type LicenceCategory = (typeof LICENCE_CATEGORIES)[number];

/** 9 or more passenger seats: a public service vehicle under a PSV operator's licence. */
export const PSV_MIN_PASSENGER_SEATS = 9;
/** B drives up to 8 passenger seats, D1 up to 16, D any number (D covers D1 covers B). */
export const B_MAX_PASSENGER_SEATS = 8;
export const D1_MAX_PASSENGER_SEATS = 16;

/** Drivers' hours: 9 hours' driving a day, 10 on at most two days a week, 56 hours a week. */
export const DAILY_DRIVING_MINUTES = 9 * 60;
export const EXTENDED_DAILY_DRIVING_MINUTES = 10 * 60;
export const EXTENDED_DAYS_PER_WEEK = 2;
export const WEEKLY_DRIVING_MINUTES = 56 * 60;

export type VehicleLicence = 'psv' | 'private-hire';

export function licenceFor(passengerSeats: number): VehicleLicence {
  return passengerSeats >= PSV_MIN_PASSENGER_SEATS ? 'psv' : 'private-hire';
}

/** What the licence covering the vehicle is called on the fleet list. */
export const VEHICLE_LICENCE_LABELS: Record<VehicleLicence, string> = {
  psv: 'PSV (operator disc)',
  'private-hire': 'Private hire (council plate)',
};

/** The smallest licence category that may drive this many passenger seats. */
export function categoryNeeded(passengerSeats: number): LicenceCategory {
  if (passengerSeats <= B_MAX_PASSENGER_SEATS) return 'B';
  if (passengerSeats <= D1_MAX_PASSENGER_SEATS) return 'D1';
  return 'D';
}

export function categoriesCover(held: readonly string[], passengerSeats: number): boolean {
  const needed = LICENCE_CATEGORIES.indexOf(categoryNeeded(passengerSeats));
  return held.some((c) => LICENCE_CATEGORIES.indexOf(c as LicenceCategory) >= needed);
}

/** The instant a document dated `lastValidDay` lapses: the next London midnight. */
export function lapsesAt(lastValidDay: string): Date {
  return londonInstant(addDays(lastValidDay, 1), '00:00');
}

export interface VehicleDocuments {
  name: string;
  seats: number;
  motDue: string | null;
  insuranceUntil: string | null;
  nextInspection: string | null;
  roadTaxDue: string | null;
  plateUntil: string | null;
}

export interface DriverDocuments {
  name: string;
  licenceCategories: readonly string[];
  licenceValidUntil: string | null;
  cpcUntil: string | null;
  dbsValidUntil: string | null;
  badgeUntil: string | null;
}

/** Each document's label, as the fleet list and the driver form call it. */
export const DOCUMENT_LABELS = {
  motDue: 'MOT due',
  insuranceUntil: 'Insurance until',
  nextInspection: 'Next inspection',
  roadTaxDue: 'Road tax due',
  plateUntil: 'Plate or disc until',
  licenceValidUntil: 'Licence valid until',
  cpcUntil: 'Driver CPC until',
  dbsValidUntil: 'DBS valid until',
  badgeUntil: 'Badge until',
} as const;
export type VehicleDocument =
  'motDue' | 'insuranceUntil' | 'nextInspection' | 'roadTaxDue' | 'plateUntil';
export type DriverDocument = 'licenceValidUntil' | 'cpcUntil' | 'dbsValidUntil' | 'badgeUntil';

/** The vehicle's documents a job needs, by the licence that covers it. */
export function vehicleDocumentsNeeded(seats: number): VehicleDocument[] {
  const always: VehicleDocument[] = ['motDue', 'insuranceUntil', 'roadTaxDue'];
  return licenceFor(seats) === 'psv' ? [...always, 'nextInspection'] : [...always, 'plateUntil'];
}

/**
 * The documents this vehicle needs that are not recorded yet, by label. A vehicle with any is "to
 * confirm": the register may still use it with a warning, but instant booking needs every date
 * (checkFitness in 'instant' mode), so a fresh install's vehicles are never sold until confirmed.
 */
export function vehicleDocumentsToConfirm(
  vehicle: Pick<VehicleDocuments, VehicleDocument | 'seats'>,
): string[] {
  return vehicleDocumentsNeeded(vehicle.seats)
    .filter((document) => !vehicle[document])
    .map((document) => DOCUMENT_LABELS[document]);
}

/**
 * The driver's documents a job in this vehicle needs; a school job adds the DBS check. With no
 * vehicle chosen yet (`seats` null) only what every job needs: the CPC or badge waits for one.
 */
export function driverDocumentsNeeded(seats: number | null, school: boolean): DriverDocument[] {
  const byLicence: DriverDocument[] =
    seats === null ? [] : [licenceFor(seats) === 'psv' ? 'cpcUntil' : 'badgeUntil'];
  return ['licenceValidUntil', ...byLicence, ...(school ? (['dbsValidUntil'] as const) : [])];
}

/** The driving of one job on one London day, in minutes (as the estimate counts it). */
export interface DayDriving {
  day: string;
  minutes: number;
}

export interface FitnessJob {
  /** The vehicle leaves the depot. */
  startsAt: Date;
  /** Back and turned round, a return leg included: every date must hold until then. */
  endsAt: Date;
  school: boolean;
  /** This job's driving per London day. */
  driving: readonly DayDriving[];
}

export type FitnessRule =
  | 'vehicle-document'
  | 'driver-document'
  | 'licence-category'
  | 'daily-driving'
  | 'extended-days'
  | 'weekly-driving';

export interface FitnessFinding {
  rule: FitnessRule;
  message: string;
}

export interface FitnessVerdict {
  /** False when any rule refuses: nothing may be saved. */
  ok: boolean;
  refusals: FitnessFinding[];
  /** Dates not recorded, which the admin may assign past (instant offers may not). */
  unknown: FitnessFinding[];
}

/** Every refusal's words, written once. */
export const FITNESS_MESSAGES = {
  lapses: (holder: string, label: string, lastDay: string) =>
    `${holder}: ${label} ${lastDay} lapses before this job ends.`,
  unknown: (holder: string, label: string) => `${holder}: ${label} is not recorded.`,
  category: (driver: string, seats: number, needed: LicenceCategory) =>
    `${driver} does not hold category ${needed}, which a vehicle with ${seats} passenger seats needs.`,
  daily: (driver: string, day: string, minutes: number) =>
    `${driver} would drive ${hoursAndMinutes(minutes)} on ${day}, more than the ${EXTENDED_DAILY_DRIVING_MINUTES / 60} hours allowed on any day.`,
  extended: (driver: string, weekOf: string) =>
    `${driver} would drive more than ${DAILY_DRIVING_MINUTES / 60} hours on more than ${EXTENDED_DAYS_PER_WEEK} days in the week of ${weekOf}.`,
  weekly: (driver: string, weekOf: string, minutes: number) =>
    `${driver} would drive ${hoursAndMinutes(minutes)} in the week of ${weekOf}, more than ${WEEKLY_DRIVING_MINUTES / 60} hours.`,
  /** Another job of the driver's (or an instant offer holding them) overlaps this one. */
  busy: (driver: string, other: string) =>
    `${driver} is already on ${other} at that time, and a driver is never on two jobs at once.`,
  /** Another live job of the vehicle's overlaps this one. */
  vehicleBusy: (vehicle: string, other: string) =>
    `${vehicle} is already on ${other} at that time, and a vehicle is never on two jobs at once.`,
  retired: (holder: string) => `${holder} is retired.`,
  /** The job's roads could not be measured, so its own driving is left out of the hours. */
  unmeasured: (driver: string) =>
    `The driving on this job could not be measured (a place the tariff does not know), so ${driver}'s hours were checked without it.`,
} as const;

function hoursAndMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  const m = whole % 60;
  return `${Math.floor(whole / 60)} h${m ? ` ${m} min` : ''}`;
}

/** Monday of the week holding a YYYY-MM-DD day (drivers' hours weeks run Monday to Sunday). */
export function weekOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

function checkDates<K extends string>(
  holder: string,
  dates: Partial<Record<K, string | null>>,
  needed: readonly K[],
  job: FitnessJob,
  rule: FitnessRule,
  verdict: FitnessVerdict,
) {
  for (const key of needed) {
    const label = DOCUMENT_LABELS[key as keyof typeof DOCUMENT_LABELS];
    const date = dates[key];
    if (!date) verdict.unknown.push({ rule, message: FITNESS_MESSAGES.unknown(holder, label) });
    else if (lapsesAt(date) < job.endsAt) {
      verdict.refusals.push({ rule, message: FITNESS_MESSAGES.lapses(holder, label, date) });
    }
  }
}

/**
 * The driver's hours with this job added to what they already drive (`existing`, their other live
 * jobs' driving per day): refusals for any day over 10 hours, a week with more than two days over
 * 9, or a week over 56 hours. Only the weeks this job touches are judged.
 */
export function drivingHoursRefusals(
  driver: string,
  existing: readonly DayDriving[],
  added: readonly DayDriving[],
): FitnessFinding[] {
  const perDay = new Map<string, number>();
  for (const { day, minutes } of [...existing, ...added]) {
    perDay.set(day, (perDay.get(day) ?? 0) + minutes);
  }
  const findings: FitnessFinding[] = [];
  const weeks = new Set(added.map((d) => weekOf(d.day)));
  for (const week of weeks) {
    const days = [...perDay].filter(([day]) => weekOf(day) === week);
    for (const [day, minutes] of days) {
      if (minutes > EXTENDED_DAILY_DRIVING_MINUTES && added.some((a) => a.day === day)) {
        findings.push({
          rule: 'daily-driving',
          message: FITNESS_MESSAGES.daily(driver, day, minutes),
        });
      }
    }
    if (
      days.filter(([, minutes]) => minutes > DAILY_DRIVING_MINUTES).length > EXTENDED_DAYS_PER_WEEK
    ) {
      findings.push({ rule: 'extended-days', message: FITNESS_MESSAGES.extended(driver, week) });
    }
    const total = days.reduce((sum, [, minutes]) => sum + minutes, 0);
    if (total > WEEKLY_DRIVING_MINUTES) {
      findings.push({
        rule: 'weekly-driving',
        message: FITNESS_MESSAGES.weekly(driver, week, total),
      });
    }
  }
  return findings;
}

/**
 * Every rule for one vehicle and one driver on one job. `mode: 'instant'` makes an unknown date a
 * refusal; `'admin'` keeps it a warning. `driverDriving` is the driver's other jobs' driving.
 * The register may give a job its vehicle before its driver, or the other way round: a missing
 * one (null) is judged when it is given, and the rules joining the two (the category, the CPC or
 * badge) wait for both.
 */
export function checkFitness(input: {
  vehicle: VehicleDocuments | null;
  driver: DriverDocuments | null;
  job: FitnessJob;
  driverDriving: readonly DayDriving[];
  mode: 'admin' | 'instant';
}): FitnessVerdict {
  const { vehicle, driver, job } = input;
  const verdict: FitnessVerdict = { ok: true, refusals: [], unknown: [] };
  if (vehicle) {
    checkDates(
      vehicle.name,
      vehicle,
      vehicleDocumentsNeeded(vehicle.seats),
      job,
      'vehicle-document',
      verdict,
    );
  }
  if (driver) {
    checkDates(
      driver.name,
      driver,
      driverDocumentsNeeded(vehicle?.seats ?? null, job.school),
      job,
      'driver-document',
      verdict,
    );
    if (vehicle && !categoriesCover(driver.licenceCategories, vehicle.seats)) {
      verdict.refusals.push({
        rule: 'licence-category',
        message: FITNESS_MESSAGES.category(
          driver.name,
          vehicle.seats,
          categoryNeeded(vehicle.seats),
        ),
      });
    }
    verdict.refusals.push(...drivingHoursRefusals(driver.name, input.driverDriving, job.driving));
  }
  if (input.mode === 'instant') verdict.refusals.push(...verdict.unknown.splice(0));
  verdict.ok = verdict.refusals.length === 0;
  return verdict;
}
