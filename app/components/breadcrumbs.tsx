import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Crumb } from '#app/lib/structured-data.ts';

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={c.path} className="inline-flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="text-navy-900 font-medium">
                  {c.name}
                </span>
              ) : (
                <>
                  <Link
                    to={c.path}
                    className="hover:text-navy-900 underline-offset-2 hover:underline"
                  >
                    {c.name}
                  </Link>
                  <ChevronRight aria-hidden className="size-3.5" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Home, then the section the page sits in, then the page. */
export function crumbsFor(path: string, name: string): Crumb[] {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  if (path.startsWith('/what-we-offer/'))
    crumbs.push({ name: 'What we offer', path: '/what-we-offer' });
  if (path.startsWith('/blog/')) crumbs.push({ name: 'Blog', path: '/blog' });
  crumbs.push({ name, path });
  return crumbs;
}
