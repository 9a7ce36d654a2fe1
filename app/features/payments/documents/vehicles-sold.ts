/**
 * The vehicles a booking sold, read from the vehicle the price named ("16-Seat Minibus", "Two
 * 8-Seat Minibuses", "16-Seat Minibus and Luxury MPV", "2 × Bws mini 16 sedd"): the VAT rate of
 * passenger transport follows the vehicle sold, never the size of the group. A vehicle is known
 * by its seats ("N-seat", "N sedd") or by the fleet's MPV; a count in figures or words before it
 * sells that many.
 */
import { FLEET } from '#app/content/fleet.ts';
import type { SoldVehicle } from './vat-lines.ts';

const COUNT_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  un: 1,
  dau: 2,
  dwy: 2,
  tri: 3,
  tair: 3,
  pedwar: 4,
  pedair: 4,
  pump: 5,
};
/** The most vehicles one count may sell: a figure beyond it is not a count ("100 passengers"). */
const MOST_VEHICLES_COUNTED = 20;

const COUNT = `(\\d{1,2}|${Object.keys(COUNT_WORDS).join('|')})\\s*(?:×|x\\s)?\\s*`;
const VEHICLE = `(?:bws\\s+mini\\s+)?(?:(\\d{1,2})[\\s-]*(?:seat|sedd)|(mpv))`;
const SOLD = new RegExp(`(?:\\b${COUNT})?\\b${VEHICLE}`, 'giu');

const MPV = FLEET.find((vehicle) => vehicle.id === 'luxury-mpv');

/** The fleet's id for `seats`, when one of our vehicles has exactly that many. */
function fleetIdFor(seats: number): string | null {
  return FLEET.find((vehicle) => vehicle.seats === seats)?.id ?? null;
}

/** The vehicles named in `quoted`, in the order named; empty when none is recognised. */
export function vehiclesSold(quoted: string): SoldVehicle[] {
  const sold: SoldVehicle[] = [];
  for (const match of quoted.matchAll(SOLD)) {
    const [, countText, seatsText, mpv] = match;
    const count = countText ? (COUNT_WORDS[countText.toLowerCase()] ?? Number(countText)) : 1;
    const seats = mpv ? (MPV?.seats ?? null) : Number(seatsText);
    const vehicle = mpv ? (MPV?.id ?? 'luxury-mpv') : (fleetIdFor(seats!) ?? `${seats}-seat`);
    const times = count >= 1 && count <= MOST_VEHICLES_COUNTED ? count : 1;
    for (let i = 0; i < times; i += 1) sold.push({ vehicle, seats });
  }
  return sold;
}
