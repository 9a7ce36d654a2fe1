/**
 * The instant estimate: one pure function from a journey, the tariff in force and the journey's
 * road distances to an all-in price. Under the DMCC Act 2024 a price shown must be the total the
 * customer pays, so every mandatory charge (empty running, waiting, night and bank-holiday
 * surcharges, the minimum fare, VAT, rounding) is a line, and the lines add up to the total.
 */
import { describeVehicles } from '#app/lib/estimate-lines-text.ts';
import type { EstimateLeg, EstimateLine } from '#app/lib/estimate-lines.ts';
import { formatPenceShort } from '#app/lib/money.ts';
import type { AirportId } from './places/named-places.ts';
import type { Tariff, VehicleId } from './tariff.ts';
import { vehiclesFor } from './vehicles.ts';

export interface EstimateJourney {
  pickupLabel: string;
  destinationLabel: string;
  pickupDate: string;
  pickupTime: string;
  journeyDirection: 'one-way' | 'return';
  returnDate?: string;
  returnTime?: string;
  passengerCount: number;
}

/** Road miles; see distance-provider.server.ts for how they are found. */
export interface EstimateDistances {
  outboundMiles: number;
  fromDepotMiles: number;
  toDepotMiles: number;
  pickupToDepotMiles: number;
  fixedAirport?: AirportId;
}

export interface Estimate {
  total: number;
  currency: 'GBP';
  /** The vehicles in English (the API's `vehicle`); pages word `vehicles` in their language. */
  vehicle: string;
  vehicles: VehicleId[];
  lines: EstimateLine[];
  distanceMiles: number;
  tariffVersion: string;
  indicative: true;
}

export interface EstimateCalendar {
  /** The bank holiday on a YYYY-MM-DD date, or null. */
  bankHolidayOn(isoDate: string): string | null;
}

interface Leg {
  name: EstimateLeg;
  from: string;
  to: string;
  date: string;
  time: string;
}

const MINUTES_PER_DAY = 24 * 60;
const WAITING_STEP_HOURS = 0.5;

export function estimatePrice(
  journey: EstimateJourney,
  tariff: { version: string; tariff: Tariff },
  distances: EstimateDistances,
  calendar: EstimateCalendar,
): Estimate {
  const vehicles = vehiclesFor(journey.passengerCount);
  const lines: EstimateLine[] = [];
  for (const vehicle of vehicles) {
    for (const line of vehicleLines(vehicle, journey, tariff.tariff, distances, calendar)) {
      lines.push(vehicles.length > 1 ? { ...line, vehicle } : line);
    }
  }
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  const step = tariff.tariff.roundUpToPence;
  const total = Math.ceil(sum / step) * step;
  if (total !== sum) lines.push({ code: 'rounding', stepPence: step, amount: total - sum });
  return {
    total,
    currency: 'GBP',
    vehicle: describeVehicles(vehicles),
    vehicles,
    lines,
    distanceMiles: distances.outboundMiles,
    tariffVersion: tariff.version,
    indicative: true,
  };
}

