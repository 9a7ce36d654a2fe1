/**
 * What /admin/pricing reads and writes: the tariff in force, the calculator's preview (from the
 * page's query, so a preview has an address) and saving the edited tariff as a new version.
 */
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { parseDecimalInteger } from '#app/lib/decimal-integer.ts';
import { JOURNEY_MESSAGES, fieldMessages } from '#app/lib/journey-messages.ts';
import { fieldErrorsOf, makeQuoteJourneySchema } from '#app/lib/journey-schema.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import { distanceProviderFor } from './distance/distance-provider.server.ts';
import { estimateJourney } from './estimate-service.server.ts';
import { GAZETTEER_CREDIT } from './places/gazetteer.server.ts';
import { TARIFF_VERSION_FIELD, TariffFormSchema } from './tariff-form-fields.ts';
import { currentTariff, saveTariffIfNewest } from './tariff-store.server.ts';
import type { CalculatorJourney, CalculatorResult } from './admin-ui/price-calculator.tsx';

const DEFAULT_PREVIEW_DAYS_AHEAD = 14;

export async function loadPricingPage(db: AppDb, env: Env, url: URL, now = new Date()) {
  const current = await currentTariff(db);
  const query = url.searchParams;
  const inTwoWeeks = new Date(now.getTime() + DEFAULT_PREVIEW_DAYS_AHEAD * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const journey: CalculatorJourney = {
    pickupLocation: query.get('pickupLocation') ?? 'Cardiff Central',
    destination: query.get('destination') ?? 'Heathrow T5',
    pickupDate: query.get('pickupDate') ?? inTwoWeeks,
    pickupTime: query.get('pickupTime') ?? '09:00',
    journeyDirection: query.get('journeyDirection') === 'return' ? 'return' : 'one-way',
    returnDate: query.get('returnDate') ?? '',
    returnTime: query.get('returnTime') ?? '',
    passengerCount: query.get('passengerCount') ?? '14',
  };
  let result: CalculatorResult | null = null;
  if (query.has('pickupLocation')) {
    // The query holds text; the journey schema takes the passenger count as an integer only.
    const passengers = parseDecimalInteger(journey.passengerCount) ?? journey.passengerCount;
    const parsed = makeQuoteJourneySchema(() => now).safeParse({
      ...journey,
      passengerCount: passengers,
    });
    if (!parsed.success) {
      // The admin is in English.
      const fieldErrors = fieldMessages(JOURNEY_MESSAGES, fieldErrorsOf(parsed.error), 'en');
      result = { kind: 'invalid', fieldErrors };
    } else {
      const priced = await estimateJourney(db, distanceProviderFor(env), parsed.data);
      result = priced.estimate
        ? { kind: 'estimate', estimate: priced.estimate, vatIncluded: Boolean(env.VAT_NUMBER) }
        : { kind: 'none', reason: priced.reason };
    }
  }
  return {
    tariff: current.tariff,
    version: current.version,
    savedBy: current.savedBy,
    savedAt: current.savedAt.toISOString(),
    journey,
    result,
    credit: GAZETTEER_CREDIT,
  };
}

export const TARIFF_CHANGED_MESSAGE =
  'The tariff changed while you were editing: someone saved a newer version. Your figures are below: check them against the tariff now in force, then save again.';

/** A save: the new version, or Conform's reply (each figure's message, and what was typed). */
export type SavePricingResult =
  { ok: true; version: string } | { ok: false; reply: SubmissionResult<string[]> };

export async function savePricing(
  db: AppDb,
  form: FormData,
  savedBy: string,
): Promise<SavePricingResult> {
  const submission = parseWithZod(form, { schema: TariffFormSchema });
  if (submission.status !== 'success') return { ok: false, reply: submission.reply() };
  const editedFrom = form.get(TARIFF_VERSION_FIELD);
  // The page's form always says which version it edits; a save that does not (an old tab, a
  // script) cannot be checked against a newer one, so it is refused like one made over it.
  const saved =
    typeof editedFrom === 'string' && editedFrom !== ''
      ? await saveTariffIfNewest(db, submission.value, savedBy, { ifVersion: editedFrom })
      : null;
  // Every figure as typed comes back with the message, so nothing the operator entered is lost.
  if (!saved)
    return { ok: false, reply: submission.reply({ formErrors: [TARIFF_CHANGED_MESSAGE] }) };
  return { ok: true, version: saved.version };
}
