import { useNavigation } from 'react-router';
import { useLocale } from '#app/lib/use-locale.ts';
import { ACTIONS_TEXT } from './actions-text.ts';

/** A spinner while the next page's code or data loads (pages load on demand). */
export function RouteProgress() {
  const navigation = useNavigation();
  const busy = navigation.state === 'loading';
  const text = ACTIONS_TEXT[useLocale()];
  return (
    <div
      role="status"
      aria-live="polite"
      className={`pointer-events-none fixed top-3 left-1/2 z-[60] -translate-x-1/2 transition-opacity duration-200 ${busy ? 'opacity-100' : 'opacity-0'}`}
    >
      {busy ? (
        <span className="bg-navy-900 inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm text-white shadow-lg">
          <span
            aria-hidden
            className="size-4 animate-spin rounded-full border-2 border-white/30 border-t-white"
          />
          {text.loading}
        </span>
      ) : null}
    </div>
  );
}
