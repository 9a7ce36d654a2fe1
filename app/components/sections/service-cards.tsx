import { ArrowRight } from 'lucide-react';
import type { ServiceSummary } from '#app/content/types.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { SECTIONS_TEXT } from './sections-text.ts';
import { Link } from '../locale-link.tsx';
import { ContentIcon } from '../icon.tsx';
import { Picture } from '../picture.tsx';

export function ServiceCards({
  services,
  headingLevel = 3,
}: {
  services: readonly ServiceSummary[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const text = SECTIONS_TEXT[useLocale()];
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((s) => (
        <li
          key={s.path}
          className="group relative flex flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-lift)]"
        >
          <Picture
            name={s.image}
            alt=""
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          />
          <div className="flex flex-1 flex-col p-5">
            <Heading className="flex items-center gap-2 text-lg font-bold">
              <ContentIcon name={s.icon} className="text-dragon-600 size-5" />
              <Link to={s.path} className="after:absolute after:inset-0">
                {s.name}
              </Link>
            </Heading>
            <p className="mt-2 flex-1 text-[0.95rem] text-slate-600">{s.summary}</p>
            <span
              aria-hidden
              className="text-navy-700 mt-4 inline-flex items-center gap-1 text-sm font-semibold"
            >
              {text.findOutMore}{' '}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
