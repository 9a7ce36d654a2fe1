import { Quote } from 'lucide-react';
import { TESTIMONIALS } from '#app/content/testimonials.ts';

/** The three sample testimonials as cards; the reviews section and /thanks both show them. */
export function TestimonialCards() {
  return (
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
  );
}
