/**
 * The tariff: every rate the instant estimate uses, owned by the operator and edited at
 * /admin/pricing. Money is integer pence. Rates are before VAT; VAT is added per vehicle at its own
 * rate. Client-safe: the admin form validates with the same schema as the server.
 */
import { z } from 'zod';
import { FLEET } from '#app/content/fleet.ts';
import { AIRPORT_IDS, type AirportId } from './places/named-places.ts';

export const VEHICLE_IDS = ['luxury-mpv', '8-seat', '12-seat', '15-seat', '16-seat'] as const;
export type VehicleId = (typeof VEHICLE_IDS)[number];

export const AIRPORT_LABELS: Record<AirportId, string> = {
  'cardiff-airport': 'Cardiff Airport',
  'bristol-airport': 'Bristol Airport',
  heathrow: 'Heathrow',
  gatwick: 'Gatwick',
  'birmingham-airport': 'Birmingham Airport',
  'manchester-airport': 'Manchester Airport',
};

export const MESSAGE_PERCENT = 'Enter a percentage from 0 to 100';
export const MESSAGE_HOURS = 'Enter a number of hours from 0 to 24';
export const MESSAGE_CLOCK = 'Enter a time as HH:MM';
export const MESSAGE_FREE_MILES = 'Enter a number of miles from 0 to 100';
export const MESSAGE_SPEED = 'Enter an average speed from 10 to 70 mph';

/**
 * Each money figure's bounds, in pence. The ceilings are far above any real fare, yet low enough
 * that the dearest journey the estimate can price (100 passengers in several vehicles, a 1,000-mile
 * return at night on a bank holiday with full empty running and VAT) stays inside the integer
 * columns a price is stored in (tariff-bounds.test.ts prices it). The minimum fare's floor keeps
 * every vehicle's price above £0, whatever else is set to nothing.
 */
export const TARIFF_MONEY_BOUNDS = {
  minimumFare: { min: 100, max: 1_000_000 },
  perMile: { min: 0, max: 10_000 },
  airport: { min: 0, max: 1_000_000 },
  waitingPerHour: { min: 0, max: 100_000 },
  roundUpToPence: { min: 1, max: 10_000 },
} as const;

export const MESSAGE_MINIMUM_FARE =
  'Enter a minimum fare from £1 to £10,000: it keeps every journey above £0';
export const MESSAGE_PER_MILE = 'Enter a rate per mile from £0 to £100';
export const MESSAGE_AIRPORT_PRICE = 'Enter a price from £0 to £10,000';
export const MESSAGE_WAITING = 'Enter an hourly rate from £0 to £1,000';
export const MESSAGE_ROUND_UP = 'Enter an amount from £0.01 to £100';

const pence = (bounds: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message);
const percent = z
  .number({ error: MESSAGE_PERCENT })
  .min(0, MESSAGE_PERCENT)
  .max(100, MESSAGE_PERCENT);
const hours = z.number({ error: MESSAGE_HOURS }).min(0, MESSAGE_HOURS).max(24, MESSAGE_HOURS);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGE_CLOCK);
const airportPrice = pence(TARIFF_MONEY_BOUNDS.airport, MESSAGE_AIRPORT_PRICE);

const VehicleRatesSchema = z.object({
  perMile: pence(TARIFF_MONEY_BOUNDS.perMile, MESSAGE_PER_MILE),
  /** HMRC VAT Notice 744A zero-rates vehicles built to carry 10 or more passengers. */
  vatPercent: percent,
  /** One-way price (before VAT) from Cardiff to each airport of our route pages, or back. */
  airports: z.object(
    Object.fromEntries(AIRPORT_IDS.map((id) => [id, airportPrice])) as Record<
      AirportId,
      typeof airportPrice
    >,
  ),
});

export const TariffSchema = z.object({
  /** The least a booking costs per vehicle, VAT included ("local hire from £150"). */
  minimumFare: pence(TARIFF_MONEY_BOUNDS.minimumFare, MESSAGE_MINIMUM_FARE),
  vehicles: z.object(
    Object.fromEntries(VEHICLE_IDS.map((id) => [id, VehicleRatesSchema])) as Record<
      VehicleId,
      typeof VehicleRatesSchema
    >,
  ),
  /** Driving to the pickup and home from the drop-off, as a share of the mileage rate. */
  emptyRunningPercent: percent,
  /** Miles from the depot each way that are never charged. */
  emptyRunningFreeMiles: z
    .number({ error: MESSAGE_FREE_MILES })
    .min(0, MESSAGE_FREE_MILES)
    .max(100, MESSAGE_FREE_MILES),
  /** A same-day return: the driver waits at this rate (before VAT) if that is cheaper than two trips. */
  waitingPerHour: pence(TARIFF_MONEY_BOUNDS.waitingPerHour, MESSAGE_WAITING),
  /** Longer than this, a same-day return is always two trips. */
  maxWaitingHours: hours,
  /** Used to work out when the outbound leg arrives, for the waiting time. */
  averageSpeedMph: z.number({ error: MESSAGE_SPEED }).min(10, MESSAGE_SPEED).max(70, MESSAGE_SPEED),
  night: z.object({ start: clock, end: clock, surchargePercent: percent }),
  bankHolidaySurchargePercent: percent,
  /** The total is rounded up to a multiple of this (100: whole pounds). */
  roundUpToPence: pence(TARIFF_MONEY_BOUNDS.roundUpToPence, MESSAGE_ROUND_UP),
});

export type Tariff = z.infer<typeof TariffSchema>;

export function vehicleName(id: VehicleId): string {
  return FLEET.find((v) => v.id === id)?.name ?? id;
}

export function vehicleSeats(id: VehicleId): number {
  return FLEET.find((v) => v.id === id)!.seats;
}

const airports = (prices: number[]) =>
  Object.fromEntries(AIRPORT_IDS.map((id, i) => [id, prices[i]!])) as Record<AirportId, number>;

/**
 * The starting tariff, seeded on first use. A starting point for the operator to adjust, set
 * around what Cardiff minibus operators charge in 2026; every figure is in pence before VAT except
 * the minimum fare. Airport prices follow AIRPORT_IDS: Cardiff, Bristol, Heathrow, Gatwick,
 * Birmingham, Manchester.
 */
export const DEFAULT_TARIFF: Tariff = {
  minimumFare: 15_000,
  vehicles: {
    'luxury-mpv': {
      perMile: 200,
      vatPercent: 20,
      airports: airports([12_500, 16_000, 30_000, 35_000, 26_000, 36_000]),
    },
    '8-seat': {
      perMile: 220,
      vatPercent: 20,
      airports: airports([12_500, 17_500, 33_000, 38_000, 28_000, 39_000]),
    },
    '12-seat': {
      perMile: 250,
      vatPercent: 0,
      airports: airports([15_000, 20_000, 38_000, 44_000, 32_000, 45_000]),
    },
    '15-seat': {
      perMile: 270,
      vatPercent: 0,
      airports: airports([15_000, 21_000, 41_000, 47_000, 34_000, 48_000]),
    },
    '16-seat': {
      perMile: 280,
      vatPercent: 0,
      airports: airports([15_000, 22_000, 42_000, 48_000, 35_000, 49_000]),
    },
  },
  emptyRunningPercent: 50,
  emptyRunningFreeMiles: 10,
  waitingPerHour: 2_000,
  maxWaitingHours: 8,
  averageSpeedMph: 40,
  night: { start: '22:00', end: '06:00', surchargePercent: 25 },
  bankHolidaySurchargePercent: 50,
  roundUpToPence: 100,
};
