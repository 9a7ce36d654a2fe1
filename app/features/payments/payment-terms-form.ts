/**
 * The payment terms as /admin/settings holds them: one named input per figure (money in pounds,
 * shares in per cent, notice in hours), and the way back to checked terms with a message for each
 * input that is wrong, so a refused save changes nothing and keeps what was typed. Client-safe.
 */
import { parseDecimalInteger } from '#app/lib/decimal-integer.ts';
import { penceToPoundsInput, poundsToPence } from '#app/lib/money.ts';
import { SERVICE_TYPES, type ServiceType } from '#app/lib/service-types.ts';
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

export type TermsFromForm =
  | { ok: true; terms: PaymentTerms }
  | {
      ok: false;
      fieldErrors: Record<string, string>;
      values: TermsFormValues;
      services: ServiceType[];
    };

export function termsFromForm(form: FormData): TermsFromForm {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const values: TermsFormValues = {};
  const errors: Record<string, string> = {};
  const integer = (name: string, min: number, max: number, message: string) => {
    values[name] = text(name);
    const n = parseDecimalInteger(values[name]);
    if (n === undefined || n < min || n > max) {
      errors[name] = message;
      return 0;
    }
    return n;
  };
  const depositPercent = integer(TERMS_FIELDS.depositPercent, 1, 100, TERMS_MESSAGES.percent);
  const depositMinimumText = text(TERMS_FIELDS.depositMinimum);
  values[TERMS_FIELDS.depositMinimum] = depositMinimumText;
  const depositMinimumPence = poundsToPence(depositMinimumText);
  if (depositMinimumPence === null) errors[TERMS_FIELDS.depositMinimum] = TERMS_MESSAGES.pounds;
  const wholeFareWithinDays = integer(
    TERMS_FIELDS.wholeFareWithinDays,
    0,
    365,
    TERMS_MESSAGES.wholeNumber,
  );
  const balanceDueDaysBefore = integer(
    TERMS_FIELDS.balanceDueDaysBefore,
    0,
    365,
    TERMS_MESSAGES.wholeNumber,
  );
  const holdHours = integer(TERMS_FIELDS.holdHours, 1, 24 * 14, TERMS_MESSAGES.wholeNumber);
  const services = form
    .getAll(TERMS_FIELDS.wholeFareService)
    .filter((v): v is ServiceType => SERVICE_TYPES.includes(v as ServiceType));

  const tiers: CancellationTier[] = [];
  for (let i = 0; i < TERMS_FORM_TIERS; i++) {
    const noticeName = TERMS_FIELDS.tierNotice(i);
    const hoursName = TERMS_FIELDS.tierHours(i);
    const keepName = TERMS_FIELDS.tierKeep(i);
    values[noticeName] = text(noticeName);
    values[hoursName] = text(hoursName);
    values[keepName] = text(keepName);
    if (values[hoursName] === '' && values[keepName] === '') continue;
    if (values[hoursName] === '' || values[keepName] === '') {
      errors[values[hoursName] === '' ? hoursName : keepName] = TERMS_MESSAGES.tierIncomplete;
      continue;
    }
    const notice = values[noticeName];
    if (notice !== 'more-than' && notice !== 'at-least') {
      errors[noticeName] = TERMS_MESSAGES.notice;
      continue;
    }
    const hours = integer(hoursName, 0, 24 * 365, TERMS_MESSAGES.wholeNumber);
    const keepPercent = integer(keepName, 0, 100, TERMS_MESSAGES.keepPercent);
    if (tiers.some((t) => t.hours === hours)) errors[hoursName] = TERMS_MESSAGES.sameNotice;
    tiers.push({ notice, hours, keepPercent });
  }
  if (tiers.length === 0 && !errors[TERMS_FIELDS.tierHours(0)]) {
    errors[TERMS_FIELDS.tierHours(0)] = TERMS_MESSAGES.noTier;
  }

  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors, values, services };
  const terms = PaymentTermsSchema.parse({
    depositPercent,
    depositMinimumPence,
    wholeFareWithinDays,
    balanceDueDaysBefore,
    wholeFareServices: services,
    holdHours,
    cancellationTiers: tiers.sort((a, b) => b.hours - a.hours),
  });
  return { ok: true, terms };
}
