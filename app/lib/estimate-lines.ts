/**
 * The lines of an instant estimate, as shared vocabulary: the pricing feature makes
 * them as codes with their figures (pence, miles, hours, clock times), a quote stores them as they
 * are, and every reader words them with estimate-lines-text.ts in its own language.
 */
export type EstimateLeg = 'outbound' | 'return';

/** What a line charges for: a code with its figures, never a sentence. */
export type EstimateLineItem =
  | { code: 'leg-fixed'; leg: EstimateLeg; from: string; to: string }
  | {
      code: 'leg-mileage';
      leg: EstimateLeg;
      from: string;
      to: string;
      miles: number;
      perMilePence: number;
    }
  /** Empty running of a one-way trip, or of a return where the driver waits between the legs. */
  | { code: 'empty-running'; miles: number; freeMiles: number }
  /** Empty running of a return done as two trips from the depot. */
  | { code: 'empty-running-each-leg'; miles: number; freeMiles: number }
  | { code: 'waiting'; hours: number; perHourPence: number }
  | { code: 'night'; leg: EstimateLeg; start: string; end: string; percent: number }
  /** `holiday` is the English name the calendar gives ("Boxing Day (substitute day)"). */
  | { code: 'bank-holiday'; leg: EstimateLeg; holiday: string; percent: number }
  | { code: 'minimum-fare'; minimumPence: number }
  | { code: 'vat'; percent: number }
  | { code: 'rounding'; stepPence: number };

export type EstimateLineCode = EstimateLineItem['code'];

export type EstimateLine = EstimateLineItem & {
  /** Pence, VAT included where the line is VAT itself; lines add up to the total. */
  amount: number;
  /** The fleet id of the vehicle the line is for, when a group needs more than one. */
  vehicle?: string;
};

/** What wording needs of an estimate besides its lines. */
export interface WordedEstimate {
  /** Fleet ids, one per vehicle ("15-seat"). */
  vehicles: readonly string[];
  lines: EstimateLine[];
}
