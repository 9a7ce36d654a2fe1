/**
 * The payment terms as /admin/settings holds them: one named input per figure (money in pounds,
 * shares in per cent, notice in hours), and the way back to checked terms with a message for each
 * input that is wrong, so a refused save changes nothing and keeps what was typed. Client-safe.
 */
import { z } from 'zod';
import { parseDecimalInteger } from '#app/lib/decimal-integer.ts';
import { penceToPoundsInput, poundsToPence } from '#app/lib/money.ts';
import { SERVICE_TYPES, type ServiceType } from '#app/lib/service-types.ts';
import { wholeNumberField } from '#app/lib/whole-number-field.ts';
import { PaymentTermsSchema, type CancellationTier, type PaymentTerms } from './payment-terms.ts';

/** How many cancellation tiers the form offers; unused rows are left empty. */
export const TERMS_FORM_TIERS = 4;

export const TERMS_FIELDS = {
  depositPercent: 'depositPercent',
  depositMinimum: 'depositMinimum',
  wholeFareWithinDays: 'wholeFareWithinDays',
  balanceDueDaysBefore: 'balanceDueDaysBefore',
  wholeFareService: 'wholeFareService',
  holdHours: 'holdHours',
  tierNotice: (i: number) => `tier${i}.notice`,
  tierHours: (i: number) => `tier${i}.hours`,
  tierKeep: (i: number) => `tier${i}.keepPercent`,
} as const;

/** Each tier's row of inputs, `tier0` to `tier3`: Conform reads `tier1.hours` into `tier1`. */
const TIER_ROWS = Array.from({ length: TERMS_FORM_TIERS }, (_, i) => `tier${i}`);
/** The longest notice a tier may name: a year. */
const MAX_NOTICE_HOURS = 24 * 365;
/** The longest an unpaid acceptance may be held: two weeks. */
const MAX_HOLD_HOURS = 24 * 14;

export const TERMS_MESSAGES = {
  wholeNumber: 'Enter a whole number, like 25',
  percent: 'Enter a whole number from 1 to 100',
  keepPercent: 'Enter a whole number from 0 to 100',
  pounds: 'Enter an amount in pounds, like 50 or 50.00',
  tierIncomplete: 'Enter both the notice in hours and the share of the fare kept',
  noTier: 'Give at least one cancellation tier',
  sameNotice: 'Two tiers have the same notice: give each a different number of hours',
  notice: 'Choose “more than” or “at least”',
} as const;

export type TermsFormValues = Record<string, string>;

/** The hidden input naming the version the form was filled from (a save over a newer one is refused). */
export const TERMS_VERSION_FIELD = 'termsVersion';
/** The settings page's form for these terms, among its other forms. */
export const SAVE_TERMS_INTENT = 'save-payment-terms';

/** What the settings page shows of the terms (admin-payment-terms.server.ts fills it). */
export interface PaymentTermsPanel {
  version: number;
  savedBy: string;
  savedAt: string;
  values: TermsFormValues;
  wholeFareServices: ServiceType[];
  words: string[];
  example: {
    fare: number;
    pickupDate: string;
    dueNow: number;
    balance: number;
    dueBy: string | null;
  };
  /** What the environment switches on: shown so the operator knows what customers are offered. */
  online: { stripe: boolean; bankTransfer: boolean; vatInvoices: boolean };
}

/** The inputs' values for terms as saved. */
export function termsFormValues(terms: PaymentTerms): TermsFormValues {
  const values: TermsFormValues = {
    [TERMS_FIELDS.depositPercent]: String(terms.depositPercent),
    [TERMS_FIELDS.depositMinimum]: penceToPoundsInput(terms.depositMinimumPence),
    [TERMS_FIELDS.wholeFareWithinDays]: String(terms.wholeFareWithinDays),
    [TERMS_FIELDS.balanceDueDaysBefore]: String(terms.balanceDueDaysBefore),
    [TERMS_FIELDS.holdHours]: String(terms.holdHours),
  };
  for (let i = 0; i < TERMS_FORM_TIERS; i++) {
    const tier = terms.cancellationTiers[i];
    values[TERMS_FIELDS.tierNotice(i)] = tier?.notice ?? 'at-least';
    values[TERMS_FIELDS.tierHours(i)] = tier ? String(tier.hours) : '';
    values[TERMS_FIELDS.tierKeep(i)] = tier ? String(tier.keepPercent) : '';
  }
  return values;
}

const text = z.string().optional();

/**
 * One cancellation tier's row: nothing when both figures are empty, else its notice, hours and
 * share kept, each wrong input with its own message at its own name (`tier1.hours`).
 */
