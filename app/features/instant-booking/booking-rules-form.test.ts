import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { BookingRulesFormSchema, RULES_MESSAGES } from './booking-rules-form.ts';

const submit = (fields: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return parseWithZod(form, { schema: BookingRulesFormSchema });
};

const FIGURES: [string, string][] = [
  ['minNoticeHours', '48'],
  ['maxPassengers', '16'],
  ['maxDrivingHours', '9'],
];

describe('the booking rules form, read through Conform', () => {
  it('reads ticked boxes, whole numbers and blackout dates into rules, dates sorted once each', () => {
    const submission = submit([
      ['intent', 'save-booking-rules'],
      ['instantBooking', 'on'],
      ['instantService', 'wedding'],
      ['instantService', 'airport-transfer'],
      ['instantService', 'hovercraft'],
      ...FIGURES,
      ['blackoutDates', '2026-12-26\n2026-12-25, 2026-12-26'],
    ]);
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      instantBooking: true,
      // A service no checkbox offers is dropped.
      services: ['wedding', 'airport-transfer'],
      minNoticeHours: 48,
      maxPassengers: 16,
      maxDrivingHours: 9,
      blackoutDates: ['2026-12-25', '2026-12-26'],
    });
  });

  it('reads an unticked box as off and no services, and an empty blackout list as none', () => {
    const submission = submit(FIGURES);
    expect(submission.status === 'success' && submission.value).toMatchObject({
      instantBooking: false,
      services: [],
      blackoutDates: [],
    });
  });

  it.each([
    ['minNoticeHours', '0x30', RULES_MESSAGES.notice],
    ['minNoticeHours', '', RULES_MESSAGES.notice],
    ['minNoticeHours', '8761', RULES_MESSAGES.notice],
    ['maxPassengers', '1e2', RULES_MESSAGES.passengers],
    ['maxPassengers', '0', RULES_MESSAGES.passengers],
    ['maxPassengers', '101', RULES_MESSAGES.passengers],
    ['maxDrivingHours', '9.5', RULES_MESSAGES.driving],
    ['maxDrivingHours', '25', RULES_MESSAGES.driving],
    ['blackoutDates', '25/12/2026', RULES_MESSAGES.blackout],
  ])('refuses %s "%s" with its own message', (name, value, message) => {
    const fields = FIGURES.map(([n, v]): [string, string] => [n, n === name ? value : v]);
    if (name === 'blackoutDates') fields.push([name, value]);
    const submission = submit(fields);
    expect(submission.status === 'error' && submission.error).toEqual({ [name]: [message] });
  });

  it('says the bounds the spec and the quote form set', () => {
    expect(RULES_MESSAGES).toEqual({
      notice: 'Enter a whole number of hours from 0 to 8760',
      passengers: 'Enter a whole number of passengers from 1 to 100',
      driving: 'Enter a whole number of hours from 1 to 24',
      blackout: 'Enter dates as YYYY-MM-DD, one a line, up to 366',
    });
  });
});
