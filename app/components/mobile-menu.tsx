import { ChevronDown, Mail, Menu, X } from 'lucide-react';
import { useEffect, useRef, type ComponentProps } from 'react';
import { BUSINESS } from '#app/content/business.ts';
import { NAVIGATION_CONTENT } from '#app/content/localised.ts';
import { cn } from '#app/lib/cn.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { returnFocus } from '#app/lib/return-focus.ts';
import { buttonVariants } from './ui/button.tsx';
import { CallButton } from './call-button.tsx';
import { HEADER_LAYOUT } from './header-layout.ts';
import { HEADER_TEXT } from './header-text.ts';
import { HomeLink } from './home-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Link, NavLink } from './locale-link.tsx';
import { Logo } from './logo.tsx';
import { QuoteButton } from './quote-button.tsx';

const MENU_ID = 'site-menu';

const linkClass =
  'flex min-h-12 items-center rounded-xl px-3 text-lg font-medium text-slate-800 hover:bg-navy-50 aria-[current=page]:bg-navy-50 aria-[current=page]:text-navy-900';

/**
 * The menu for screens under 1024 px: a native popover, so the button opens it, and Escape, the
 * close button and a tap on the dimmed page close it, before the page has hydrated or without
 * JavaScript at all. Once the page is live, a link closes it as it navigates, and focus always
 * goes back to the menu button (WCAG 2.4.3).
 */
export function MobileMenu() {
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const locale = useLocale();
  const text = HEADER_TEXT[locale];
  const {
    BUSINESS_LINKS,
    NAV_NAMES,
    PRIMARY_LINKS,
    SERVICE_LINKS,
    navLink: pageLink,
  } = NAVIGATION_CONTENT[locale];

  // The browser gives focus back itself only when it was inside the menu; a click outside leaves
  // it on <body>. Either way it belongs on the menu button.
  const giveFocusBack = () => {
    const element = menu.current;
    const active = document.activeElement;
    if (element && (!active || active === document.body || element.contains(active))) {
      returnFocus(button.current);
    }
  };

  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') giveFocusBack();
    };
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, []);

  // Focus goes back here too, not only from the toggle event: the first tap after hydration can
  // close the menu before the effect above has added its listener.
  const close = () => {
    menu.current?.hidePopover();
    giveFocusBack();
  };
  const navLink = (props: ComponentProps<typeof NavLink>) => <NavLink {...props} onClick={close} />;

  return (
    <>
      <button
        ref={button}
        type="button"
        popoverTarget={MENU_ID}
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          HEADER_LAYOUT[locale].menuButton,
        )}
        aria-label={text.openMenu}
      >
        <Menu aria-hidden className="!size-6" />
      </button>
      <div
        ref={menu}
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-label={text.menu}
        className={`bg-navy-950/50 fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none border-0 p-0 open:animate-[fade-in_200ms_ease-out] ${HEADER_LAYOUT[locale].menuButton}`}
      >
        {/* The popover fills the screen; its dimmed part is a native hide button, so a tap there
            closes the menu even before hydration (a React click handler missed such taps). It is
            out of the tab order and hidden from screen readers, which have the Close button. */}
        <button
          type="button"
          popoverTarget={MENU_ID}
          popoverTargetAction="hide"
          tabIndex={-1}
          aria-hidden
          className="absolute inset-0 cursor-default"
        />
        <div className="relative ml-auto flex h-full w-[min(88vw,22rem)] flex-col bg-white shadow-[var(--shadow-lift)] motion-safe:animate-[slide-in_250ms_ease-out]">
          <div className="flex h-16 items-center justify-between border-b border-slate-100 px-4">
            <HomeLink onClick={close} aria-label={text.homeLabel}>
              <Logo />
            </HomeLink>
            <button
              type="button"
              popoverTarget={MENU_ID}
              popoverTargetAction="hide"
              // Focus moves in as the menu opens (the popover's own focusing steps).
              autoFocus
              className={buttonVariants({ variant: 'ghost', size: 'icon' })}
              aria-label={text.closeMenu}
            >
              <X aria-hidden className="!size-6" />
            </button>
          </div>
          <nav aria-label={text.mobileNav} className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="flex flex-col gap-1">
              <li>
                <HomeLink onClick={close} className={linkClass}>
                  {text.home}
                </HomeLink>
              </li>
              <li>
                <details className="group">
                  <summary
                    className={cn(
                      linkClass,
                      'cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden',
                    )}
                  >
                    {text.services}
                    <ChevronDown
                      aria-hidden
                      className="size-5 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <ul className="border-navy-100 my-1 ml-3 flex flex-col border-l-2 pl-2">
                    {[...SERVICE_LINKS, ...BUSINESS_LINKS].map((link) => (
                      <li key={link.to}>
                        {navLink({
                          to: link.to,
                          className:
                            'flex min-h-11 items-center rounded-lg px-3 text-slate-700 hover:bg-navy-50 aria-[current=page]:font-semibold',
                          children: link.label,
                        })}
                      </li>
                    ))}
                    <li>
                      <Link
                        to="/what-we-offer"
                        onClick={close}
                        className="text-navy-700 flex min-h-11 items-center rounded-lg px-3 font-semibold"
                      >
                        {NAV_NAMES['/what-we-offer']}
                      </Link>
                    </li>
                  </ul>
                </details>
              </li>
              {[...PRIMARY_LINKS, pageLink('/contact-us')].map((link) => (
                <li key={link.to}>
                  {navLink({ to: link.to, className: linkClass, children: link.label })}
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid gap-2 border-t border-slate-100 p-4">
            <QuoteButton
              size="lg"
              className="w-full"
              onBeforeOpen={close}
              opener={() => button.current}
            >
              {text.getQuote}
            </QuoteButton>
            <div className="grid grid-cols-2 gap-2">
              <CallButton size="md" className="w-full" />
              <a
                href={`mailto:${BUSINESS.email}`}
                className={cn(buttonVariants({ variant: 'outline', size: 'md' }), 'w-full')}
              >
                <Mail aria-hidden /> {text.email}
              </a>
            </div>
            <LanguageSwitch className="text-navy-700 min-h-11 justify-center font-semibold" />
          </div>
        </div>
      </div>
    </>
  );
}
