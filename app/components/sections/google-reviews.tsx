import { BUSINESS } from '#app/content/business.ts';
import { cn } from '#app/lib/cn.ts';
import { buttonVariants } from '../ui/button.tsx';
import { StarRow } from '../site-header.tsx';
import { GoogleIcon } from '../social-icons.tsx';
import { SectionHeading } from './section-heading.tsx';
import { TestimonialCards } from './testimonial-cards.tsx';

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
        <TestimonialCards />
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
