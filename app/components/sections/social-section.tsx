import { BUSINESS } from '#app/content/business.ts';
import { SOCIAL_ICONS, SOCIAL_LABELS } from '../social-icons.tsx';

export function SocialSection() {
  const keys = Object.keys(SOCIAL_ICONS) as (keyof typeof SOCIAL_ICONS)[];
  return (
    <section aria-labelledby="social-title" className="bg-navy-900 py-14 text-white">
      <div className="container-page flex flex-col items-center gap-6 text-center lg:flex-row lg:justify-between lg:text-left">
        <div>
          <h2 id="social-title" className="text-2xl font-bold text-white">
            Follow the fleet
          </h2>
          <p className="text-navy-100 mt-2">
            Days out, new vehicles and the odd early-morning sunrise at the airport.
          </p>
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
                  <Icon className="size-5" /> {SOCIAL_LABELS[key]}
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
