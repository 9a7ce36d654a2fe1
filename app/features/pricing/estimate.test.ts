import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateLineLabel } from '#app/lib/estimate-lines-text.ts';
import { bankHolidayOn } from './bank-holidays.ts';
import {
  estimatePrice,
  isNight,
  type Estimate,
  type EstimateDistances,
  type EstimateJourney,
} from './estimate.ts';
import { DEFAULT_TARIFF, type Tariff } from './tariff.ts';
import { vehiclesFor } from './vehicles.ts';

const calendar = { bankHolidayOn };
const tariff = { version: 'v1', tariff: DEFAULT_TARIFF };

const journey = (overrides: Partial<EstimateJourney>): EstimateJourney => ({
  pickupLabel: 'Cardiff Central station',
  destinationLabel: 'Heathrow Terminal 5',
  pickupDate: '2027-03-10',
  pickupTime: '09:00',
  journeyDirection: 'one-way',
  passengerCount: 14,
  ...overrides,
});

const distances = (overrides: Partial<EstimateDistances>): EstimateDistances => ({
  outboundMiles: 150,
  fromDepotMiles: 1,
  toDepotMiles: 150,
  pickupToDepotMiles: 1,
  ...overrides,
});

/** The lines as the English pages word them, to read the worked examples as a customer would. */
const worded = (estimate: Estimate) =>
  estimate.lines.map((line) => ({ label: estimateLineLabel(line, 'en'), amount: line.amount }));

const sumOf = (lines: { amount: number }[]) => lines.reduce((t, l) => t + l.amount, 0);