const tierRow = z
  .object({ notice: text, hours: text, keepPercent: text })
  .optional()
  .transform((row, context): CancellationTier | null => {
    const hours = row?.hours?.trim() ?? '';
    const keep = row?.keepPercent?.trim() ?? '';
    if (hours === '' && keep === '') return null;
    const refuse = (path: string, message: string) => {
      context.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (hours === '') return refuse('hours', TERMS_MESSAGES.tierIncomplete);
    if (keep === '') return refuse('keepPercent', TERMS_MESSAGES.tierIncomplete);
    const notice = row?.notice;
    if (notice !== 'more-than' && notice !== 'at-least')
      return refuse('notice', TERMS_MESSAGES.notice);
    const hoursNumber = parseDecimalInteger(hours);
    if (hoursNumber === undefined || hoursNumber > MAX_NOTICE_HOURS) {
      return refuse('hours', TERMS_MESSAGES.wholeNumber);
    }
    const keepNumber = parseDecimalInteger(keep);
    if (keepNumber === undefined || keepNumber > 100) {
      return refuse('keepPercent', TERMS_MESSAGES.keepPercent);
    }
    return { notice, hours: hoursNumber, keepPercent: keepNumber };
  });

/**
 * What the form posts, read into terms through Conform (`parseWithZod`, on the server and in the
 * hydrated page): each figure with its own message; tiers with no two at the same notice and at
 * least one; services no checkbox offers dropped.
 */
export const PaymentTermsFormSchema = z
  .object({
    [TERMS_FIELDS.depositPercent]: wholeNumberField(1, 100, TERMS_MESSAGES.percent),
    [TERMS_FIELDS.depositMinimum]: z
      .string({ error: TERMS_MESSAGES.pounds })
      .transform((pounds, context) => {
        const pence = poundsToPence(pounds.trim());
        if (pence !== null) return pence;
        context.addIssue({ code: 'custom', message: TERMS_MESSAGES.pounds });
        return z.NEVER;
      }),
    [TERMS_FIELDS.wholeFareWithinDays]: wholeNumberField(0, 365, TERMS_MESSAGES.wholeNumber),
    [TERMS_FIELDS.balanceDueDaysBefore]: wholeNumberField(0, 365, TERMS_MESSAGES.wholeNumber),
    [TERMS_FIELDS.holdHours]: wholeNumberField(1, MAX_HOLD_HOURS, TERMS_MESSAGES.wholeNumber),
    [TERMS_FIELDS.wholeFareService]: z
      .array(z.string())
      .optional()
      .transform((posted) => (posted ?? []).filter(isServiceType)),
    ...Object.fromEntries(
      Array.from({ length: TERMS_FORM_TIERS }, (_, i) => [TIER_ROWS[i]!, tierRow] as const),
    ),
  })
  .transform((form, context): PaymentTerms => {
    const tiers: CancellationTier[] = [];
    for (const row of TIER_ROWS) {
      const tier = (form as Record<string, unknown>)[row] as CancellationTier | null;
      if (!tier) continue;
      if (tiers.some((t) => t.hours === tier.hours)) {
        context.addIssue({
          code: 'custom',
          path: [row, 'hours'],
          message: TERMS_MESSAGES.sameNotice,
        });
      }
      tiers.push(tier);
    }
    if (tiers.length === 0) {
      context.addIssue({
        code: 'custom',
        path: [TIER_ROWS[0]!, 'hours'],
        message: TERMS_MESSAGES.noTier,
      });
    }
    return {
      depositPercent: form.depositPercent,
      depositMinimumPence: form.depositMinimum,
      wholeFareWithinDays: form.wholeFareWithinDays,
      balanceDueDaysBefore: form.balanceDueDaysBefore,
      wholeFareServices: form.wholeFareService,
      holdHours: form.holdHours,
      cancellationTiers: tiers.sort((a, b) => b.hours - a.hours),
    };
  })
  .pipe(PaymentTermsSchema);

/**
 * The inputs' values for terms as loaded (`termsFormValues`) with the services ticked, the way
 * Conform holds them: `tier1.hours` under `tier1`.
 */
export function termsFormInput(values: TermsFormValues, services: ServiceType[]): TermsFormInput {
  const input: TermsFormInput = { [TERMS_FIELDS.wholeFareService]: services };
  for (const [name, value] of Object.entries(values)) {
    const [row, figure] = name.split('.');
    if (figure === undefined) input[name] = value;
    else input[row!] = { ...(input[row!] as Record<string, string> | undefined), [figure]: value };
  }
  return input;
}

/** The form's inputs by name: a figure, the ticked services, or a tier's row of figures. */
export type TermsFormInput = Record<string, string | string[] | Record<string, string>>;

const isServiceType = (value: string): value is ServiceType =>
  (SERVICE_TYPES as readonly string[]).includes(value);
