import { data } from 'react-router';
import { BUSINESS } from '#app/content/business.ts';
import { SERVICE_TYPES, type QuotePreset, type ServiceType } from '#app/content/types.ts';
import { QUOTE_PAGE_PATH, QUOTE_REPLY_HOURS } from '#app/lib/quote-facts.ts';
import { QUOTE_FORM_PRICING } from '#app/features/pricing/quote-form-pricing.ts';
import { QuoteForm } from '#app/features/quote/quote-form.tsx';
import { emptyQuoteForm, type QuoteFormState } from '#app/features/quote/quote-form-values.ts';
import { QUOTE_TEXT } from '#app/features/quote/quote-text.ts';
import { newQuoteFormKey } from '#app/features/quote/quote-form-key.ts';
import { quotePageContext } from '#app/features/quote/quote-page-context.server.ts';
import { useQuoteSent } from '#app/features/quote/use-quote-sent.ts';
import { localeFromPath, localisePath } from '#app/lib/locale.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/quote';

/**
 * The quote form as a page of its own (docs/http-api.md, "POST /quote"): what every quote
 * button links to, so asking for a quote works with JavaScript off. Rendered per request, never
 * prerendered: the quote router stores a posted form and answers 303, or leaves its refusal here.
 * The same module serves /cy/quote, in Welsh.
 */
export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  const t = QUOTE_TEXT[locale];
  return pageMeta({
    title: t.pageTitle,
    description: t.pageDescription(QUOTE_REPLY_HOURS),
    path: localisePath(QUOTE_PAGE_PATH, locale),
    // The same form opens as a dialog on every page: this one is not a search result of its own.
    noindex: true,
  });
};

export function loader({ request, context }: Route.LoaderArgs) {
  const service = new URL(request.url).searchParams.get('service') ?? '';
  const preset: QuotePreset = (SERVICE_TYPES as readonly string[]).includes(service)
    ? { serviceType: service as ServiceType }
    : {};
  // Made per browser session by the server (never prerendered, so no two visitors share one).
  const formKey = context.get(quotePageContext)?.formKey ?? newQuoteFormKey();
  return { preset, formKey };
}

export function action({ context, request }: Route.ActionArgs) {
  // Handed in by the quote router (quotes-api.server.ts) with a POST it could not store.
  const refused = context.get(quotePageContext)?.refused;
  if (refused) {
    return data({ refused: refused.state, formKey: refused.formKey }, { status: refused.status });
  }
  // Only reached when the quote router is not mounted in front of the pages.
  const unavailable: QuoteFormState = {
    values: emptyQuoteForm(),
    errors: {},
    message: QUOTE_TEXT[localeFromPath(new URL(request.url).pathname)].pageUnavailable(
      BUSINESS.phone.display,
    ),
  };
  return data({ refused: unavailable, formKey: undefined }, { status: 503 });
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const onSent = useQuoteSent();
  const refused = actionData?.refused;
  const t = QUOTE_TEXT[useLocale()];
  return (
    <div className="container-page py-10 sm:py-14">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t.title}</h1>
        <p className="mt-3 text-lg text-pretty text-slate-600">{t.lead(QUOTE_REPLY_HOURS)}</p>
        <div className="mt-8 overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-lift)]">
          <QuoteForm
            preset={loaderData.preset}
            slots={QUOTE_FORM_PRICING}
            refused={refused}
            onSent={onSent}
            scrolls={false}
            formKey={actionData?.formKey ?? loaderData.formKey}
          />
        </div>
      </div>
    </div>
  );
}
