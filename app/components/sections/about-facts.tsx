import { Bus, MapPin, Route as RouteIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BUSINESS, BUSINESS_ADDRESS_LINES } from '#app/content/business.ts';
import { FLEET_CONTENT } from '#app/content/localised.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { Link } from '../locale-link.tsx';
import { SECTIONS_TEXT } from './sections-text.ts';

/** The glossary's Welsh names of the places we serve (others keep their one name). */
const WELSH_PLACE_NAMES: Readonly<Record<string, string>> = {
  Cardiff: 'Caerdydd',
  Canton: 'Treganna',
  Ely: 'Trelái',
  Newport: 'Casnewydd',
  Barry: 'Y Barri',
  'Vale of Glamorgan': 'Bro Morgannwg',
  'South Wales': 'De Cymru',
};

function Fact({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)]">
      <span className="bg-navy-50 text-navy-900 flex size-11 items-center justify-center rounded-xl">
        {icon}
      </span>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <div className="mt-1.5 text-[0.95rem] leading-relaxed text-slate-700">{children}</div>
    </li>
  );
}

/**
 * What is true about us, from the business profile and the fleet list rather than stock pictures
 * of people: where the depot is, what we drive, and where we go.
 */
export function AboutFacts() {
  const locale = useLocale();
  const text = SECTIONS_TEXT[locale];
  const { FLEET } = FLEET_CONTENT[locale];
  // Place names are the business profile's; Welsh names come from the glossary where in use.
  const places = BUSINESS.areasServed
    .filter((a) => a !== 'United Kingdom')
    .map((a) => (locale === 'cy' ? (WELSH_PLACE_NAMES[a] ?? a) : a));
  return (
    <section aria-labelledby="about-facts-title" className="section bg-slate-50">
      <div className="container-page">
        <h2 id="about-facts-title" className="text-3xl font-bold">
          {text.aboutTitle}
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          <Fact icon={<MapPin aria-hidden className="size-5" />} title={text.aboutDepot}>
            <p>
              {BUSINESS_ADDRESS_LINES[locale]}.{' '}
              <a
                href={BUSINESS.mapsUrl}
                target="_blank"
                rel="noopener"
                className="text-navy-700 font-medium underline"
              >
                {text.aboutMap}
                <span className="sr-only">{text.newTab}</span>
              </a>
            </p>
          </Fact>
          <Fact icon={<Bus aria-hidden className="size-5" />} title={text.aboutFleet}>
            <p>
              {FLEET.map((v) => `${v.name} (${v.seats})`).join(', ')}: {text.aboutFleetOwn}{' '}
              <Link to="/fleet" className="text-navy-700 font-medium underline">
                {text.aboutFleetLink}
              </Link>
            </p>
          </Fact>
          <Fact icon={<RouteIcon aria-hidden className="size-5" />} title={text.aboutWhere}>
            <p>
              {places.join(', ')}, {text.aboutWhereRest}
            </p>
          </Fact>
        </ul>
      </div>
    </section>
  );
}
