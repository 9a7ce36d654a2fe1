import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone-number.ts';

describe('normalisePhone', () => {
  it.each([
    ['+44', '07700 900123', '+44', '7700900123'],
    ['+44', '7700 900123', '+44', '7700900123'],
    ['+44', '029 2018 0456', '+44', '2920180456'],
    ['+1', '(415) 555-2671', '+1', '4155552671'],
    ['+353', '085 123 4567', '+353', '851234567'],
    ['+44', '+33 6 12 34 56 78', '+33', '612345678'],
  ])('%s %s becomes %s %s', (code, typed, expectedCode, expectedPhone) => {
    expect(normalisePhone(code, typed)).toEqual({
      countryCode: expectedCode,
      phone: expectedPhone,
    });
  });

  it('leaves what it cannot read as typed', () => {
    expect(normalisePhone('+44', 'call me maybe')).toEqual({
      countryCode: '+44',
      phone: 'call me maybe',
    });
  });
});
