import { describe, expect, it } from 'vitest';
import { isoWeekday, journeyDates, journeyTimes, type ContractDays } from './journey-dates.ts';

const SCHOOL_DAYS = [1, 2, 3, 4, 5];
const noBankHolidays = () => false;

/** Cardiff's autumn term 2026 around half-term (26 to 30 October), typed as two terms. */
const AUTUMN_TERMS = [
  { kind: 'term', firstDay: '2026-09-01', lastDay: '2026-10-23' },
  { kind: 'term', firstDay: '2026-11-02', lastDay: '2026-12-18' },
] as const;

function contract(overrides: Partial<ContractDays>): ContractDays {
  return {
    firstDay: '2026-10-19',
    lastDay: '2026-11-06',
    weekdays: SCHOOL_DAYS,
    calendar: null,
    runsOnBankHolidays: false,
    skippedDays: [],
    ...overrides,
  };
}

describe('journeyDates', () => {
  it('runs on the chosen weekdays only', () => {
    expect(isoWeekday('2026-10-19')).toBe(1);
    expect(isoWeekday('2026-10-25')).toBe(7);
    expect(
      journeyDates(contract({ weekdays: [1, 3], lastDay: '2026-10-28' }), noBankHolidays),
    ).toEqual(['2026-10-19', '2026-10-21', '2026-10-26', '2026-10-28']);
  });

  it('leaves out half-term when the calendar lists terms', () => {
    expect(journeyDates(contract({ calendar: AUTUMN_TERMS }), noBankHolidays)).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
    ]);
  });

  it('leaves out half-term when the calendar lists only holidays', () => {
    const holidays = [{ kind: 'holiday', firstDay: '2026-10-26', lastDay: '2026-10-30' }] as const;
    expect(journeyDates(contract({ calendar: holidays }), noBankHolidays)).toEqual(
      journeyDates(contract({ calendar: AUTUMN_TERMS }), noBankHolidays),
    );
  });

  it('skips bank holidays unless the contract runs on them', () => {
    const christmas = new Set(['2026-12-25', '2026-12-28']);
    const isBankHoliday = (date: string) => christmas.has(date);
    const days = contract({ firstDay: '2026-12-21', lastDay: '2026-12-31' });
    expect(journeyDates(days, isBankHoliday)).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
    expect(journeyDates({ ...days, runsOnBankHolidays: true }, isBankHoliday)).toContain(
      '2026-12-25',
    );
  });

  it('leaves out a skipped date', () => {
    const dates = journeyDates(
      contract({ lastDay: '2026-10-23', skippedDays: ['2026-10-21'] }),
      noBankHolidays,
    );
    expect(dates).toEqual(['2026-10-19', '2026-10-20', '2026-10-22', '2026-10-23']);
  });
});

describe('journeyTimes', () => {
  it('keeps the London clock time across the late October clock change', () => {
    const times = { pickupTime: '08:15', returnTime: '15:30' };
    // Friday 23 October 2026 is on summer time; Monday 2 November on GMT.
    expect(journeyTimes('2026-10-23', times).pickupAt.toISOString()).toBe(
      '2026-10-23T07:15:00.000Z',
    );
    expect(journeyTimes('2026-10-23', times).returnAt?.toISOString()).toBe(
      '2026-10-23T14:30:00.000Z',
    );
    expect(journeyTimes('2026-11-02', times).pickupAt.toISOString()).toBe(
      '2026-11-02T08:15:00.000Z',
    );
    expect(
      journeyTimes('2026-11-02', { pickupTime: '08:15', returnTime: null }).returnAt,
    ).toBeNull();
  });
});