function vehicleLines(
  vehicle: VehicleId,
  journey: EstimateJourney,
  tariff: Tariff,
  distances: EstimateDistances,
  calendar: EstimateCalendar,
): EstimateLine[] {
  const rates = tariff.vehicles[vehicle];
  const legs: Leg[] = [
    {
      name: 'outbound',
      from: journey.pickupLabel,
      to: journey.destinationLabel,
      date: journey.pickupDate,
      time: journey.pickupTime,
    },
  ];
  if (journey.journeyDirection === 'return' && journey.returnDate && journey.returnTime) {
    legs.push({
      name: 'return',
      from: journey.destinationLabel,
      to: journey.pickupLabel,
      date: journey.returnDate,
      time: journey.returnTime,
    });
  }
  const lines: EstimateLine[] = [];
  const legAmounts: number[] = [];
  const miles = distances.outboundMiles;
  for (const leg of legs) {
    const amount = distances.fixedAirport
      ? rates.airports[distances.fixedAirport]
      : Math.round(miles * rates.perMile);
    legAmounts.push(amount);
    lines.push(
      distances.fixedAirport
        ? { code: 'leg-fixed', leg: leg.name, from: leg.from, to: leg.to, amount }
        : {
            code: 'leg-mileage',
            leg: leg.name,
            from: leg.from,
            to: leg.to,
            miles,
            perMilePence: rates.perMile,
            amount,
          },
    );
  }

  if (!distances.fixedAirport)
    lines.push(...positioningLines(legs, journey, tariff, rates.perMile, distances));

  legs.forEach((leg, i) => {
    if (
      isNight(leg.time, tariff.night.start, tariff.night.end) &&
      tariff.night.surchargePercent > 0
    ) {
      lines.push({
        code: 'night',
        leg: leg.name,
        start: tariff.night.start,
        end: tariff.night.end,
        percent: tariff.night.surchargePercent,
        amount: Math.round((legAmounts[i]! * tariff.night.surchargePercent) / 100),
      });
    }
    const holiday = calendar.bankHolidayOn(leg.date);
    if (holiday && tariff.bankHolidaySurchargePercent > 0) {
      lines.push({
        code: 'bank-holiday',
        leg: leg.name,
        holiday,
        percent: tariff.bankHolidaySurchargePercent,
        amount: Math.round((legAmounts[i]! * tariff.bankHolidaySurchargePercent) / 100),
      });
    }
  });

  const beforeVat = lines.reduce((total, line) => total + line.amount, 0);
  // The minimum fare is VAT-inclusive ("from £150"), so compare like with like.
  const minimumBeforeVat = Math.ceil((tariff.minimumFare * 100) / (100 + rates.vatPercent));
  if (beforeVat < minimumBeforeVat) {
    lines.push({
      code: 'minimum-fare',
      minimumPence: tariff.minimumFare,
      amount: minimumBeforeVat - beforeVat,
    });
  }
  const net = Math.max(beforeVat, minimumBeforeVat);
  if (rates.vatPercent > 0) {
    lines.push({
      code: 'vat',
      percent: rates.vatPercent,
      amount: Math.round((net * rates.vatPercent) / 100),
    });
  }
  return lines;
}

/**
 * Getting the vehicle to the pickup and home again, and what happens between the legs of a return:
 * on the same day the driver waits when that is cheaper than going home and coming back; on
 * different days it is always two trips.
 */
function positioningLines(
  legs: Leg[],
  journey: EstimateJourney,
  tariff: Tariff,
  perMile: number,
  distances: EstimateDistances,
): EstimateLine[] {
  const free = tariff.emptyRunningFreeMiles;
  const chargeable = (m: number) => Math.max(0, m - free);
  const emptyAmount = (m: number) => Math.round((m * perMile * tariff.emptyRunningPercent) / 100);
  const emptyLine = (
    m: number,
    code: 'empty-running' | 'empty-running-each-leg',
  ): EstimateLine[] =>
    m > 0 && tariff.emptyRunningPercent > 0
      ? [{ code, miles: m, freeMiles: free, amount: emptyAmount(m) }]
      : [];

  const oneTrip = chargeable(distances.fromDepotMiles) + chargeable(distances.toDepotMiles);
  if (legs.length === 1) return emptyLine(oneTrip, 'empty-running');

  const twoTrips = oneTrip * 2;
  const twoTripsAmount = emptyAmount(twoTrips);
  const waitHours = waitingHours(journey, distances.outboundMiles, tariff);
  if (waitHours !== null) {
    const waitMiles =
      chargeable(distances.fromDepotMiles) + chargeable(distances.pickupToDepotMiles);
    const waitAmount = Math.round(waitHours * tariff.waitingPerHour);
    if (emptyAmount(waitMiles) + waitAmount <= twoTripsAmount) {
      return [
        ...emptyLine(waitMiles, 'empty-running'),
        ...(waitAmount > 0
          ? [
              {
                code: 'waiting' as const,
                hours: waitHours,
                perHourPence: tariff.waitingPerHour,
                amount: waitAmount,
              },
            ]
          : []),
      ];
    }
  }
  return emptyLine(twoTrips, 'empty-running-each-leg');
}

/** Hours the driver would wait on a same-day return, or null when waiting is not an option. */
function waitingHours(journey: EstimateJourney, miles: number, tariff: Tariff): number | null {
  if (journey.returnDate !== journey.pickupDate || !journey.returnTime) return null;
  const arrive = minutesOf(journey.pickupTime) + (miles / tariff.averageSpeedMph) * 60;
  const gapHours = (minutesOf(journey.returnTime) - arrive) / 60;
  if (gapHours > tariff.maxWaitingHours) return null;
  return Math.max(0, Math.ceil(gapHours / WAITING_STEP_HOURS) * WAITING_STEP_HOURS);
}

export function isNight(time: string, start: string, end: string): boolean {
  const t = minutesOf(time);
  const s = minutesOf(start);
  const e = minutesOf(end);
  return s <= e ? t >= s && t < e : t >= s || t < e;
}

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (((h! * 60 + m!) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/** £12.50, or £150 for whole pounds. */
export const money = formatPenceShort;
