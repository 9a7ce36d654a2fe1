import { BUSINESS } from '#app/content/business.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { SECTIONS_TEXT } from './sections-text.ts';
import { SOCIAL_ICONS, SOCIAL_LABELS } from '../social-icons.tsx';

export function SocialSection() {
  const text = SECTIONS_TEXT[useLocale()];
  const keys = Object.keys(SOCIAL_ICONS) as (keyof typeof SOCIAL_ICONS)[];
  return (
    <section aria-labelledby="social-title" className="bg-navy-900 py-14 text-white">
      <div className="container-page flex flex-col items-center gap-6 text-center lg:flex-row lg:justify-between lg:text-left">
        <div>
          <h2 id="social-title" className="text-2xl font-bold text-white">
            {text.socialTitle}
          </h2>
          <p className="text-navy-100 mt-2">{text.socialLead}</p>
        </div>
        <ul className="flex flex-wrap justify-center gap-3">
          {keys.map((key) => {
            const Icon = SOCIAL_ICONS[key];
            return (
              <li key={key}>
                <a
                  href={BUSINESS.social[key]}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex h-12 items-center gap-2 rounded-full bg-white/10 px-5 font-semibold hover:bg-white/20"
                >
                  <Icon className="size-5" />{' '}
                  {key === 'google' ? text.googleReviews : SOCIAL_LABELS[key]}
                  <span className="sr-only">{text.newTab}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
