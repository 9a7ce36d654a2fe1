import { Clock, MapPinned, Plane } from 'lucide-react';
import { SERVICES_CONTENT } from '#app/content/localised.ts';
import { localisePath } from '#app/lib/locale.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { Link } from '../locale-link.tsx';
import { SECTIONS_TEXT } from './sections-text.ts';

/** The six airport route pages as a grid of cards, the current one marked. */
export function AirportRoutes({ currentPath }: { currentPath?: string }) {
  const locale = useLocale();
  const text = SECTIONS_TEXT[locale];
  const { AIRPORT_ROUTES } = SERVICES_CONTENT[locale];
  // The current page may be Welsh; the routes are listed by their English paths.
  const current = currentPath === undefined ? undefined : localisePath(currentPath, 'en');
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {AIRPORT_ROUTES.map((r) => {
        const isCurrent = r.path === current;
        return (
          <li key={r.path}>
            <Link
              to={r.path}
              aria-current={isCurrent ? 'page' : undefined}
              className="hover:border-navy-300 aria-[current=page]:border-navy-900 aria-[current=page]:bg-navy-50 flex h-full flex-col rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 transition-colors"
            >
              <span className="text-navy-900 flex items-center gap-2 font-bold">
                <Plane aria-hidden className="text-dragon-600 size-4" /> {text.airportCard(r)}
              </span>
              <span className="mt-3 flex items-center gap-2 text-sm text-slate-600">
                <MapPinned aria-hidden className="size-4" /> {r.distance}
              </span>
              <span className="mt-1 flex items-center gap-2 text-sm text-slate-600">
                <Clock aria-hidden className="size-4" /> {r.time}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
