import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { BUSINESS_CUSTOMER } from '#app/content/home.ts';
import { cn } from '#app/lib/cn.ts';
import { buttonVariants } from '../ui/button.tsx';
import { Picture } from '../picture.tsx';
import { QuoteButton } from '../quote-button.tsx';

export function BusinessCustomers() {
  return (
    <section aria-labelledby="business-title" className="section">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <Picture
          name="business-corporate"
          alt="A Bus4U minibus collecting staff outside an office building in Cardiff"
          sizes="(min-width: 1024px) 40vw, 100vw"
          className="rounded-[var(--radius-card)] shadow-[var(--shadow-card)]"
        />
        <div>
          <p className="eyebrow">Business customers</p>
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
            <QuoteButton preset={{ serviceType: 'corporate' }}>Get a business quote</QuoteButton>
            <Link to="/business-corporate" className={cn(buttonVariants({ variant: 'outline' }))}>
              Business travel
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
