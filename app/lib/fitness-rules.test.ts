import { describe, expect, it } from 'vitest';
import { londonInstant } from '#app/lib/london-dates.ts';
import {
  categoriesCover,
  checkFitness,
  drivingHoursRefusals,
  lapsesAt,
  licenceFor,
  vehicleDocumentsToConfirm,
  weekOf,
  type DayDriving,
  type DriverDocuments,
  type FitnessJob,
  type VehicleDocuments,
} from './fitness-rules.ts';

// A fixed week well clear of any clock change: Monday 8 March 2027 to Sunday 14 March.
const MONDAY = '2027-03-08';
const day = (n: number) => `2027-03-${String(8 + n).padStart(2, '0')}`;
const FAR = '2030-01-01';

const minibus: VehicleDocuments = {
  name: 'Minibus AB12CDE',
  seats: 16,
  motDue: FAR,
  insuranceUntil: FAR,
  nextInspection: FAR,
  roadTaxDue: FAR,
  plateUntil: null,
};
const car: VehicleDocuments = { ...minibus, name: 'Car XY34ZZZ', seats: 8, plateUntil: FAR };
const driver: DriverDocuments = {
  name: 'Alun Jones',
  licenceCategories: ['B', 'D1'],
  licenceValidUntil: FAR,
  cpcUntil: FAR,
  dbsValidUntil: FAR,
  badgeUntil: FAR,
};

function job(start: string, end: string, extra: Partial<FitnessJob> = {}): FitnessJob {
  const [sd, st] = start.split(' ') as [string, string];
  const [ed, et] = end.split(' ') as [string, string];
  return {
    startsAt: londonInstant(sd, st),
    endsAt: londonInstant(ed, et),
    school: false,
    driving: [{ day: sd, minutes: 120 }],
    ...extra,
  };
}

const check = (
  over: {
    vehicle?: Partial<VehicleDocuments>;
    driver?: Partial<DriverDocuments>;
    job?: FitnessJob;
    driving?: DayDriving[];
  } = {},
  mode: 'admin' | 'instant' = 'admin',
) =>
  checkFitness({
    vehicle: { ...minibus, ...over.vehicle },
    driver: { ...driver, ...over.driver },
    job: over.job ?? job(`${day(2)} 09:00`, `${day(2)} 17:00`),
    driverDriving: over.driving ?? [],
    mode,
  });

describe('a document must hold until the job ends', () => {
  it('lapses at the London midnight after its last valid day', () => {
    expect(lapsesAt('2027-03-10').toISOString()).toBe('2027-03-11T00:00:00.000Z');
    // In summer time the London midnight is 23:00 UTC the day before.
    expect(lapsesAt('2027-07-10').toISOString()).toBe('2027-07-10T23:00:00.000Z');
  });

  it('refuses an MOT lapsing one minute before the job ends, and takes one lapsing as it ends', () => {
    const late = job(`${day(2)} 20:00`, `${day(3)} 00:01`);
    const refused = check({ vehicle: { motDue: day(2) }, job: late });
    expect(refused.ok).toBe(false);
    expect(refused.refusals).toEqual([
      {
        rule: 'vehicle-document',
        message: `Minibus AB12CDE: MOT due ${day(2)} lapses before this job ends.`,
      },
    ]);
    const onTime = job(`${day(2)} 20:00`, `${day(3)} 00:00`);
    expect(check({ vehicle: { motDue: day(2) }, job: onTime }).ok).toBe(true);
  });

  it('counts a return leg the next day: a DBS lapsing between the legs refuses a school job', () => {
    const twoDays = job(`${day(2)} 08:00`, `${day(3)} 18:00`, { school: true });
    const verdict = check({ driver: { dbsValidUntil: day(2) }, job: twoDays });
    expect(verdict.refusals.map((r) => r.message)).toEqual([
      `Alun Jones: DBS valid until ${day(2)} lapses before this job ends.`,
    ]);
    expect(check({ driver: { dbsValidUntil: day(3) }, job: twoDays }).ok).toBe(true);
  });

  it('asks for a DBS check only on a school job', () => {
    const school = job(`${day(2)} 08:00`, `${day(2)} 09:00`, { school: true });
    const plain = job(`${day(2)} 08:00`, `${day(2)} 09:00`);
    expect(check({ driver: { dbsValidUntil: day(0) }, job: plain }).ok).toBe(true);
    expect(check({ driver: { dbsValidUntil: day(0) }, job: school }).refusals[0]?.rule).toBe(
      'driver-document',
    );
  });

  it('asks a PSV for its inspection and CPC, a private hire car for its plate and badge', () => {
    expect(check({ vehicle: { nextInspection: day(0) } }).ok).toBe(false);
    expect(check({ driver: { cpcUntil: day(0) } }).ok).toBe(false);
    expect(check({ driver: { badgeUntil: day(0) } }).ok).toBe(true);
    expect(check({ vehicle: { ...car, nextInspection: day(0) } }).ok).toBe(true);
    expect(check({ vehicle: { ...car, plateUntil: day(0) } }).ok).toBe(false);
    expect(check({ vehicle: car, driver: { badgeUntil: day(0) } }).ok).toBe(false);
    expect(check({ vehicle: car, driver: { cpcUntil: day(0) } }).ok).toBe(true);
  });
});

