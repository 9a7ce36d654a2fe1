import { Check } from 'lucide-react';
import { HOME_CONTENT } from '#app/content/localised.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { cn } from '#app/lib/cn.ts';
import { SECTIONS_TEXT } from './sections-text.ts';
import { buttonVariants } from '../ui/button.tsx';
import { Link } from '../locale-link.tsx';
import { Picture } from '../picture.tsx';
import { QuoteButton } from '../quote-button.tsx';

export function BusinessCustomers() {
  const locale = useLocale();
  const text = SECTIONS_TEXT[locale];
  const { BUSINESS_CUSTOMER } = HOME_CONTENT[locale];
  return (
    <section aria-labelledby="business-title" className="section">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <Picture
          name="business-corporate"
          alt={text.businessImageAlt}
          sizes="(min-width: 1024px) 40vw, 100vw"
          className="rounded-[var(--radius-card)] shadow-[var(--shadow-card)]"
        />
        <div>
          <p className="eyebrow">{text.businessEyebrow}</p>
          <h2 id="business-title" className="mt-2 text-3xl font-bold sm:text-4xl">
            {BUSINESS_CUSTOMER.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{BUSINESS_CUSTOMER.lead}</p>
          <ul className="mt-6 space-y-3">
            {BUSINESS_CUSTOMER.points.map((p) => (
              <li key={p} className="flex gap-3 text-slate-700">
                <Check aria-hidden className="text-whatsapp mt-0.5 size-5 shrink-0" />
                {p}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <QuoteButton preset={{ serviceType: 'corporate' }}>{text.businessQuote}</QuoteButton>
            <Link to="/business-corporate" className={cn(buttonVariants({ variant: 'outline' }))}>
              {text.businessLink}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
