import { Clock, MapPinned, Plane } from 'lucide-react';
import { Link } from 'react-router';
import { AIRPORT_ROUTES } from '#app/content/services.ts';

/** The six airport route pages as a grid of cards, the current one marked. */
export function AirportRoutes({ currentPath }: { currentPath?: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {AIRPORT_ROUTES.map((r) => {
        const current = r.path === currentPath;
        return (
          <li key={r.path}>
            <Link
              to={r.path}
              aria-current={current ? 'page' : undefined}
              className="hover:border-navy-300 aria-[current=page]:border-navy-900 aria-[current=page]:bg-navy-50 flex h-full flex-col rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 transition-colors"
            >
              <span className="text-navy-900 flex items-center gap-2 font-bold">
                <Plane aria-hidden className="text-dragon-600 size-4" /> Cardiff to {r.short}
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
