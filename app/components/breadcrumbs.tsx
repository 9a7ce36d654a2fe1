import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { localeFromPath, localisePath } from '#app/lib/locale.ts';
import type { Crumb } from '#app/lib/structured-data.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { PAGES_TEXT } from '#app/routes/pages-text.ts';
import { ACTIONS_TEXT } from './actions-text.ts';

/** Crumbs carry their paths in the page's language already (crumbsFor), so links are plain. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={ACTIONS_TEXT[useLocale()].breadcrumb}>
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

/**
 * Home, then the section the page sits in, then the page, in the language of `path` (its names
 * and paths: the Welsh about page has Hafan → /cy, then Amdanom ni → /cy/about).
 */
export function crumbsFor(path: string, name: string): Crumb[] {
  const locale = localeFromPath(path);
  const text = PAGES_TEXT[locale];
  const english = localisePath(path, 'en');
  const crumb = (crumbName: string, crumbPath: string) => ({
    name: crumbName,
    path: localisePath(crumbPath, locale),
  });
  const crumbs: Crumb[] = [crumb(text.crumbHome, '/')];
  if (english.startsWith('/what-we-offer/'))
    crumbs.push(crumb(text.crumbWhatWeOffer, '/what-we-offer'));
  if (english.startsWith('/blog/')) crumbs.push(crumb(text.crumbBlog, '/blog'));
  crumbs.push(crumb(name, english));
  return crumbs;
}
