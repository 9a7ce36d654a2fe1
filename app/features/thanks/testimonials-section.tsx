import { Quote } from 'lucide-react';
import { StarRow } from '#app/components/site-header.tsx';
import { TESTIMONIALS } from '#app/content/testimonials.ts';
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
      </div>
    </section>
  );
}
