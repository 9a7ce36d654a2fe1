import { CheckCircle2, Mail } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/thanks';
import { BUSINESS, WHATSAPP_GENERAL_MESSAGE, whatsappLink } from '#app/content/business.ts';
import { CallButton } from '#app/components/call-button.tsx';
import { ContactCards } from '#app/components/sections/contact-section.tsx';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { WhatsAppIcon } from '#app/components/whatsapp-icon.tsx';
import { cn } from '#app/lib/cn.ts';
import { pageMeta } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Thank you: your quote request is with us | Bus4U',
    description:
      'Thank you for asking Bus4U for a quote. Your personalised quote will reach you within 24 hours; call, e-mail or WhatsApp us any time.',
    path: '/thanks',
  });

export default function Thanks() {
  return (
    <>
      <section className="from-navy-50 bg-gradient-to-b to-white">
        <div className="container-page max-w-3xl py-14 text-center lg:py-20">
          <CheckCircle2 aria-hidden className="text-whatsapp mx-auto size-16" />
          <h1 className="mt-5 text-4xl font-extrabold sm:text-5xl">
            Thank you, your quote request has been sent
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-600 sm:text-xl">
            We have your details. A member of our Cardiff team will send you a personalised quote
            within 24 hours. Need an answer sooner? We are open 24/7.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a
              href={whatsappLink(WHATSAPP_GENERAL_MESSAGE)}
              target="_blank"
              rel="noopener"
              className={cn(buttonVariants({ variant: 'whatsapp', size: 'lg' }))}
            >
              <WhatsAppIcon className="size-5" /> WhatsApp us
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <CallButton size="lg">Call {BUSINESS.phone.display}</CallButton>
            <a
              href={`mailto:${BUSINESS.email}`}
              className={cn(buttonVariants({ variant: 'ghost', size: 'lg' }))}
            >
              <Mail aria-hidden /> Email us
            </a>
          </div>
          <p className="mt-10">
            <Link to="/" className={cn(buttonVariants({ variant: 'secondary' }))}>
              Back to Home
            </Link>
          </p>
        </div>
      </section>
      <section aria-labelledby="reach-title" className="container-page pb-16">
        <h2 id="reach-title" className="mb-6 text-center text-2xl font-bold">
          Ways to reach us
        </h2>
        <ContactCards />
      </section>
    </>
  );
}
