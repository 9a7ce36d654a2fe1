import { Cookie } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from '#app/components/locale-link.tsx';
import { useLocale } from '#app/lib/use-locale.ts';
import { Button } from '#app/components/ui/button.tsx';
import { getConsent, openConsentSettings, saveConsent } from '#app/lib/consent-store.ts';
import { applyConsent } from '#app/lib/google-tags.ts';
import { CONSENT_TEXT } from './consent-text.ts';
import { CONSENT_SPACE_PROPERTY } from './consent-space.ts';
import type { ConsentState } from './consent-state.ts';

/**
 * A non-modal banner at the foot of the screen. Rejecting takes one click, like accepting. While
 * it shows, the page ends in room of the banner's height (ConsentHost's spacer, sized in app.css
 * before hydration) and focus scrolls clear of it, so it never hides the end of the page or the
 * element a keyboard user is on. Loaded by ConsentHost only when it has to show.
 */
export function ConsentBanner({ state }: { state: Exclude<ConsentState, 'hidden'> }) {
  const ref = useRef<HTMLDivElement>(null);
  const text = CONSENT_TEXT[useLocale()];

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const apply = () => {
      const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 1;
      const h = el.offsetHeight;
      root.style.setProperty(CONSENT_SPACE_PROPERTY, `${h}px`);
      root.style.scrollPaddingBottom = `${h + 16}px`;
      // A visitor already at the very bottom stays there, the page's end just above the banner.
      if (atBottom) window.scrollTo(0, root.scrollHeight);
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(el);
    const onFocus = (event: FocusEvent) => {
      const target = event.target as HTMLElement | null;
      if (!target || el.contains(target)) return;
      const rect = target.getBoundingClientRect();
      const top = el.getBoundingClientRect().top;
      if (rect.bottom > top) window.scrollBy({ top: rect.bottom - top + 16 });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocus);
      root.style.scrollPaddingBottom = '';
    };
  }, [state]);

  function decide(choice: { analytics: boolean; marketing: boolean }) {
    saveConsent(choice);
    const saved = getConsent();
    if (saved) applyConsent(saved);
  }

  return (
    <>
      <div
        ref={ref}
        role="region"
        aria-label={text.region}
        data-consent-banner=""
        className="border-navy-100 fixed inset-x-0 bottom-0 z-40 border-t bg-white shadow-[0_-8px_30px_-12px_rgb(11_37_69/0.35)]"
      >
        {/* Compact on a phone (spec: at most about 15 % of the screen): one sentence, then the two
          equal choices side by side; "Choose" opens the per-purpose settings. */}
        <div className="container-page flex flex-col gap-2 py-2.5 sm:flex-row sm:items-center sm:gap-6">
          <div className="flex gap-2.5 sm:flex-1">
            <Cookie aria-hidden className="text-navy-700 mt-0.5 hidden size-5 shrink-0 sm:block" />
            <div className="text-sm leading-snug text-slate-700">
              <p>
                {text.question}{' '}
                <Link to="/privacy-policy" className="text-navy-700 font-medium underline">
                  {text.privacyPolicy}
                </Link>
                {state === 'ask' ? (
                  <>
                    {' · '}
                    <button
                      type="button"
                      onClick={openConsentSettings}
                      className="text-navy-700 font-medium underline"
                    >
                      {text.letMeChoose}
                    </button>
                  </>
                ) : null}
              </p>
              {state === 'settings' ? <ConsentChoices onSave={decide} /> : null}
            </div>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:shrink-0">
            {/* Equal prominence: the same variant, size and width for both. */}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => decide({ analytics: false, marketing: false })}
            >
              {text.rejectAll}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => decide({ analytics: true, marketing: true })}
            >
              {text.acceptAll}
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}

/** The per-purpose choice, opened from the footer's "Cookie settings"; starts from the saved one. */
function ConsentChoices({
  onSave,
}: {
  onSave: (choice: { analytics: boolean; marketing: boolean }) => void;
}) {
  const text = CONSENT_TEXT[useLocale()];
  const [analytics, setAnalytics] = useState(() => getConsent()?.analytics ?? false);
  const [marketing, setMarketing] = useState(() => getConsent()?.marketing ?? false);
  return (
    <form
      className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ analytics, marketing });
      }}
    >
      <fieldset className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        <legend className="sr-only">{text.legend}</legend>
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className="accent-navy-900 size-5"
            checked={analytics}
            onChange={(e) => setAnalytics(e.target.checked)}
          />
          {text.analytics}
        </label>
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className="accent-navy-900 size-5"
            checked={marketing}
            onChange={(e) => setMarketing(e.target.checked)}
          />
          {text.advertising}
        </label>
      </fieldset>
      <Button type="submit" variant="outline" size="sm">
        {text.save}
      </Button>
    </form>
  );
}
