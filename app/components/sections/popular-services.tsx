import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { POPULAR_SERVICES_TITLE } from '#app/content/home.ts';
import { SectionHeading } from './section-heading.tsx';

/** The popular services of /book-online (spec §2), in the spec's order. */
const POPULAR = [
  { to: '/what-we-offer/cardiff-to-heathrow-airport', label: 'Cardiff to Heathrow' },
  { to: '/what-we-offer/cardiff-to-bristol-airport', label: 'Cardiff to Bristol Airport' },
  { to: '/what-we-offer/cardiff-to-gatwick-airport', label: 'Cardiff to Gatwick' },
  { to: '/what-we-offer/cardiff-to-manchester-airport', label: 'Cardiff to Manchester Airport' },
  { to: '/what-we-offer/weddings', label: 'Wedding transport' },
  { to: '/what-we-offer/sporting-events', label: 'Sporting events' },
  { to: '/business-corporate', label: 'Corporate travel' },
  { to: '/what-we-offer/school-nurseries', label: 'School trips' },
] as const;

export function PopularServices() {
  return (
    <section aria-labelledby="popular-title" className="section bg-slate-50">
      <div className="container-page">
        <SectionHeading id="popular-title" eyebrow="Popular" title={POPULAR_SERVICES_TITLE} />
        <ul className="mt-10 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {POPULAR.map((p) => (
            <li key={p.to}>
              <Link
                to={p.to}
                className="group hover:border-navy-300 text-navy-900 flex h-full items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-5 py-4 font-semibold"
              >
                {p.label}
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
