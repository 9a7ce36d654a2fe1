import { describe, expect, it } from 'vitest';
import { judgeContract, type JudgedJourney } from './contract-fitness.ts';

const VEHICLE = {
  name: 'Minibus',
  seats: 16,
  motDue: '2030-01-01',
  insuranceUntil: '2030-01-01',
  nextInspection: '2030-01-01',
  roadTaxDue: '2030-01-01',
  plateUntil: '2030-01-01',
};
const DRIVER = {
  name: 'Alun Jones',
  licenceCategories: ['D1'],
  licenceValidUntil: '2030-01-01',
  cpcUntil: '2030-01-01',
  dbsValidUntil: '2030-01-01',
  badgeUntil: '2030-01-01',
};

/** A journey on that day with so many minutes' driving. */
function journey(day: string, minutes: number): JudgedJourney {
  return {
    date: day,
    startsAt: new Date(`${day}T08:00:00Z`),
    endsAt: new Date(`${day}T18:00:00Z`),
    driving: [{ day, minutes }],
  };
}

// Monday 8 to Wednesday 10 November 2027.
const DAYS = ['2027-11-08', '2027-11-09', '2027-11-10'];

describe('a contract judged journey by journey', () => {
  it('adds the contract’s own journeys up: 10 hours on two days of a week, but not on three', () => {
    const judge = (minutes: number) =>
      judgeContract({
        vehicle: VEHICLE,
        driver: DRIVER,
        school: false,
        journeys: DAYS.map((day) => journey(day, minutes)),
        driverDriving: [],
      });
    // Three days of exactly 9 hours: within the rule.
    expect(judge(9 * 60).refusals).toEqual([]);
    // Three days of 9 hours 1 minute: the third extended day of the week refuses every date.
    const over = judge(9 * 60 + 1);
    const extended =
      'Alun Jones would drive more than 9 hours on more than 2 days in the week of 2027-11-08.';
    expect(over.refusals).toEqual([extended]);
    expect([...over.byDate]).toEqual(DAYS.map((day) => [day, [extended]]));
  });

  it('counts the driver’s other work on the day: 10 hours allowed, 10 hours 1 minute not', () => {
    const judge = (minutes: number) =>
      judgeContract({
        vehicle: VEHICLE,
        driver: DRIVER,
        school: false,
        journeys: [journey('2027-11-08', 60)],
        driverDriving: [{ day: '2027-11-08', minutes }],
      });
    expect(judge(9 * 60).refusals).toEqual([]);
    expect(judge(9 * 60 + 1).byDate.get('2027-11-08')).toEqual([
      'Alun Jones would drive 10 h 1 min on 2027-11-08, more than the 10 hours allowed on any day.',
    ]);
  });
});
