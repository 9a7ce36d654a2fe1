import { Quote } from 'lucide-react';
import { BUSINESS } from '#app/content/business.ts';
import { REVIEWS } from '#app/content/reviews.ts';
import { cn } from '#app/lib/cn.ts';
import { formatLongDate } from '#app/lib/calendar-date.ts';
import { HTML_LANG } from '#app/lib/locale.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { SECTIONS_TEXT } from './sections-text.ts';
import { buttonVariants } from '../ui/button.tsx';
import { StarRow } from '../site-header.tsx';
import { GoogleIcon } from '../social-icons.tsx';
import { SwipeRow, swipeItem } from '../swipe-row.tsx';
import { SectionHeading } from './section-heading.tsx';

/**
 * The reviews the operator entered in app/content/reviews.ts, each with its source and date.
 * They are real reviews, so a Welsh page shows them as written, marked as English.
 */
function ReviewCards() {
  const locale = useLocale();
  const text = SECTIONS_TEXT[locale];
  return (
    <div className="mt-10" data-reviews="">
      {text.reviewsInEnglish ? (
        <p className="text-center text-sm text-slate-600">{text.reviewsInEnglish}</p>
      ) : null}
      <SwipeRow label={text.reviewsLabel} className="gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {REVIEWS.map((r) => (
          <li key={`${r.author}-${r.date}`} className={swipeItem}>
            <figure className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
              <Quote aria-hidden className="text-dragon-600 size-7" />
              <blockquote
                lang={HTML_LANG.en}
                className="mt-3 flex-1 leading-relaxed text-slate-700"
              >
                <p>{r.quote}</p>
              </blockquote>
              <figcaption className="mt-5 border-t border-slate-100 pt-4 text-sm">
                <span className="text-navy-900 block font-semibold">{r.author}</span>
                <span className="text-slate-600">
                  {r.url ? (
                    <a href={r.url} target="_blank" rel="noopener" className="underline">
                      {text.reviewFrom(r.source)}
                      <span className="sr-only">{text.newTab}</span>
                    </a>
                  ) : (
                    text.reviewFrom(r.source)
                  )}
                  , <time dateTime={r.date}>{formatLongDate(r.date, locale)}</time>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </SwipeRow>
    </div>
  );
}

/**
 * The rating, the real reviews when there are any, and the way to read them all on Google. With
 * no reviews entered it shows no quotes at all: never a sample or an invented one.
 */
export function ReviewsSection({
  rating,
  id = 'reviews-title',
  title,
}: {
  rating: number;
  id?: string;
  title?: string;
}) {
  const text = SECTIONS_TEXT[useLocale()];
  return (
    <section aria-labelledby={id} className="section bg-cream">
      <div className="container-page">
        <SectionHeading
          id={id}
          eyebrow={text.reviewsEyebrow}
          title={title ?? text.reviewsTitle}
          lead={
            <>
              {text.ratedBefore}
              <strong className="text-navy-900">{text.ratedOutOf(rating.toFixed(1))}</strong>
              {text.ratedAfter(BUSINESS.rating.reviewCount)}
            </>
          }
        />
        <div className="mt-4 flex justify-center">
          <StarRow count={5} className="[&_svg]:size-6" />
        </div>
        {REVIEWS.length ? <ReviewCards /> : null}
        <div className="mt-8 flex justify-center">
          <a
            href={BUSINESS.social.google}
            target="_blank"
            rel="noopener"
            data-google-reviews-link
            className={cn(buttonVariants({ variant: 'outline', wrap: true }))}
          >
            <GoogleIcon className="size-5" /> {text.readOnGoogle}
            <span className="sr-only">{text.newTab}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
