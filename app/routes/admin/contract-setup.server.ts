/**
 * Setting up a contract, composed from the features that know each part: the form and its days
 * (contracts), the term calendar and the bank holidays of England and Wales (pricing's calendar),
 * the vehicle's and driver's other jobs and fitness (the register, the drivers' list, the fitness
 * rules), the tariff's estimate as the price's default (pricing), and the journeys entered in the
 * register. "Check" shows the journeys, clashes and fitness; "Save" checks again and saves the
 * contract with every journey in one transaction, or nothing.
 */
import { listFleet } from '#app/features/bookings/fleet.server.ts';
import { driverJobs, mergeCommitments } from '#app/features/bookings/job-fitness.server.ts';
import {
  enterContractJourneys,
  journeyClashes,
  journeySpan,
  type HeldSpan,
  type JourneyClash,
} from '#app/features/bookings/contract-journeys.server.ts';
import { accountById } from '#app/features/contracts/accounts.server.ts';
import { standingFlags } from '#app/features/contracts/account-standing.ts';
import { calendarRanges } from '#app/features/contracts/calendars.server.ts';
import {
  CONTRACT_LABELS,
  CONTRACT_MESSAGES,
  contractFormValues,
  parseContractForm,
  type ContractField,
  type ContractFormValues,
} from '#app/features/contracts/contract-form.ts';
import { judgeContract } from '#app/features/contracts/contract-fitness.ts';
import { insertContract } from '#app/features/contracts/contracts.server.ts';
import { journeyDates } from '#app/features/contracts/journey-dates.ts';
import { listDrivers } from '#app/features/drivers/drivers.server.ts';
import {
  driverHoldsOf,
  vehicleHoldsOf,
} from '#app/features/instant-booking/driver-holds.server.ts';
import { bankHolidayOn } from '#app/features/pricing/bank-holidays.ts';
import type { DistanceProvider } from '#app/features/pricing/distance/distance-provider.server.ts';
import { estimateJourney, measureJourney } from '#app/features/pricing/estimate-service.server.ts';
import { partnerForwardJob } from '#app/features/quote/jobs.server.ts';
import { newQuoteId } from '#app/features/quote/quote-id.server.ts';
import { sendJob } from '#app/lib/jobs/define-job.server.ts';
import { exclusionViolated } from '#app/lib/db/driver-lock.server.ts';
import { FITNESS_MESSAGES } from '#app/lib/fitness-rules.ts';
import { jobSpan } from '#app/lib/job-span.ts';
import { stripControlCharacters } from '#app/lib/free-text.ts';
import { penceToPoundsInput } from '#app/lib/money.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { standingsOf } from './account-standings.server.ts';

export interface ContractCheck {
  ok: boolean;
  saved: false;
  message: string;
  values: ContractFormValues;
  errors: Partial<Record<ContractField, string>>;
  /** Every date the days give, skipped ones included, so each can be ticked or unticked. */
  dates: { date: string; skipped: boolean; clashes: JourneyClash[]; refusals: string[] }[];
  refusals: string[];
  warnings: string[];
  estimatePence: number | null;
}

export type ContractSaved = { ok: true; saved: true; contractId: number; message: string };

export interface ContractSetupDeps {
  db: AppDb;
  outbox: Enqueuer | undefined;
  distance: DistanceProvider;
  partnerForwarding: boolean;
  now: Date;
}

/** The account's flags, shown whenever it is used: over its credit limit, long overdue. */
async function creditWarning(
  db: AppDb,
  account: { id: number; organisation: string; creditLimitPence: number | null },
  now: Date,
): Promise<string[]> {
  const standing = (await standingsOf(db, [account], now)).get(account.id)!;
  return standingFlags(account, standing);
}

/** Thrown inside the saving transaction to undo it when the journeys clash after all. */
class LateClashes extends Error {
  constructor(readonly clashes: JourneyClash[]) {
    super('The contract clashes with work saved since it was checked.');
  }
}

/** The same, when the driver's hours no longer allow it (work given to them since the check). */
class LateRefusals extends Error {
  constructor() {
    super('The contract breaks a fitness rule with work saved since it was checked.');
  }
}

const isBankHoliday = (date: string) => bankHolidayOn(date) !== null;

