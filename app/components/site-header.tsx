import { Mail, MapPin, Phone, Star } from 'lucide-react';
import { BUSINESS, BUSINESS_ADDRESS_LINES } from '#app/content/business.ts';
import { trackPhoneConversion } from '#app/lib/analytics.ts';
import { cn } from '#app/lib/cn.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { buttonVariants } from './ui/button.tsx';
import { CallButton } from './call-button.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { HEADER_LAYOUT } from './header-layout.ts';
import { HEADER_TEXT } from './header-text.ts';
import { HomeLink } from './home-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { QuoteButton } from './quote-button.tsx';

export function StarRow({ count, className }: { count: number; className?: string }) {
  return (
    <span className={cn('inline-flex', className)} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Star key={i} className="size-3.5 fill-amber-brand text-amber-brand" />
      ))}
    </span>
  );
}

/** Sticky header: the contact bar, then logo, navigation and the four actions of the spec. */
export function SiteHeader() {
  const locale = useLocale();
  const text = HEADER_TEXT[locale];
  return (
    <header className="sticky top-0 z-30">
      <div className="bg-navy-900 text-[0.8rem] text-navy-100">
        <div className="container-page flex h-9 items-center justify-between gap-4">
          <a
            href={BUSINESS.mapsUrl}
            className="hidden items-center gap-1.5 hover:text-white md:inline-flex"
            rel="noopener"
            target="_blank"
          >
            <MapPin aria-hidden className="size-3.5" />
            {BUSINESS_ADDRESS_LINES[locale]}
            <span className="sr-only">{text.mapNewTab}</span>
          </a>
          <div className="flex items-center gap-4 whitespace-nowrap sm:gap-5">
            <a
              href={`tel:${BUSINESS.phone.e164}`}
              onClick={trackPhoneConversion}
              className="inline-flex min-h-6 items-center gap-1.5 font-semibold text-white hover:underline"
            >
              <Phone aria-hidden className="size-3.5" />
              {BUSINESS.phone.display}
            </a>
            <a
              href={`mailto:${BUSINESS.email}`}
              className="hidden items-center gap-1.5 hover:text-white sm:inline-flex"
            >
              <Mail aria-hidden className="size-3.5" />
              {BUSINESS.email}
            </a>
            <span className="inline-flex items-center gap-1.5">
              {/* The stars give way below 380 px, where the language switch needs their room. */}
              <StarRow count={BUSINESS.rating.headerStars} className="max-[379px]:hidden" />
              <span>
                <span className="sr-only">{text.ratedBefore}</span>
                {BUSINESS.rating.headerStars}
                {text.starSuffix}
                <span className="sr-only">{text.ratedAfter}</span>
              </span>
            </span>
            <LanguageSwitch className="min-h-6 font-semibold text-white" />
          </div>
        </div>
      </div>
      <div className="border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        {/* At 320 px the logo and the buttons have 2 px to spare in the web font and none in the
            wider fallback (font-display: optional keeps it when the font is late): a closer gap. */}
        <div className="container-page flex h-16 items-center justify-between gap-4 max-[359px]:gap-2 lg:h-[4.5rem]">
          <HomeLink aria-label={text.homeLabel} className="rounded-lg">
            <Logo />
          </HomeLink>
          <DesktopNav />
          <div className="flex items-center gap-2">
            <CallButton variant="ghost" size="sm" className="max-md:hidden" />
            <a
              href={`mailto:${BUSINESS.email}`}
              className={cn(
                buttonVariants({ variant: 'ghost', size: 'sm' }),
                HEADER_LAYOUT[locale].emailButton,
              )}
            >
              <Mail aria-hidden /> {text.email}
            </a>
            <QuoteButton size="sm" icon={false} className="max-sm:px-3.5">
              {text.getQuoteShort === text.getQuote ? (
                text.getQuote
              ) : (
                // The Welsh words are longer: under 360 px the button says only "Dyfynbris".
                <>
                  <span className="max-[359px]:hidden">{text.getQuote}</span>
                  <span className="min-[360px]:hidden">{text.getQuoteShort}</span>
                </>
              )}
            </QuoteButton>
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
