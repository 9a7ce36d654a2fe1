import { describe, expect, it } from 'vitest';
import {
  atTime,
  dateInSentence,
  daysCount,
  hoursCount,
  moreThan,
  naOrNag,
  placesSuggested,
  softMutation,
  standaloneDate,
  standaloneWhen,
  timeOnDate,
  tomorrowAt,
  whenInSentence,
  yearsCount,
} from './welsh-in-sentence.ts';

describe('dates inside a sentence', () => {
  it('mutates the Welsh weekday and writes it lower case, with no "ar" before it', () => {
    expect(dateInSentence('2026-07-14', 'cy')).toBe('ddydd Mawrth 14 Gorffennaf 2026');
    expect(dateInSentence('2026-12-05', 'cy')).toBe('ddydd Sadwrn 5 Rhagfyr 2026');
    expect(dateInSentence('2026-07-14', 'en')).toBe('Tuesday 14 July 2026');
  });

  it('keeps the glossary form after a label', () => {
    expect(standaloneDate('2026-12-05', 'cy')).toBe('Dydd Sadwrn 5 Rhagfyr 2026');
    expect(standaloneDate('2026-12-05', 'en')).toBe('Saturday 5 December 2026');
  });

  it('names every weekday and month, across the year and both clock changes', () => {
    const cases: [string, string, string][] = [
      ['2027-01-04', 'ddydd Llun 4 Ionawr 2027', 'Monday 4 January 2027'],
      ['2027-02-03', 'ddydd Mercher 3 Chwefror 2027', 'Wednesday 3 February 2027'],
      ['2027-03-28', 'ddydd Sul 28 Mawrth 2027', 'Sunday 28 March 2027'],
      ['2027-04-01', 'ddydd Iau 1 Ebrill 2027', 'Thursday 1 April 2027'],
      ['2027-05-07', 'ddydd Gwener 7 Mai 2027', 'Friday 7 May 2027'],
      ['2027-06-12', 'ddydd Sadwrn 12 Mehefin 2027', 'Saturday 12 June 2027'],
      ['2027-08-31', 'ddydd Mawrth 31 Awst 2027', 'Tuesday 31 August 2027'],
      ['2027-09-01', 'ddydd Mercher 1 Medi 2027', 'Wednesday 1 September 2027'],
      ['2027-10-31', 'ddydd Sul 31 Hydref 2027', 'Sunday 31 October 2027'],
      ['2027-11-25', 'ddydd Iau 25 Tachwedd 2027', 'Thursday 25 November 2027'],
      ['2028-02-29', 'ddydd Mawrth 29 Chwefror 2028', 'Tuesday 29 February 2028'],
    ];
    for (const [date, cy, en] of cases) {
      expect(dateInSentence(date, 'cy')).toBe(cy);
      expect(dateInSentence(date, 'en')).toBe(en);
    }
  });
});

describe('times inside a sentence', () => {
  it('introduces a clock time, and only a clock time, with "am"', () => {
    expect(atTime('09:30', 'cy')).toBe('am 09:30');
    expect(atTime('09:30', 'en')).toBe('at 09:30');
  });

  it('puts the time before its date after "until"', () => {
    expect(timeOnDate({ date: '2026-07-14', time: '09:30' }, 'cy')).toBe(
      '09:30 ddydd Mawrth 14 Gorffennaf 2026',
    );
    expect(timeOnDate({ date: '2026-07-14', time: '09:30' }, 'en')).toBe(
      '09:30 on Tuesday 14 July 2026',
    );
  });

  it('says "yfory am" for the reminder the day before', () => {
    expect(tomorrowAt('09:30', 'cy')).toBe('yfory am 09:30');
    expect(tomorrowAt('09:30', 'en')).toBe('tomorrow at 09:30');
  });

  it('joins a date and a time given separately', () => {
    expect(whenInSentence({ date: '2026-07-14', time: '09:30' }, 'cy')).toBe(
      'ddydd Mawrth 14 Gorffennaf 2026 am 09:30',
    );
    expect(whenInSentence({ date: '2026-07-14', time: '09:30' }, 'en')).toBe(
      'Tuesday 14 July 2026 at 09:30',
    );
    expect(whenInSentence({ date: '2026-07-14', time: null }, 'cy')).toBe(
      'ddydd Mawrth 14 Gorffennaf 2026',
    );
    expect(standaloneWhen({ date: '2026-07-14', time: '09:30' }, 'cy')).toBe(
      'Dydd Mawrth 14 Gorffennaf 2026 am 09:30',
    );
  });
});

