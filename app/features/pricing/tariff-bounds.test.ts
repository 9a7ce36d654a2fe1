import { describe, expect, it } from 'vitest';
import { PASSENGERS_MAX } from '#app/lib/quote-facts.ts';
import { bankHolidayOn } from './bank-holidays.ts';
import { estimatePrice } from './estimate.ts';
import { AIRPORT_IDS } from './places/named-places.ts';
import {
  DEFAULT_TARIFF,
  MESSAGE_MINIMUM_FARE,
  MESSAGE_PER_MILE,
  TARIFF_MONEY_BOUNDS,
  TariffSchema,
  VEHICLE_IDS,
  type Tariff,
} from './tariff.ts';

/** PostgreSQL's integer, the column every price and amount is stored in. */
const INTEGER_COLUMN_MAX = 2 ** 31 - 1;

const everyVehicle = (rates: Tariff['vehicles'][keyof Tariff['vehicles']]) =>
  Object.fromEntries(VEHICLE_IDS.map((id) => [id, rates])) as Tariff['vehicles'];
const everyAirport = (pence: number) =>
  Object.fromEntries(
    AIRPORT_IDS.map((id) => [id, pence]),
  ) as Tariff['vehicles']['8-seat']['airports'];

/** Every figure at the edge the schema allows, one way or the other. */
const tariffAt = (edge: 'min' | 'max'): Tariff => {
  const money = (key: keyof typeof TARIFF_MONEY_BOUNDS) => TARIFF_MONEY_BOUNDS[key][edge];
  const percent = edge === 'max' ? 100 : 0;
  return TariffSchema.parse({
    minimumFare: money('minimumFare'),
    vehicles: everyVehicle({
      perMile: money('perMile'),
      vatPercent: percent,
      airports: everyAirport(money('airport')),
    }),
    emptyRunningPercent: percent,
    emptyRunningFreeMiles: edge === 'max' ? 0 : 100,
    waitingPerHour: money('waitingPerHour'),
    maxWaitingHours: edge === 'max' ? 24 : 0,
    averageSpeedMph: 40,
    night: { start: '00:00', end: '23:59', surchargePercent: percent },
    bankHolidaySurchargePercent: percent,
    roundUpToPence: money('roundUpToPence'),
  });
};

// Christmas Day 2027 falls on a Saturday: Monday 27 December is its substitute bank holiday.
const dearest = {
  pickupLabel: 'Penzance',
  destinationLabel: 'Thurso',
  pickupDate: '2027-12-27',
  pickupTime: '02:00',
  journeyDirection: 'return' as const,
  returnDate: '2027-12-28',
  returnTime: '02:00',
  passengerCount: PASSENGERS_MAX,
};
const farthest = {
  outboundMiles: 1_000,
  fromDepotMiles: 1_000,
  toDepotMiles: 1_000,
  pickupToDepotMiles: 1_000,
};

describe('the tariff bounds', () => {
  it('keep the dearest journey at the highest tariff inside the integer column', () => {
    const estimate = estimatePrice(dearest, { version: 'v', tariff: tariffAt('max') }, farthest, {
      bankHolidayOn,
    });
    expect(estimate.vehicles.length).toBeGreaterThan(1);
    expect(estimate.total).toBeGreaterThan(0);
    expect(estimate.total).toBeLessThanOrEqual(INTEGER_COLUMN_MAX);
    for (const line of estimate.lines) expect(Number.isSafeInteger(line.amount)).toBe(true);
  });

  it('price every journey above £0, even with every other figure at nothing', () => {
    const estimate = estimatePrice(
      { ...dearest, passengerCount: 1, journeyDirection: 'one-way' },
      { version: 'v', tariff: tariffAt('min') },
      { outboundMiles: 0, fromDepotMiles: 0, toDepotMiles: 0, pickupToDepotMiles: 0 },
      { bankHolidayOn },
    );
    expect(estimate.total).toBe(100);
  });

  it('refuse a minimum fare of £0 and a rate past its ceiling, each with its message', () => {
    const result = TariffSchema.safeParse({
      ...DEFAULT_TARIFF,
      minimumFare: 0,
      vehicles: {
        ...DEFAULT_TARIFF.vehicles,
        '8-seat': { ...DEFAULT_TARIFF.vehicles['8-seat'], perMile: 10_001 },
      },
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      minimumFare: 'Enter a minimum fare from £1 to £10,000: it keeps every journey above £0',
      'vehicles.8-seat.perMile': 'Enter a rate per mile from £0 to £100',
    });
    expect(messages.minimumFare).toBe(MESSAGE_MINIMUM_FARE);
    expect(messages['vehicles.8-seat.perMile']).toBe(MESSAGE_PER_MILE);
  });
});
