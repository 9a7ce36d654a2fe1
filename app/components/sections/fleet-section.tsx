import { Briefcase, Users } from 'lucide-react';
import { FLEET_CONTENT } from '#app/content/localised.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { Link } from '../locale-link.tsx';
import { SECTIONS_TEXT } from './sections-text.ts';
import { Picture } from '../picture.tsx';
import { SwipeRow, swipeItem } from '../swipe-row.tsx';
import { SectionHeading } from './section-heading.tsx';

/** The fleet cards; `detailed` adds features and access notes (on /fleet). */
export function FleetSection({
  detailed = false,
  headingLevel = 2,
}: {
  detailed?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const locale = useLocale();
  const text = SECTIONS_TEXT[locale];
  const { FLEET } = FLEET_CONTENT[locale];
  const cards = (
    <>
      {FLEET.map((v) => (
        <li
          key={v.id}
          className={`${detailed ? '' : swipeItem} flex flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)]`}
        >
          <Picture
            name={v.image}
            alt={text.fleetAlt(v.name)}
            sizes={
              detailed
                ? '(min-width: 640px) 50vw, 100vw'
                : '(min-width: 1280px) 20vw, (min-width: 640px) 50vw, 100vw'
            }
          />
          <div className="flex flex-1 flex-col p-5">
            <Heading className="text-lg font-bold">{v.name}</Heading>
            <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
              <Users aria-hidden className="text-navy-600 size-4" /> {text.fleetSeats(v.seats)}
            </p>
            <p className="mt-1 flex items-start gap-2 text-sm text-slate-700">
              <Briefcase aria-hidden className="text-navy-600 mt-0.5 size-4 shrink-0" /> {v.luggage}
            </p>
            {detailed ? (
              <>
                <ul className="mt-4 list-disc space-y-1 pl-5 text-[0.95rem] text-slate-700">
                  {v.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                <p className="mt-4 text-[0.95rem] text-slate-700">
                  <strong className="text-navy-900">{text.fleetAccess}</strong>
                  {v.accessibility}
                </p>
              </>
            ) : null}
            <p className="mt-3 text-sm text-slate-600">
              <strong className="text-navy-900">{text.fleetBestFor}</strong>
              {v.bestFor}
            </p>
          </div>
        </li>
      ))}
    </>
  );
  return (
    <section aria-labelledby="fleet-title" className="section bg-slate-50">
      <div className="container-page">
        <SectionHeading
          id="fleet-title"
          eyebrow={text.fleetEyebrow}
          title={text.fleetTitle}
          lead={text.fleetLead}
        />
        <div className="mt-10">
          {detailed ? (
            <ul className="grid gap-5 sm:grid-cols-2">{cards}</ul>
          ) : (
            // A swipeable row on a phone, a grid from tablet up.
            <SwipeRow
              label={text.fleetEyebrow}
              className="gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
            >
              {cards}
            </SwipeRow>
          )}
        </div>
        {detailed ? null : (
          <p className="mt-8 text-center">
            <Link to="/fleet" className="text-navy-700 font-semibold underline underline-offset-4">
              {text.fleetMore}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
