import { Quote } from 'lucide-react';
import { BUSINESS } from '#app/content/business.ts';
import { TESTIMONIALS } from '#app/content/testimonials.ts';
import { cn } from '#app/lib/cn.ts';
import { buttonVariants } from '../ui/button.tsx';
import { StarRow } from '../site-header.tsx';
import { GoogleIcon } from '../social-icons.tsx';
import { SectionHeading } from './section-heading.tsx';

/** The Google reviews section: the rating this page states (spec §1) and three testimonials. */
export function GoogleReviews({ rating }: { rating: number }) {
  return (
    <section aria-labelledby="reviews-title" className="section bg-cream">
      <div className="container-page">
        <SectionHeading
          id="reviews-title"
          eyebrow="Google reviews"
          title="What our passengers say"
          lead={
            <>
              Rated <strong className="text-navy-900">{rating.toFixed(1)} out of 5</strong> from
              around {BUSINESS.rating.reviewCount} reviews.
            </>
          }
        />
        <div className="mt-4 flex justify-center">
          <StarRow count={5} className="[&_svg]:size-6" />
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.author}>
              <figure className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
                <Quote aria-hidden className="text-dragon-600 size-7" />
                <blockquote className="mt-3 flex-1 leading-relaxed text-slate-700">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="mt-5 border-t border-slate-100 pt-4 text-sm">
                  <span className="text-navy-900 block font-semibold">{t.author}</span>
                  <span className="text-slate-600">{t.occasion}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <a
            href={BUSINESS.social.google}
            target="_blank"
            rel="noopener"
            className={cn(buttonVariants({ variant: 'outline' }))}
          >
            <GoogleIcon className="size-5" /> Read all our reviews on Google
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
