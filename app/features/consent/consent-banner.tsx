import { Cookie } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import {
  getConsent,
  isConsentSettingsOpen,
  openConsentSettings,
  saveConsent,
  subscribeConsent,
} from './consent-store.ts';
import { applyConsent } from './google-tags.ts';

type Snapshot = 'hidden' | 'ask' | 'settings';

function snapshot(): Snapshot {
  if (isConsentSettingsOpen()) return 'settings';
  return getConsent() ? 'hidden' : 'ask';
}

/**
 * A non-modal banner at the foot of the screen. Rejecting takes one click, like accepting. While
 * it shows, the page gets matching bottom padding and focus scrolls clear of it, so it never
 * hides the element a keyboard user is on.
 */
export function ConsentBanner() {
  const state = useSyncExternalStore(subscribeConsent, snapshot, () => 'hidden' as const);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const choice = getConsent();
    if (choice) applyConsent(choice);
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (state === 'hidden' || !el) return;
    const root = document.documentElement;
    const apply = () => {
      const h = el.offsetHeight;
      document.body.style.paddingBottom = `${h}px`;
      root.style.scrollPaddingBottom = `${h + 16}px`;
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
      document.body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [state]);

  if (state === 'hidden') return null;

  function decide(choice: { analytics: boolean; marketing: boolean }) {
    saveConsent(choice);
    const saved = getConsent();
    if (saved) applyConsent(saved);
  }

  return (
    <div
      ref={ref}
      role="region"
      aria-label="Cookie choices"
      className="border-navy-100 fixed inset-x-0 bottom-0 z-40 border-t bg-white shadow-[0_-8px_30px_-12px_rgb(11_37_69/0.35)]"
    >
      <div className="container-page flex flex-col gap-4 py-4 lg:flex-row lg:items-center lg:gap-8">
        <div className="flex gap-3 lg:flex-1">
          <Cookie aria-hidden className="text-navy-700 mt-0.5 size-6 shrink-0" />
          <div className="text-sm text-slate-700">
            <p className="text-navy-900 font-semibold">Can we use cookies to improve our site?</p>
            <p className="mt-1">
              We only use analytics and advertising cookies if you say yes. Essential storage that
              makes the quote form work is always on.{' '}
              <Link to="/privacy-policy" className="text-navy-700 font-medium underline">
                Read our privacy policy
              </Link>
              .
            </p>
            {state === 'settings' ? <ConsentChoices onSave={decide} /> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2 sm:flex-nowrap">
          {state === 'ask' ? (
            <Button variant="ghost" size="sm" onClick={openConsentSettings}>
              Let me choose
            </Button>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => decide({ analytics: false, marketing: false })}
          >
            Reject all
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => decide({ analytics: true, marketing: true })}
          >
            Accept all
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The per-purpose choice, opened from the footer's "Cookie settings"; starts from the saved one. */
function ConsentChoices({
  onSave,
}: {
  onSave: (choice: { analytics: boolean; marketing: boolean }) => void;
}) {
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
        <legend className="sr-only">Choose which cookies to allow</legend>
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className="accent-navy-900 size-5"
            checked={analytics}
            onChange={(e) => setAnalytics(e.target.checked)}
          />
          Analytics (how visitors use the site)
        </label>
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className="accent-navy-900 size-5"
            checked={marketing}
            onChange={(e) => setMarketing(e.target.checked)}
          />
          Advertising (measuring our Google ads)
        </label>
      </fieldset>
      <Button type="submit" variant="outline" size="sm">
        Save my choices
      </Button>
    </form>
  );
}