describe('estimatePrice: worked examples with the default tariff', () => {
  it('Cardiff Central → Heathrow T5 and back a week later for 14: two fixed airport legs in a 15-seat minibus, no VAT', () => {
    const estimate = estimatePrice(
      journey({ journeyDirection: 'return', returnDate: '2027-03-17', returnTime: '18:30' }),
      tariff,
      distances({ fixedAirport: 'heathrow' }),
      calendar,
    );
    expect({ ...estimate, lines: worded(estimate) }).toEqual({
      total: 82_000,
      currency: 'GBP',
      vehicle: '15-Seat Minibus',
      vehicles: ['15-seat'],
      lines: [
        {
          label: 'Outbound: Cardiff Central station to Heathrow Terminal 5, fixed airport price',
          amount: 41_000,
        },
        {
          label: 'Return: Heathrow Terminal 5 to Cardiff Central station, fixed airport price',
          amount: 41_000,
        },
      ],
      distanceMiles: 150,
      tariffVersion: 'v1',
      indicative: true,
    });
  });

  it('a local wedding at night for 12: mileage, the night surcharge and the £150 minimum fare', () => {
    const estimate = estimatePrice(
      journey({
        pickupLabel: 'Llandaff, Cardiff',
        destinationLabel: 'Penarth',
        pickupDate: '2027-06-12',
        pickupTime: '23:00',
        passengerCount: 12,
      }),
      tariff,
      distances({ outboundMiles: 6.5, fromDepotMiles: 4.5, toDepotMiles: 3.5 }),
      calendar,
    );
    expect(estimate.vehicle).toBe('12-Seat Minibus');
    expect(worded(estimate)).toEqual([
      { label: 'Outbound: Llandaff, Cardiff to Penarth, 6.5 miles at £2.50 a mile', amount: 1_625 },
      { label: 'Outbound starts at night (22:00 to 06:00): 25%', amount: 406 },
      { label: 'Minimum fare top-up (every booking is at least £150)', amount: 12_969 },
    ]);
    expect(estimate.total).toBe(15_000);
    // Each line is a code with its figures, worded by the page in its language.
    expect(estimate.lines).toEqual([
      {
        code: 'leg-mileage',
        leg: 'outbound',
        from: 'Llandaff, Cardiff',
        to: 'Penarth',
        miles: 6.5,
        perMilePence: 250,
        amount: 1_625,
      },
      { code: 'night', leg: 'outbound', start: '22:00', end: '06:00', percent: 25, amount: 406 },
      { code: 'minimum-fare', minimumPence: 15_000, amount: 12_969 },
    ]);
  });

  it('a bank-holiday airport run before dawn in the MPV: fixed price, night and bank-holiday surcharges, 20% VAT', () => {
    const estimate = estimatePrice(
      journey({
        pickupLabel: 'Canton, Cardiff',
        destinationLabel: 'Bristol Airport',
        pickupDate: '2026-12-28',
        pickupTime: '04:30',
        passengerCount: 6,
      }),
      tariff,
      distances({ outboundMiles: 45, fixedAirport: 'bristol-airport' }),
      calendar,
    );
    expect(estimate.vehicle).toBe('Luxury MPV');
    expect(worded(estimate)).toEqual([
      {
        label: 'Outbound: Canton, Cardiff to Bristol Airport, fixed airport price',
        amount: 16_000,
      },
      { label: 'Outbound starts at night (22:00 to 06:00): 25%', amount: 4_000 },
      {
        label: 'Outbound on a bank holiday (Boxing Day (substitute day)): 50%',
        amount: 8_000,
      },
      { label: 'VAT at 20%', amount: 5_600 },
    ]);
    expect(estimate.total).toBe(33_600);
  });

  it('30 passengers to Birmingham Airport: a 16-seat and a 15-seat minibus, each priced', () => {
    const estimate = estimatePrice(
      journey({ destinationLabel: 'Birmingham Airport', passengerCount: 30 }),
      tariff,
      distances({ outboundMiles: 115, fixedAirport: 'birmingham-airport' }),
      calendar,
    );
    expect(estimate.vehicle).toBe('2 vehicles: 16-Seat Minibus and 15-Seat Minibus');
    expect(estimate.lines.map((l) => l.amount)).toEqual([35_000, 34_000]);
    expect(worded(estimate)[0]!.label).toMatch(/^16-Seat Minibus: Outbound/);
    expect(estimate.lines[0]!.vehicle).toBe('16-seat');
    expect(estimate.vehicles).toEqual(['16-seat', '15-seat']);
    expect(estimate.total).toBe(69_000);
  });

  it('a same-day theme park return for 16: the driver waits, as that is cheaper than two trips', () => {
    const estimate = estimatePrice(
      journey({
        pickupLabel: 'Cardiff',
        destinationLabel: 'Oakwood Theme Park',
        pickupTime: '08:00',
        journeyDirection: 'return',
        returnDate: '2027-03-10',
        returnTime: '17:00',
        passengerCount: 16,
      }),
      tariff,
      distances({ outboundMiles: 85, fromDepotMiles: 2, toDepotMiles: 86, pickupToDepotMiles: 2 }),
      calendar,
    );
    // Arrives 10:08 (85 miles at 40 mph), leaves 17:00: 6.9 hours, charged as 7.
    expect(worded(estimate)).toEqual([
      {
        label: 'Outbound: Cardiff to Oakwood Theme Park, 85 miles at £2.80 a mile',
        amount: 23_800,
      },
      {
        label: 'Return: Oakwood Theme Park to Cardiff, 85 miles at £2.80 a mile',
        amount: 23_800,
      },
      { label: 'Driver waits for you, 7 hours at £20 an hour', amount: 14_000 },
    ]);
    expect(estimate.total).toBe(61_600);
  });

  it('a return on another day is two trips, each with its empty running', () => {
    const estimate = estimatePrice(
      journey({
        pickupLabel: 'Pontypridd',
        destinationLabel: 'Alton Towers',
        journeyDirection: 'return',
        returnDate: '2027-03-11',
        returnTime: '17:00',
        passengerCount: 10,
      }),
      tariff,
      distances({
        outboundMiles: 150,
        fromDepotMiles: 16,
        toDepotMiles: 160,
        pickupToDepotMiles: 16,
      }),
      calendar,
    );
    // (16 − 10) + (160 − 10) = 156 empty miles a trip, twice, at half of £2.50.
    expect(worded(estimate).at(-1)).toEqual({
      label:
        'Driving to and from our Cardiff depot for each leg: 312 miles beyond the first 10 each way',
      amount: 39_000,
    });
    expect(estimate.total).toBe(37_500 * 2 + 39_000);
  });

  it('rounds the total up to whole pounds with a line of its own', () => {
    const estimate = estimatePrice(
      journey({ pickupLabel: 'Cardiff', destinationLabel: 'Swansea', passengerCount: 3 }),
      tariff,
      distances({
        outboundMiles: 45.3,
        fromDepotMiles: 1,
        toDepotMiles: 45,
        pickupToDepotMiles: 1,
      }),
      calendar,
    );
    // 45.3 × 200 = 9,060; empty (45 − 10) × 200 / 2 = 3,500; VAT 20% of 12,560 = 2,512.
    expect(estimate.lines.map((l) => l.amount)).toEqual([9_060, 3_500, 2_512, 28]);
    expect(worded(estimate).at(-1)!.label).toBe('Rounded up to the nearest £1');
    expect(estimate.total).toBe(15_100);
  });
});