describe('an unrecorded date is unknown', () => {
  it('warns the admin, naming the date, and lets them assign', () => {
    const verdict = check({ vehicle: { insuranceUntil: null } });
    expect(verdict.ok).toBe(true);
    expect(verdict.unknown).toEqual([
      { rule: 'vehicle-document', message: 'Minibus AB12CDE: Insurance until is not recorded.' },
    ]);
  });

  it('refuses an instant offer', () => {
    const verdict = check({ driver: { licenceValidUntil: null } }, 'instant');
    expect(verdict.ok).toBe(false);
    expect(verdict.refusals[0]?.message).toBe('Alun Jones: Licence valid until is not recorded.');
  });
});

describe('a job given its vehicle or its driver alone', () => {
  it('judges the vehicle alone on its own documents', () => {
    const verdict = checkFitness({
      vehicle: { ...minibus, motDue: day(0) },
      driver: null,
      job: job(`${day(2)} 09:00`, `${day(2)} 17:00`),
      driverDriving: [],
      mode: 'admin',
    });
    expect(verdict.refusals.map((r) => r.rule)).toEqual(['vehicle-document']);
  });

  it('judges the driver alone on their licence, DBS and hours, the CPC waiting for a vehicle', () => {
    const alone = (over: Partial<DriverDocuments>, school = false, already = 420) =>
      checkFitness({
        vehicle: null,
        driver: { ...driver, ...over },
        job: job(`${day(2)} 09:00`, `${day(2)} 17:00`, { school }),
        driverDriving: [{ day: day(2), minutes: already }],
        mode: 'admin',
      });
    // 7 hours already and this job's 2: within the day; 8 h 1 min already makes 10 h 1 min.
    expect(alone({}, false, 481).refusals.map((r) => r.rule)).toEqual(['daily-driving']);
    expect(alone({ cpcUntil: day(0), licenceCategories: [] }).refusals).toEqual([]);
    expect(alone({ licenceValidUntil: day(0) }).refusals.map((r) => r.rule)).toEqual([
      'driver-document',
    ]);
    expect(alone({ dbsValidUntil: null }, true).unknown.map((r) => r.message)).toEqual([
      'Alun Jones: DBS valid until is not recorded.',
    ]);
  });
});

describe('the licence categories', () => {
  it('covers up to 8 passenger seats with B, 9 to 16 with D1, any with D', () => {
    expect(categoriesCover(['B'], 8)).toBe(true);
    expect(categoriesCover(['B'], 9)).toBe(false);
    expect(categoriesCover(['D1'], 16)).toBe(true);
    expect(categoriesCover(['D1'], 17)).toBe(false);
    expect(categoriesCover(['D'], 17)).toBe(true);
    expect(categoriesCover(['D'], 4)).toBe(true);
    expect(categoriesCover([], 4)).toBe(false);
  });

  it('says which category the vehicle needs', () => {
    const verdict = check({ driver: { licenceCategories: ['B'] } });
    expect(verdict.refusals).toEqual([
      {
        rule: 'licence-category',
        message:
          'Alun Jones does not hold category D1, which a vehicle with 16 passenger seats needs.',
      },
    ]);
    expect(check({ vehicle: { seats: 17 } }).refusals[0]?.message).toContain('category D,');
  });

  it('puts 9 or more passenger seats under a PSV licence, fewer under private hire', () => {
    expect(licenceFor(8)).toBe('private-hire');
    expect(licenceFor(9)).toBe('psv');
  });
});

