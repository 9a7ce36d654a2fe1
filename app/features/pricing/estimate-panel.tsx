/**
 * The instant price beside the submit button (DMCC Act 2024: the price shown is the total the
 * customer pays for that journey, every mandatory charge included). Its height is reserved from
 * the start, so the price arriving or changing never moves the form under the visitor's thumb.
 */
import { LoaderCircle } from 'lucide-react';
import type { Locale, Translations } from '#app/lib/locale.ts';
import { formatPenceShort } from '#app/lib/money.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { estimateVehiclesLabel } from '#app/lib/estimate-lines-text.ts';
import type { EstimateState } from './use-estimate.ts';
import { EstimateLines } from './ui/estimate-lines.tsx';

export const ESTIMATE_TEXT = {
  en: {
    includes: {
      vat: 'Includes driver, fuel, VAT and all charges.',
      noVat: 'Includes driver, fuel and all charges.',
    },
    confirmed: 'Our quote confirms it within 24 hours.',
    bookNow: 'You can book this now: send the form, then book and pay straight away.',
    notNow: {
      service: 'We book this kind of trip by hand.',
      notice: 'This pickup is too soon to book online.',
      passengers: 'We book a group this size by hand.',
      driving: 'We book a day this long by hand.',
      blackout: 'We book this date by hand.',
      'no-vehicle': 'We book a vehicle this size by hand.',
      'vehicle-busy': 'No vehicle is free to book online at that time.',
      'no-driver': 'No driver is free to book online that day.',
    },
    prompt: 'Add your pickup, destination, date and time to see an instant price.',
    label: 'Instant price',
    unavailable:
      'We cannot show an instant price just now; send the form and we will price it by hand.',
    loading: 'Working out your price…',
    howWorkedOut: 'How we worked this out',
    indicative: (tariff: string, miles: number) =>
      `An indicative price from our current tariff (${tariff}), for ${miles} miles on the way out. No optional extras are included.`,
  },
  cy: {
    includes: {
      vat: 'Yn cynnwys gyrrwr, tanwydd, TAW a phob tâl.',
      noVat: 'Yn cynnwys gyrrwr, tanwydd a phob tâl.',
    },
    confirmed: 'Bydd ein dyfynbris yn ei gadarnhau o fewn 24 awr.',
    bookNow: "Gallwch archebu'r daith hon nawr: anfonwch y ffurflen, yna archebu a thalu'n syth.",
    notNow: {
      service: "Rydym yn archebu'r math hwn o daith â llaw.",
      notice: "Mae'r amser casglu hwn yn rhy fuan i'w archebu ar-lein.",
      passengers: "Rydym yn archebu grŵp o'r maint hwn â llaw.",
      driving: 'Rydym yn archebu diwrnod mor hir â hyn â llaw.',
      blackout: "Rydym yn archebu'r dyddiad hwn â llaw.",
      'no-vehicle': "Rydym yn archebu cerbyd o'r maint hwn â llaw.",
      'vehicle-busy': "Nid oes cerbyd yn rhydd i'w archebu ar-lein bryd hynny.",
      'no-driver': "Nid oes gyrrwr yn rhydd i'w archebu ar-lein y diwrnod hwnnw.",
    },
    prompt: "Ychwanegwch y man casglu, y gyrchfan, y dyddiad a'r amser i weld pris yn syth.",
    label: 'Pris yn syth',
    unavailable:
      'Nid oes modd dangos pris yn syth ar hyn o bryd; anfonwch y ffurflen a byddwn yn ei phrisio â llaw.',
    loading: 'Yn cyfrifo eich pris…',
    howWorkedOut: 'Sut rydym wedi cyfrifo hyn',
    indicative: (tariff: string, miles: number) =>
      `Pris bras o'n tariff presennol (${tariff}), am ${miles} milltir ar y ffordd allan. Nid yw'n cynnwys unrhyw bethau ychwanegol dewisol.`,
  },
} satisfies Translations<{
  /** `vat` only for a VAT-registered business: one not registered charges none. */
  includes: { vat: string; noVat: string };
  confirmed: string;
  bookNow: string;
  /**
   * Why a priced journey cannot be booked this minute, by the API's refusal code; a code not
   * listed ("off", "not-priced") says nothing more than the quote line.
   */
  notNow: Record<NotNowReason, string>;
  prompt: string;
  label: string;
  unavailable: string;
  loading: string;
  howWorkedOut: string;
  indicative: (tariff: string, miles: number) => string;
}>;

/** The refusals a visitor can do something about, or should know of, before sending. */
export type NotNowReason =
  | 'service'
  | 'notice'
  | 'passengers'
  | 'driving'
  | 'blackout'
  | 'no-vehicle'
  | 'vehicle-busy'
  | 'no-driver';

/** What follows the price: "book now", or why not and that a quote follows. */
export function nextStepText(state: EstimateState, locale: Locale): string {
  const t = ESTIMATE_TEXT[locale];
  if (state.status !== 'priced' || !state.booking) return t.confirmed;
  if (state.booking.now) return t.bookNow;
  const why = (t.notNow as Partial<Record<string, string>>)[state.booking.reason];
  return why ? `${why} ${t.confirmed}` : t.confirmed;
}

export function EstimatePanel({ state }: { state: EstimateState }) {
  const locale = useLocale();
  const t = ESTIMATE_TEXT[locale];
  const priced = state.status === 'priced' ? state : null;
  const estimate = priced?.estimate ?? null;
  return (
    <section
      aria-label={t.label}
      data-testid="estimate-panel"
      className="mb-3 min-h-[6.75rem] sm:min-h-[4.75rem] rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800"
    >
      <div aria-live="polite" aria-atomic="true">
        {estimate ? (
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span
              className="text-navy-900 text-lg font-bold tabular-nums"
              data-testid="estimate-total"
            >
              {formatPenceShort(estimate.total)}
            </span>
            <span>
              {estimateVehiclesLabel(estimate, locale)}.{' '}
              {priced?.vatIncluded ? t.includes.vat : t.includes.noVat}{' '}
              {nextStepText(state, locale)}
            </span>
          </p>
        ) : state.status === 'by-hand' ? (
          <p>{state.reason}</p>
        ) : state.status === 'unavailable' ? (
          <p>{t.unavailable}</p>
        ) : state.status === 'loading' ? (
          <p className="flex items-center gap-2 text-slate-600">
            <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
            {t.loading}
          </p>
        ) : (
          <p className="text-slate-600">{t.prompt}</p>
        )}
      </div>
      {estimate ? (
        <details className="mt-1">
          <summary className="text-navy-800 cursor-pointer font-semibold underline-offset-2 hover:underline">
            {t.howWorkedOut}
          </summary>
          <div className="mt-2 max-h-48 overflow-y-auto">
            <EstimateLines estimate={estimate} vatIncluded={priced?.vatIncluded === true} />
            <p className="mt-2 text-xs text-slate-600">
              {t.indicative(estimate.tariffVersion, estimate.distanceMiles)}
            </p>
          </div>
        </details>
      ) : null}
    </section>
  );
}
