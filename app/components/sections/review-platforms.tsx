import { ExternalLink } from 'lucide-react';
import { HOME_CONTENT } from '#app/content/localised.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { SECTIONS_TEXT } from './sections-text.ts';
import { SwipeRow, swipeItem } from '../swipe-row.tsx';
import { SectionHeading } from './section-heading.tsx';

export function ReviewPlatforms() {
  const locale = useLocale();
  const text = SECTIONS_TEXT[locale];
  const { REVIEW_PLATFORMS } = HOME_CONTENT[locale];
  return (
    <section aria-labelledby="platforms-title" className="section">
      <div className="container-page">
        <SectionHeading
          id="platforms-title"
          eyebrow={text.platformsEyebrow}
          title={text.platformsTitle}
        />
        <div className="mt-10">
          <SwipeRow label={text.platformsLabel} className="gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {REVIEW_PLATFORMS.map((p) => (
              <li key={p.name} className={swipeItem}>
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
                  <span className="sr-only">{text.newTab}</span>
                </a>
              </li>
            ))}
          </SwipeRow>
        </div>
      </div>
    </section>
  );
}
