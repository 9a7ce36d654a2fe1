import type { QuotePreset } from '#app/content/types.ts';
import { HOME_CONTENT } from '#app/content/localised.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { ACTIONS_TEXT } from '../actions-text.ts';
import { CallButton } from '../call-button.tsx';
import { QuoteButton } from '../quote-button.tsx';

/** The closing call to action: a quote button and a call button. */
export function ClosingCta({
  preset,
  title,
  lead,
}: {
  preset?: QuotePreset;
  title?: string;
  lead?: string;
}) {
  const locale = useLocale();
  const { CLOSING_CTA } = HOME_CONTENT[locale];
  const text = ACTIONS_TEXT[locale];
  return (
    <section
      aria-labelledby="cta-title"
      className="bg-navy-900 relative overflow-hidden py-16 text-white sm:py-20"
    >
      <div
        aria-hidden
        className="bg-dragon-600/20 absolute -bottom-32 -left-20 size-96 rounded-full blur-3xl"
      />
      <div className="container-page relative text-center">
        <h2 id="cta-title" className="text-3xl font-bold text-white sm:text-4xl">
          {title ?? CLOSING_CTA.title}
        </h2>
        <p className="text-navy-100 mx-auto mt-4 max-w-2xl text-lg">{lead ?? CLOSING_CTA.lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <QuoteButton size="lg" preset={preset}>
            {text.getFreeQuote}
          </QuoteButton>
          <CallButton size="lg" variant="outline-light">
            {text.callUsNow}
          </CallButton>
        </div>
      </div>
    </section>
  );
}
