import { describe, expect, it } from 'vitest';
import {
  ESTIMATE_LINE_TEXT,
  estimateLineLabel,
  estimateVehiclesLabel,
  labelledEstimate,
  quotedVehicleIn,
} from './estimate-lines-text.ts';
import type { EstimateLine, EstimateLineCode } from './estimate-lines.ts';
import type { Translations } from './locale.ts';

/** One line of every code; typed by code, so a new code without a sample fails to compile. */
const SAMPLES: { [C in EstimateLineCode]: Extract<EstimateLine, { code: C }> } = {
  'leg-fixed': {
    code: 'leg-fixed',
    leg: 'outbound',
    from: 'Canton, Cardiff',
    to: 'Heathrow Terminal 5',
    amount: 41_000,
  },
  'leg-mileage': {
    code: 'leg-mileage',
    leg: 'return',
    from: 'Oakwood Theme Park',
    to: 'Pontypridd',
    miles: 85.04,
    perMilePence: 280,
    amount: 23_800,
  },
  'empty-running': { code: 'empty-running', miles: 35, freeMiles: 10, amount: 3_500 },
  'empty-running-each-leg': {
    code: 'empty-running-each-leg',
    miles: 312,
    freeMiles: 10,
    amount: 39_000,
  },
  waiting: { code: 'waiting', hours: 7, perHourPence: 2_000, amount: 14_000 },
  night: { code: 'night', leg: 'outbound', start: '22:00', end: '06:00', percent: 25, amount: 406 },
  'bank-holiday': {
    code: 'bank-holiday',
    leg: 'return',
    holiday: 'Boxing Day (substitute day)',
    percent: 50,
    amount: 8_000,
  },
  'minimum-fare': { code: 'minimum-fare', minimumPence: 15_000, amount: 12_969 },
  vat: { code: 'vat', percent: 20, amount: 5_600 },
  rounding: { code: 'rounding', stepPence: 100, amount: 28 },
};

/** The English wording of each code, as the spec's estimate has always read. */
const ENGLISH: Record<EstimateLineCode, string> = {
  'leg-fixed': 'Outbound: Canton, Cardiff to Heathrow Terminal 5, fixed airport price',
  'leg-mileage': 'Return: Oakwood Theme Park to Pontypridd, 85 miles at £2.80 a mile',
  'empty-running':
    'Driving to the pickup and back to our Cardiff depot: 35 miles beyond the first 10 each way',
  'empty-running-each-leg':
    'Driving to and from our Cardiff depot for each leg: 312 miles beyond the first 10 each way',
  waiting: 'Driver waits for you, 7 hours at £20 an hour',
  night: 'Outbound starts at night (22:00 to 06:00): 25%',
  'bank-holiday': 'Return on a bank holiday (Boxing Day (substitute day)): 50%',
  'minimum-fare': 'Minimum fare top-up (every booking is at least £150)',
  vat: 'VAT at 20%',
  rounding: 'Rounded up to the nearest £1',
};

const WELSH: Record<EstimateLineCode, string> = {
  'leg-fixed': "Taith allan: Canton, Cardiff → Heathrow Terminal 5, pris sefydlog i'r maes awyr",
  'leg-mileage': 'Taith yn ôl: Oakwood Theme Park → Pontypridd, 85 milltir ar £2.80 y filltir',
  'empty-running':
    "Gyrru i'r man casglu ac yn ôl i'n depo yng Nghaerdydd: 35 milltir y tu hwnt i'r 10 milltir am ddim bob ffordd",
  'empty-running-each-leg':
    "Gyrru o'n depo yng Nghaerdydd ac yn ôl ar gyfer y daith allan a'r daith yn ôl: 312 milltir y tu hwnt i'r 10 milltir am ddim bob ffordd",
  waiting: 'Y gyrrwr yn aros amdanoch, 7 awr ar £20 yr awr',
  night: 'Taith allan yn dechrau yn ystod y nos (22:00 i 06:00): 25%',
  'bank-holiday': 'Taith yn ôl ar ŵyl banc (Gŵyl San Steffan (diwrnod amgen)): 50%',
  'minimum-fare': 'Ychwanegiad hyd at yr isafswm pris (mae pob archeb yn £150 o leiaf)',
  vat: 'TAW ar gyfradd o 20%',
  rounding: "Wedi'i dalgrynnu i fyny i'r £1 agosaf",
};