describe('estimatePrice: what always holds', () => {
  const arbitraryTariff: fc.Arbitrary<Tariff> = fc
    .record({
      perMile: fc.integer({ min: 0, max: 1_000 }),
      vat: fc.constantFrom(0, 5, 20),
      minimum: fc.integer({ min: 0, max: 50_000 }),
      roundTo: fc.constantFrom(1, 100, 500),
      percent: fc.integer({ min: 0, max: 100 }),
    })
    .map(({ perMile, vat, minimum, roundTo, percent }) => ({
      ...DEFAULT_TARIFF,
      minimumFare: minimum,
      roundUpToPence: roundTo,
      emptyRunningPercent: percent,
      vehicles: Object.fromEntries(
        Object.entries(DEFAULT_TARIFF.vehicles).map(([id, rates]) => [
          id,
          { ...rates, perMile, vatPercent: vat },
        ]),
      ) as Tariff['vehicles'],
    }));

  it('has lines that add up to the total, in whole pence, never below the minimum fare per vehicle', () => {
    fc.assert(
      fc.property(
        arbitraryTariff,
        fc.integer({ min: 1, max: 100 }),
        fc.double({ min: 0, max: 600, noNaN: true }),
        fc.double({ min: 0, max: 600, noNaN: true }),
        fc.boolean(),
        fc.constantFrom('00:15', '09:00', '21:59', '22:00'),
        (t, passengers, outbound, depot, isReturn, time) => {
          const estimate = estimatePrice(
            journey({
              passengerCount: passengers,
              pickupTime: time,
              journeyDirection: isReturn ? 'return' : 'one-way',
              returnDate: '2027-03-10',
              returnTime: '23:00',
            }),
            { version: 'v9', tariff: t },
            distances({
              outboundMiles: outbound,
              fromDepotMiles: depot,
              toDepotMiles: depot,
              pickupToDepotMiles: depot,
            }),
            calendar,
          );
          expect(sumOf(estimate.lines)).toBe(estimate.total);
          for (const line of estimate.lines) expect(Number.isInteger(line.amount)).toBe(true);
          expect(estimate.total % t.roundUpToPence).toBe(0);
          expect(estimate.total).toBeGreaterThanOrEqual(
            t.minimumFare * vehiclesFor(passengers).length - vehiclesFor(passengers).length,
          );
        },
      ),
    );
  });
});

describe('vehiclesFor and isNight', () => {
  it.each([
    [1, ['luxury-mpv']],
    [7, ['luxury-mpv']],
    [8, ['8-seat']],
    [9, ['12-seat']],
    [14, ['15-seat']],
    [16, ['16-seat']],
    [17, ['16-seat', 'luxury-mpv']],
    [30, ['16-seat', '15-seat']],
    [100, ['16-seat', '16-seat', '16-seat', '16-seat', '16-seat', '16-seat', 'luxury-mpv']],
  ])('%i passengers travel in %j', (passengers, vehicles) => {
    expect(vehiclesFor(passengers)).toEqual(vehicles);
  });

  it.each([
    ['21:59', false],
    ['22:00', true],
    ['03:00', true],
    ['05:59', true],
    ['06:00', false],
  ])('%s is night between 22:00 and 06:00: %s', (time, night) => {
    expect(isNight(time, '22:00', '06:00')).toBe(night);
  });

  it('knows the bank holidays of England and Wales from date-holidays', () => {
    expect(bankHolidayOn('2026-12-28')).toBe('Boxing Day (substitute day)');
    expect(bankHolidayOn('2027-05-03')).toBe('Early May bank holiday');
    expect(bankHolidayOn('2027-03-10')).toBeNull();
    // Mother's Day is an observance, not a bank holiday.
    expect(bankHolidayOn('2026-03-15')).toBeNull();
  });
});
