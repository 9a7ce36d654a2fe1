import { ReviewsSection } from '#app/components/sections/reviews-section.tsx';
import { BUSINESS } from '#app/content/business.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { THANKS_TEXT } from './thanks-text.ts';

/** What the wait is for, in other passengers' words: only real reviews, else the rating. */
export function TestimonialsSection() {
  return (
    <ReviewsSection
      rating={BUSINESS.rating.home}
      id="testimonials-title"
      title={THANKS_TEXT[useLocale()].testimonialsHeading}
    />
  );
}
