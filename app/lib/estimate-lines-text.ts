/**
 * The words of an instant estimate's lines in both languages. Every reader words the
 * codes of estimate-lines.ts here in its own language: the quote dialog, /quote and the
 * customer's e-mails in the page's language, the operator's e-mail and the admin in English. The
 * English is the wording the estimate has always used; the Welsh follows
 * app/content/cy/glossary.md and writes "A → B" for a leg, so a place name the visitor typed never
 * needs a mutation after "i".
 */
import { FLEET_CONTENT } from '#app/content/localised.ts';
import type {
  EstimateLeg,
  EstimateLine,
  EstimateLineCode,
  EstimateLineItem,
  WordedEstimate,
} from './estimate-lines.ts';
import type { Locale, Translations } from './locale.ts';
import { formatPenceShort as money } from './money.ts';

type LineOf<C extends EstimateLineCode> = Extract<EstimateLineItem, { code: C }>;

interface EstimateLineWords {
  /** One sentence per line code: a new code without its words is a type error. */
  lines: { [C in EstimateLineCode]: (line: LineOf<C>) => string };
  /** A bank holiday's name from the calendar (English) in this language, or null if unknown. */
  holiday: (english: string) => string | null;
  /** A group's vehicles, listed: "2 vehicles: 16-Seat Minibus and 15-Seat Minibus". */
  vehicleList: (count: number, names: string[]) => string;
}

const miles = (m: number) => Number(m.toFixed(1));

const EN_LEG: Record<EstimateLeg, string> = { outbound: 'Outbound', return: 'Return' };
const CY_LEG: Record<EstimateLeg, string> = { outbound: 'Taith allan', return: 'Taith yn ôl' };

/**
 * Bank holidays of England and Wales in Welsh, keyed by the calendar's English name; one-off
 * holidays (a coronation, a jubilee) are not listed and the line then gives no name.
 */
const CY_HOLIDAYS: Record<string, string> = {
  "New Year's Day": 'Dydd Calan',
  'Good Friday': 'Dydd Gwener y Groglith',
  'Easter Monday': 'Dydd Llun y Pasg',
  'Early May bank holiday': 'Gŵyl banc Calan Mai',
  'Spring bank holiday': 'Gŵyl banc y gwanwyn',
  'Summer bank holiday': 'Gŵyl banc yr haf',
  'Christmas Day': 'Dydd Nadolig',
  'Boxing Day': 'Gŵyl San Steffan',
};
const SUBSTITUTE = ' (substitute day)';

function welshHoliday(english: string): string | null {
  const substitute = english.endsWith(SUBSTITUTE);
  const name = CY_HOLIDAYS[substitute ? english.slice(0, -SUBSTITUTE.length) : english];
  if (!name) return null;
  return substitute ? `${name} (diwrnod amgen)` : name;
}

export const ESTIMATE_LINE_TEXT = {
  en: {
    lines: {
      'leg-fixed': (l) => `${EN_LEG[l.leg]}: ${l.from} to ${l.to}, fixed airport price`,
      'leg-mileage': (l) =>
        `${EN_LEG[l.leg]}: ${l.from} to ${l.to}, ${miles(l.miles)} miles at ${money(l.perMilePence)} a mile`,
      'empty-running': (l) =>
        `Driving to the pickup and back to our Cardiff depot: ${miles(l.miles)} miles beyond the first ${l.freeMiles} each way`,
      'empty-running-each-leg': (l) =>
        `Driving to and from our Cardiff depot for each leg: ${miles(l.miles)} miles beyond the first ${l.freeMiles} each way`,
      waiting: (l) =>
        `Driver waits for you, ${l.hours === 1 ? '1 hour' : `${l.hours} hours`} at ${money(l.perHourPence)} an hour`,
      night: (l) => `${EN_LEG[l.leg]} starts at night (${l.start} to ${l.end}): ${l.percent}%`,
      'bank-holiday': (l) => `${EN_LEG[l.leg]} on a bank holiday (${l.holiday}): ${l.percent}%`,
      'minimum-fare': (l) =>
        `Minimum fare top-up (every booking is at least ${money(l.minimumPence)})`,
      vat: (l) => `VAT at ${l.percent}%`,
      rounding: (l) => `Rounded up to the nearest ${money(l.stepPence)}`,
    },
    holiday: (english) => english,
    vehicleList: (count, names) => `${count} vehicles: ${names.join(' and ')}`,
  },
  cy: {
    lines: {
      'leg-fixed': (l) => `${CY_LEG[l.leg]}: ${l.from} → ${l.to}, pris sefydlog i'r maes awyr`,
      'leg-mileage': (l) =>
        `${CY_LEG[l.leg]}: ${l.from} → ${l.to}, ${miles(l.miles)} milltir ar ${money(l.perMilePence)} y filltir`,
      'empty-running': (l) =>
        `Gyrru i'r man casglu ac yn ôl i'n depo yng Nghaerdydd: ${miles(l.miles)} milltir y tu hwnt i'r ${l.freeMiles} milltir am ddim bob ffordd`,
      'empty-running-each-leg': (l) =>
        `Gyrru o'n depo yng Nghaerdydd ac yn ôl ar gyfer y daith allan a'r daith yn ôl: ${miles(l.miles)} milltir y tu hwnt i'r ${l.freeMiles} milltir am ddim bob ffordd`,
      waiting: (l) =>
        `Y gyrrwr yn aros amdanoch, ${l.hours} awr ar ${money(l.perHourPence)} yr awr`,
      night: (l) =>
        `${CY_LEG[l.leg]} yn dechrau yn ystod y nos (${l.start} i ${l.end}): ${l.percent}%`,
      'bank-holiday': (l) => {
        const name = welshHoliday(l.holiday);
        return `${CY_LEG[l.leg]} ar ŵyl banc${name ? ` (${name})` : ''}: ${l.percent}%`;
      },
      'minimum-fare': (l) =>
        `Ychwanegiad hyd at yr isafswm pris (mae pob archeb yn ${money(l.minimumPence)} o leiaf)`,
      vat: (l) => `TAW ar gyfradd o ${l.percent}%`,
      rounding: (l) => `Wedi'i dalgrynnu i fyny i'r ${money(l.stepPence)} agosaf`,
    },
    holiday: welshHoliday,
    vehicleList: (count, names) => `Cerbydau (${count}): ${names.join(' a ')}`,
  },
} satisfies Translations<EstimateLineWords>;

