import { TestimonialCards } from '#app/components/sections/testimonial-cards.tsx';
import { StarRow } from '#app/components/site-header.tsx';
import { TESTIMONIALS_HEADING } from './thanks-constants.ts';

/** Three sample testimonials (spec §2): what the wait is for, in other passengers' words. */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="section bg-cream">
      <div className="container-page">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold sm:text-4xl">
          {TESTIMONIALS_HEADING}
        </h2>
        <div className="mt-4 flex justify-center">
          <StarRow count={5} className="[&_svg]:size-5" />
        </div>
        <TestimonialCards />
      </div>
    </section>
  );
}