describe('Welsh numerals with their nouns', () => {
  it('keeps "blwyddyn" singular and feminine after a small number', () => {
    expect(yearsCount(2, 'cy')).toBe('dwy flynedd');
    expect(yearsCount(2, 'cy', true)).toBe('ddwy flynedd');
    expect(yearsCount(1, 'cy', true)).toBe('flwyddyn');
    expect(yearsCount(3, 'cy')).toBe('tair blynedd');
    expect(yearsCount(5, 'cy')).toBe('pum mlynedd');
    expect(yearsCount(10, 'cy', true)).toBe('ddeng mlynedd');
    expect(yearsCount(20, 'cy')).toBe('20 o flynyddoedd');
    expect(yearsCount(2, 'en')).toBe('2 years');
    expect(yearsCount(1, 'en')).toBe('1 year');
  });

  it('agrees the verb with one suggested place', () => {
    expect(placesSuggested(1, 'cy')).toBe("1 lle wedi'i awgrymu");
    expect(placesSuggested(3, 'cy')).toBe("3 lle wedi'u hawgrymu");
    expect(placesSuggested(1, 'en')).toBe('1 place suggested');
    expect(placesSuggested(3, 'en')).toBe('3 places suggested');
  });
});

describe('Welsh counts of days and hours', () => {
  it('says one day without the figure, mutates after two, and keeps the noun singular', () => {
    const cases: [number, string, string][] = [
      [1, 'diwrnod', '1 day'],
      [2, '2 ddiwrnod', '2 days'],
      [3, '3 diwrnod', '3 days'],
      [7, '7 diwrnod', '7 days'],
      [8, '8 diwrnod', '8 days'],
      [11, '11 diwrnod', '11 days'],
      [14, '14 diwrnod', '14 days'],
      [20, '20 diwrnod', '20 days'],
      [22, '22 diwrnod', '22 days'],
    ];
    for (const [n, cy, en] of cases) {
      expect(daysCount(n, 'cy'), `${n}`).toBe(cy);
      expect(daysCount(n, 'en'), `${n}`).toBe(en);
    }
  });

  it('says one hour without the figure, and never mutates "awr"', () => {
    const cases: [number, string, string][] = [
      [1, 'awr', '1 hour'],
      [2, '2 awr', '2 hours'],
      [3, '3 awr', '3 hours'],
      [11, '11 awr', '11 hours'],
      [20, '20 awr', '20 hours'],
      [36, '36 awr', '36 hours'],
    ];
    for (const [n, cy, en] of cases) {
      expect(hoursCount(n, 'cy'), `${n}`).toBe(cy);
      expect(hoursCount(n, 'en'), `${n}`).toBe(en);
    }
  });
});

describe('"na" and "nag" before a number', () => {
  it('writes "nag" before a figure read with a vowel: un, wyth, un ar ddeg, wyth deg', () => {
    for (const figure of ['1', '8', '11', '16', '80', '85', '800', '8000', '11000', '1 awr']) {
      expect(naOrNag(figure), figure).toBe('nag');
    }
  });

  it('writes "na" before every other figure', () => {
    const others = ['2', '3', '7', '9', '10', '12', '15', '18', '20', '24', '48', '100', '1000'];
    for (const figure of [...others, '2,000', '1,000,000']) {
      expect(naOrNag(figure), figure).toBe('na');
    }
  });

  it('looks at the word itself when the span has no figure', () => {
    expect(naOrNag('awr')).toBe('nag');
    expect(naOrNag('wythnos')).toBe('nag');
    expect(naOrNag('diwrnod')).toBe('na');
  });

  it('says "more than" a count of days or hours as Welsh reads it', () => {
    expect(moreThan(daysCount(1, 'cy'), 'cy', true)).toBe('fwy na diwrnod');
    expect(moreThan(daysCount(2, 'cy'), 'cy', true)).toBe('fwy na 2 ddiwrnod');
    expect(moreThan(daysCount(3, 'cy'), 'cy', true)).toBe('fwy na 3 diwrnod');
    expect(moreThan(daysCount(8, 'cy'), 'cy', true)).toBe('fwy nag 8 diwrnod');
    expect(moreThan(daysCount(11, 'cy'), 'cy', true)).toBe('fwy nag 11 diwrnod');
    expect(moreThan(daysCount(20, 'cy'), 'cy', true)).toBe('fwy na 20 diwrnod');
    expect(moreThan(hoursCount(1, 'cy'), 'cy', true)).toBe('fwy nag awr');
    expect(moreThan(hoursCount(8, 'cy'), 'cy')).toBe('mwy nag 8 awr');
    expect(moreThan(hoursCount(80, 'cy'), 'cy')).toBe('mwy nag 80 awr');
    expect(moreThan(hoursCount(36, 'cy'), 'cy')).toBe('mwy na 36 awr');
    expect(moreThan(daysCount(1, 'en'), 'en')).toBe('more than 1 day');
    expect(moreThan(hoursCount(8, 'en'), 'en', true)).toBe('more than 8 hours');
  });
});

describe('soft mutation', () => {
  it('changes the first consonant, leaves the rest, and keeps a capital', () => {
    expect(softMutation('dydd')).toBe('ddydd');
    expect(softMutation('tair')).toBe('dair');
    expect(softMutation('pedair')).toBe('bedair');
    expect(softMutation('Gwener')).toBe('Wener');
    expect(softMutation('llun')).toBe('lun');
    expect(softMutation('rhagfyr')).toBe('ragfyr');
    expect(softMutation('chwe')).toBe('chwe');
    expect(softMutation('wyth')).toBe('wyth');
  });
});
