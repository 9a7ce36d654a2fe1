import { ArrowRight } from 'lucide-react';
import { HOME_CONTENT } from '#app/content/localised.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { Link } from '../locale-link.tsx';
import { POPULAR_PATHS, SECTIONS_TEXT } from './sections-text.ts';
import { SectionHeading } from './section-heading.tsx';

/** The popular services of /book-online, in the spec's order. */

export function PopularServices() {
  const locale = useLocale();
  const text = SECTIONS_TEXT[locale];
  const { POPULAR_SERVICES_TITLE } = HOME_CONTENT[locale];
  return (
    <section aria-labelledby="popular-title" className="section bg-slate-50">
      <div className="container-page">
        <SectionHeading
          id="popular-title"
          eyebrow={text.popularEyebrow}
          title={POPULAR_SERVICES_TITLE}
        />
        <ul className="mt-10 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {POPULAR_PATHS.map((to) => (
            <li key={to}>
              <Link
                to={to}
                className="group hover:border-navy-300 text-navy-900 flex h-full items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-5 py-4 font-semibold"
              >
                {text.popular[to]}
                <ArrowRight
                  aria-hidden
                  className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