describe("the driver's hours", () => {
  const on = (n: number, minutes: number): DayDriving => ({ day: day(n), minutes });

  it('reads weeks Monday to Sunday', () => {
    expect(weekOf(day(0))).toBe(MONDAY);
    expect(weekOf(day(6))).toBe(MONDAY);
    expect(weekOf('2027-03-15')).toBe('2027-03-15');
  });

  it('takes 9 hours on any number of days; 9 h 1 min makes a long day, two a week at most', () => {
    const twoLong = [on(0, 541), on(1, 541)];
    expect(drivingHoursRefusals('Alun', twoLong, [on(2, 540)])).toEqual([]);
    expect(drivingHoursRefusals('Alun', twoLong, [on(2, 541)])).toEqual([
      {
        rule: 'extended-days',
        message: `Alun would drive more than 9 hours on more than 2 days in the week of ${MONDAY}.`,
      },
    ]);
    // The next week starts afresh.
    expect(drivingHoursRefusals('Alun', twoLong, [{ day: '2027-03-15', minutes: 541 }])).toEqual(
      [],
    );
  });

  it('takes 10 hours on a long day and refuses 10 h 1 min', () => {
    expect(drivingHoursRefusals('Alun', [on(3, 480)], [on(3, 120)])).toEqual([]);
    expect(drivingHoursRefusals('Alun', [on(3, 480)], [on(3, 121)])).toEqual([
      {
        rule: 'daily-driving',
        message: `Alun would drive 10 h 1 min on ${day(3)}, more than the 10 hours allowed on any day.`,
      },
    ]);
  });

  it('takes 56 hours in a week and refuses a minute more', () => {
    // Two long days of 10 h and four of 9 h: 56 h with the last 9 h added.
    const week = [on(0, 600), on(1, 600), on(2, 540), on(3, 540), on(4, 540)];
    expect(drivingHoursRefusals('Alun', week, [on(5, 540)])).toEqual([]);
    const over = drivingHoursRefusals('Alun', [...week.slice(0, 4), on(4, 541)], [on(5, 540)]);
    expect(over.map((f) => f.rule)).toEqual(['extended-days', 'weekly-driving']);
    const justOver = drivingHoursRefusals('Alun', [...week, on(6, 1)], [on(5, 540)]);
    expect(justOver).toEqual([
      {
        rule: 'weekly-driving',
        message: `Alun would drive 56 h 1 min in the week of ${MONDAY}, more than 56 hours.`,
      },
    ]);
  });

  it('are part of the whole check', () => {
    const verdict = check({
      driving: [{ day: day(2), minutes: 500 }],
      job: job(`${day(2)} 09:00`, `${day(2)} 17:00`, { driving: [on(2, 101)] }),
    });
    expect(verdict.refusals.map((r) => r.rule)).toEqual(['daily-driving']);
  });
});

describe('a vehicle to confirm', () => {
  it('names the documents its licence needs that are not recorded, and nothing once all are', () => {
    const fresh = {
      seats: 16,
      motDue: null,
      insuranceUntil: null,
      nextInspection: null,
      roadTaxDue: null,
      plateUntil: null,
    };
    expect(vehicleDocumentsToConfirm(fresh)).toEqual([
      'MOT due',
      'Insurance until',
      'Road tax due',
      'Next inspection',
    ]);
    expect(vehicleDocumentsToConfirm({ ...car, insuranceUntil: null })).toEqual([
      'Insurance until',
    ]);
    // A minibus needs no plate, a car no PSV inspection.
    expect(vehicleDocumentsToConfirm(minibus)).toEqual([]);
    expect(vehicleDocumentsToConfirm({ ...car, nextInspection: null })).toEqual([]);
  });
});