/** English words of the line texts that must never appear in a Welsh line. */
const ENGLISH_WORDS =
  /\b(outbound|return|miles?|a mile|an hour|fixed|airport|price|driving|depot|driver|waits|hours?|night|bank|holiday|minimum|fare|VAT|rounded|nearest|each|way|substitute|day)\b/i;

describe('the words of an estimate line', () => {
  for (const [code, line] of Object.entries(SAMPLES)) {
    it(`${code}: worded in English as before and in Welsh`, () => {
      expect(estimateLineLabel(line, 'en')).toBe(ENGLISH[code as EstimateLineCode]);
      const welsh = estimateLineLabel(line, 'cy');
      expect(welsh).toBe(WELSH[code as EstimateLineCode]);
      // Place names are the visitor's; everything else is Welsh.
      const ownWords = welsh.replace(/Canton, Cardiff|Heathrow Terminal 5|Oakwood Theme Park/g, '');
      expect(ownWords).not.toMatch(ENGLISH_WORDS);
    });
  }

  it('names the vehicle of each line when a group needs several, in the page language', () => {
    const line: EstimateLine = { ...SAMPLES.vat, vehicle: '16-seat' };
    expect(estimateLineLabel(line, 'en')).toBe('16-Seat Minibus: VAT at 20%');
    expect(estimateLineLabel(line, 'cy')).toBe('Bws mini 16 sedd: TAW ar gyfradd o 20%');
    const vehicles: { vehicles: ('16-seat' | '15-seat')[] } = { vehicles: ['16-seat', '15-seat'] };
    expect(estimateVehiclesLabel(vehicles, 'en')).toBe(
      '2 vehicles: 16-Seat Minibus and 15-Seat Minibus',
    );
    expect(estimateVehiclesLabel(vehicles, 'cy')).toBe(
      'Cerbydau (2): Bws mini 16 sedd a Bws mini 15 sedd',
    );
  });

  it('gives a bank holiday it has no Welsh name for without a name, never in English', () => {
    const line: EstimateLine = { ...SAMPLES['bank-holiday'], holiday: 'Coronation bank holiday' };
    expect(estimateLineLabel(line, 'cy')).toBe('Taith yn ôl ar ŵyl banc: 50%');
    expect(ESTIMATE_LINE_TEXT.cy.holiday('Christmas Day')).toBe('Dydd Nadolig');
  });

  it('adds the contract label in the language asked for, keeping the codes and figures', () => {
    const estimate = {
      total: 5_628,
      currency: 'GBP' as const,
      vehicle: 'Luxury MPV',
      vehicles: ['luxury-mpv' as const],
      lines: [SAMPLES.vat, SAMPLES.rounding],
      distanceMiles: 45,
      tariffVersion: 'v1',
      indicative: true as const,
    };
    const welsh = labelledEstimate(estimate, 'cy');
    expect(welsh.vehicle).toBe('MPV moethus');
    expect(welsh.lines[0]).toEqual({ ...SAMPLES.vat, label: WELSH.vat });
    expect(labelledEstimate(estimate, 'en').lines[1]!.label).toBe(ENGLISH.rounding);
  });

  it('makes a missing Welsh wording a type error', () => {
    const { rounding: _missing, ...withoutRounding } = ESTIMATE_LINE_TEXT.cy.lines;
    const incomplete = {
      en: ESTIMATE_LINE_TEXT.en,
      cy: { ...ESTIMATE_LINE_TEXT.cy, lines: withoutRounding },
    };
    // @ts-expect-error: the Welsh record lacks the wording of the 'rounding' line.
    const checked: Translations<typeof ESTIMATE_LINE_TEXT.en> = incomplete;
    expect(Object.keys(checked.cy.lines)).not.toContain('rounding');
  });
});

describe('a price’s vehicle in the customer’s language', () => {
  it('names a fleet vehicle as the Welsh fleet page does, and keeps the operator’s own words', () => {
    expect(quotedVehicleIn('12-Seat Minibus', 'cy')).toBe('Bws mini 12 sedd');
    expect(quotedVehicleIn('Luxury MPV', 'cy')).toBe('MPV moethus');
    expect(quotedVehicleIn('12-Seat Minibus', 'en')).toBe('12-Seat Minibus');
    expect(quotedVehicleIn('Two minibuses and a trailer', 'cy')).toBe(
      'Two minibuses and a trailer',
    );
  });
});