export async function checkOrSaveContract(
  deps: ContractSetupDeps,
  form: FormData,
  intent: 'check' | 'save',
): Promise<ContractCheck | ContractSaved> {
  const { db } = deps;
  const values = contractFormValues(form, stripControlCharacters);
  const blank: ContractCheck = {
    ok: false,
    saved: false,
    message: '',
    values,
    errors: {},
    dates: [],
    refusals: [],
    warnings: [],
    estimatePence: null,
  };
  const parsed = parseContractForm(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      const field = (key === 'pricePence' ? 'price' : key) as ContractField;
      if (field in CONTRACT_LABELS) blank.errors[field] ??= issue.message;
    }
    return { ...blank, message: Object.values(blank.errors)[0] ?? CONTRACT_MESSAGES.accountId };
  }
  const input = parsed.data;
  const account = await accountById(db, input.accountId);
  if (!account)
    return {
      ...blank,
      message: CONTRACT_MESSAGES.accountId,
      errors: { accountId: CONTRACT_MESSAGES.accountId },
    };
  const calendar = input.calendarId === null ? null : await calendarRanges(db, input.calendarId);
  const days = {
    firstDay: input.firstDay,
    lastDay: input.lastDay,
    weekdays: input.weekdays,
    calendar,
    runsOnBankHolidays: input.runsOnBankHolidays,
  };
  const allDates = journeyDates({ ...days, skippedDays: [] }, isBankHoliday);
  const dates = journeyDates({ ...days, skippedDays: input.skippedDays }, isBankHoliday);
  if (dates.length === 0) return { ...blank, message: CONTRACT_MESSAGES.noJourneys };

  const vehicle = (await listFleet(db)).find((v) => v.id === input.vehicleId && v.active);
  if (!vehicle)
    return {
      ...blank,
      message: CONTRACT_MESSAGES.vehicleId,
      errors: { vehicleId: CONTRACT_MESSAGES.vehicleId },
    };
  const driver =
    input.driverId === null
      ? null
      : ((await listDrivers(db)).find((d) => d.id === input.driverId && d.active) ?? null);

  const holdsOf = async (reader: AppDb): Promise<HeldSpan[]> => [
    ...(await vehicleHoldsOf(reader, vehicle.id, deps.now)).map((h) => ({
      ...h,
      on: 'vehicle' as const,
    })),
    ...(driver ? await driverHoldsOf(reader, driver.id, deps.now) : []).map((h) => ({
      ...h,
      on: 'driver' as const,
    })),
  ];
  const clashesNow = async () =>
    journeyClashes(
      db,
      {
        vehicleId: vehicle.id,
        driverId: driver?.id ?? null,
        pickupTime: input.pickupTime,
        returnTime: input.returnTime,
        dates,
      },
      await holdsOf(db),
    );
  const clashes = await clashesNow();
  // Every journey runs the same roads: measured once (outside any transaction, as the roads may
  // come from a slow outside service), each date's driving worked out as the estimate counts it.
  const measured = await measureJourney(db, deps.distance, input).catch(() => null);
  const journeys = dates.map((date) => {
    const span = journeySpan(date, input);
    const journey = {
      pickupDate: date,
      pickupTime: input.pickupTime,
      returnDate: input.returnTime ? date : null,
      returnTime: input.returnTime,
    };
    return {
      date,
      startsAt: span.pickupAt,
      endsAt: span.endsAt,
      driving: measured
        ? jobSpan(journey, measured.distances, measured.averageSpeedMph).driving
        : [],
    };
  });
  /** Every rule, journey by journey, with the driver's other work as it stands in `reader`. */
  const judge = async (reader: AppDb) => {
    const others = driver
      ? mergeCommitments(
          await driverJobs(reader, driver.id),
          await driverHoldsOf(reader, driver.id, deps.now),
        )
      : [];
    return judgeContract({
      vehicle,
      driver,
      school: input.school,
      journeys,
      driverDriving: others.flatMap((c) => c.driving),
    });
  };
  const fitness = await judge(db);
  const refusals = [...fitness.refusals];
  if (vehicle.seats < input.passengers) refusals.push(CONTRACT_MESSAGES.tooFewSeats(vehicle.seats));

  const estimate = await estimateJourney(db, deps.distance, {
    pickupLocation: input.pickupLocation,
    destination: input.destination,
    pickupDate: dates[0]!,
    pickupTime: input.pickupTime,
    journeyDirection: input.returnTime ? 'return' : 'one-way',
    ...(input.returnTime ? { returnDate: dates[0]!, returnTime: input.returnTime } : {}),
    passengerCount: input.passengers,
  }).catch(() => null);
  const estimatePence = estimate?.estimate?.total ?? null;
  // An empty price takes the tariff's estimate as its default: filled in for the operator to see.
  const pricePence = input.pricePence ?? estimatePence;

  const check: ContractCheck = {
    ...blank,
    values: {
      ...values,
      price: pricePence === null ? values.price : penceToPoundsInput(pricePence),
    },
    dates: allDates.map((date) => ({
      date,
      skipped: input.skippedDays.includes(date),
      clashes: clashes.filter((c) => c.date === date),
      refusals: fitness.byDate.get(date) ?? [],
    })),
    refusals,
    warnings: [
      ...(await creditWarning(db, account, deps.now)),
      ...fitness.unknown,
      ...(driver && !measured ? [FITNESS_MESSAGES.unmeasured(driver.name)] : []),
    ],
    estimatePence,
  };
  if (pricePence === null) {
    return {
      ...check,
      message: CONTRACT_MESSAGES.price,
      errors: { price: CONTRACT_MESSAGES.price },
    };
  }
  if (clashes.length > 0) {
    return {
      ...check,
      message: CONTRACT_MESSAGES.clashes(new Set(clashes.map((c) => c.date)).size),
    };
  }
  if (refusals.length > 0) return { ...check, message: CONTRACT_MESSAGES.unfit };
  if (intent === 'check') {
    return { ...check, ok: true, message: CONTRACT_MESSAGES.checked(dates.length) };
  }

  const outbox = deps.partnerForwarding ? deps.outbox : undefined;
  const saved = await db
    .transaction(async (tx) => {
      const contract = await insertContract(tx, { ...input, pricePence });
      const entered = await enterContractJourneys(
        tx,
        {
          contractId: contract.id,
          contractReference: contract.reference,
          accountId: account.id,
          organisation: account.organisation,
          billingEmail: account.billingEmail,
          pickupLocation: input.pickupLocation,
          destination: input.destination,
          pickupTime: input.pickupTime,
          returnTime: input.returnTime,
          passengers: input.passengers,
          pricePence,
          vehicleId: vehicle.id,
          vehicleName: vehicle.name,
          driver: driver ? { id: driver.id, name: driver.name } : null,
          school: input.school,
          dates,
          drivingOn: (date) =>
            measured ? (journeys.find((j) => j.date === date)?.driving ?? null) : null,
        },
        {
          newQuoteId: () => newQuoteId(deps.now),
          forwardToPartner: outbox
            ? (tx, quoteId) => sendJob(tx, outbox, partnerForwardJob, { quoteId })
            : null,
          holds: holdsOf,
          // Judged again under the driver's lock: their hours as they stand when this commits.
          refusals: async (tx) => (await judge(tx)).refusals,
        },
      );
      // Another save took the vehicle or driver between the check and now: nothing is kept.
      if (entered.clashes.length > 0) throw new LateClashes(entered.clashes);
      if (entered.refusals.length > 0) throw new LateRefusals();
      return contract;
    })
    .catch(async (error: unknown) => {
      if (error instanceof LateClashes) return error.clashes;
      if (error instanceof LateRefusals) return 'refused' as const;
      // The database refused a journey on a vehicle or driver another job took since the look
      // (an exclusion constraint): nothing was kept, and the clashes are read as they now stand.
      if (exclusionViolated(error) === null) throw error;
      return clashesNow();
    });
  if (saved === 'refused') {
    // Read again as they now stand, so the form says which rule refuses which date.
    const now = await judge(db);
    return {
      ...check,
      dates: check.dates.map((d) => ({ ...d, refusals: now.byDate.get(d.date) ?? [] })),
      refusals: now.refusals,
      message: CONTRACT_MESSAGES.unfit,
    };
  }
  if (Array.isArray(saved)) {
    return {
      ...check,
      dates: check.dates.map((d) => ({ ...d, clashes: saved.filter((c) => c.date === d.date) })),
      message: CONTRACT_MESSAGES.clashes(new Set(saved.map((c) => c.date)).size),
    };
  }
  return {
    ok: true,
    saved: true,
    contractId: saved.id,
    message: CONTRACT_MESSAGES.saved(saved.reference, dates.length),
  };
}