function wordsFor(locale: Locale): EstimateLineWords {
  return ESTIMATE_LINE_TEXT[locale];
}

/** A vehicle's name as the fleet page of that language calls it. */
export function vehicleNameIn(id: string, locale: Locale): string {
  return FLEET_CONTENT[locale].FLEET.find((v) => v.id === id)?.name ?? id;
}

/**
 * A price's vehicle as stored (the English the tariff or the operator wrote, "12-Seat Minibus") in
 * a language: a fleet vehicle's English name becomes that language's; anything else the operator
 * typed is theirs and stays as written.
 */
export function quotedVehicleIn(text: string, locale: Locale): string {
  const vehicle = FLEET_CONTENT.en.FLEET.find((v) => v.name === text.trim());
  return vehicle ? vehicleNameIn(vehicle.id, locale) : text;
}

/** One line of an estimate in a language, with its vehicle first when a group needs several. */
export function estimateLineLabel(line: EstimateLine, locale: Locale): string {
  // The record is keyed by code, so the function picked takes this very line; TypeScript cannot
  // narrow a union through an index, hence the cast.
  const sentence = (wordsFor(locale).lines[line.code] as (l: EstimateLine) => string)(line);
  return line.vehicle ? `${vehicleNameIn(line.vehicle, locale)}: ${sentence}` : sentence;
}

/** The estimate's vehicles in a language: "Bws mini 15 sedd". */
export function estimateVehiclesLabel(
  estimate: Pick<WordedEstimate, 'vehicles'>,
  locale: Locale,
): string {
  return describeVehicles(estimate.vehicles, locale);
}

/**
 * A group's vehicles: "15-Seat Minibus", "2 vehicles: 16-Seat Minibus and 15-Seat Minibus"; the
 * English by default, as the API's `vehicle` gives them.
 */
export function describeVehicles(vehicles: readonly string[], locale: Locale = 'en'): string {
  const name = (id: string) => vehicleNameIn(id, locale);
  if (vehicles.length === 1) return name(vehicles[0]!);
  const counts = new Map<string, number>();
  for (const v of vehicles) counts.set(v, (counts.get(v) ?? 0) + 1);
  const parts = [...counts].map(([id, n]) => (n > 1 ? `${n} × ${name(id)}` : name(id)));
  return wordsFor(locale).vehicleList(vehicles.length, parts);
}

/** Each line worded in a language, with its amount: what an e-mail or the admin lists. */
export function wordedLines(
  lines: readonly EstimateLine[],
  locale: Locale,
): { label: string; amount: number }[] {
  return lines.map((line) => ({ label: estimateLineLabel(line, locale), amount: line.amount }));
}

/**
 * The estimate as POST /api/estimate answers it: each line keeps its code and figures and gains
 * the `label` of the contract, in the language the page asked for (English by default).
 */
export function labelledEstimate<E extends WordedEstimate>(estimate: E, locale: Locale) {
  return {
    ...estimate,
    vehicle: estimateVehiclesLabel(estimate, locale),
    lines: estimate.lines.map((line) => ({ ...line, label: estimateLineLabel(line, locale) })),
  };
}
