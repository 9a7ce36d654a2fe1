import { ExternalLink } from 'lucide-react';
import { REVIEW_PLATFORMS } from '#app/content/home.ts';
import { SectionHeading } from './section-heading.tsx';

export function ReviewPlatforms() {
  return (
    <section aria-labelledby="platforms-title" className="section">
      <div className="container-page">
        <SectionHeading
          id="platforms-title"
          eyebrow="Independent reviews"
          title="Find us on the review sites you trust"
        />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {REVIEW_PLATFORMS.map((p) => (
            <li key={p.name}>
              <a
                href={p.url}
                target="_blank"
                rel="noopener"
                className="group hover:border-navy-300 flex h-full flex-col rounded-[var(--radius-card)] border border-slate-200 p-5 transition-colors"
              >
                <span className="text-navy-900 flex items-center justify-between text-lg font-bold">
                  {p.name}
                  <ExternalLink
                    aria-hidden
                    className="size-4 text-slate-400 group-hover:text-navy-700"
                  />
                </span>
                <span className="mt-2 text-[0.95rem] text-slate-600">{p.text}</span>
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
