import { ChevronDown, Mail, X } from 'lucide-react';
import { Collapsible, Dialog } from 'radix-ui';
import { Link, NavLink } from 'react-router';
import { BUSINESS } from '#app/content/business.ts';
import { BUSINESS_LINKS, PRIMARY_LINKS, SERVICE_LINKS } from '#app/content/navigation.ts';
import { cn } from '#app/lib/cn.ts';
import { buttonVariants } from './ui/button.tsx';
import { CallButton } from './call-button.tsx';
import { HomeLink } from './home-link.tsx';
import { Logo } from './logo.tsx';
import { QuoteButton } from './quote-button.tsx';

const linkClass =
  'flex min-h-12 items-center rounded-xl px-3 text-lg font-medium text-slate-800 hover:bg-navy-50 aria-[current=page]:bg-navy-50 aria-[current=page]:text-navy-900';

/** The slide-out menu for screens under 768 px, with a collapsible Services list. */
export function MobileMenuSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(88vw,22rem)] flex-col bg-white shadow-[var(--shadow-lift)] data-[state=open]:animate-[slide-in_250ms_ease-out]">
          <div className="flex h-16 items-center justify-between border-b border-slate-100 px-4">
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Dialog.Description className="sr-only">
              Pages of the Bus4U site and ways to reach us
            </Dialog.Description>
            <HomeLink onClick={close} aria-label="Bus4U home">
              <Logo />
            </HomeLink>
            <Dialog.Close
              className={buttonVariants({ variant: 'ghost', size: 'icon' })}
              aria-label="Close menu"
            >
              <X aria-hidden className="!size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="flex flex-col gap-1">
              <li>
                <HomeLink onClick={close} className={linkClass}>
                  Home
                </HomeLink>
              </li>
              <li>
                <Collapsible.Root>
                  <Collapsible.Trigger className={cn(linkClass, 'group w-full justify-between')}>
                    Services
                    <ChevronDown
                      aria-hidden
                      className="size-5 transition-transform group-data-[state=open]:rotate-180"
                    />
                  </Collapsible.Trigger>
                  <Collapsible.Content>
                    <ul className="border-navy-100 my-1 ml-3 flex flex-col border-l-2 pl-2">
                      {[...SERVICE_LINKS, ...BUSINESS_LINKS].map((link) => (
                        <li key={link.to}>
                          <NavLink
                            to={link.to}
                            onClick={close}
                            className="flex min-h-11 items-center rounded-lg px-3 text-slate-700 hover:bg-navy-50 aria-[current=page]:font-semibold"
                          >
                            {link.label}
                          </NavLink>
                        </li>
                      ))}
                      <li>
                        <Link
                          to="/what-we-offer"
                          onClick={close}
                          className="text-navy-700 flex min-h-11 items-center rounded-lg px-3 font-semibold"
                        >
                          Everything we offer
                        </Link>
                      </li>
                    </ul>
                  </Collapsible.Content>
                </Collapsible.Root>
              </li>
              {[...PRIMARY_LINKS, { to: '/contact-us', label: 'Contact' }].map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} onClick={close} className={linkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid gap-2 border-t border-slate-100 p-4">
            <QuoteButton size="lg" className="w-full" onBeforeOpen={close}>
              Get Quote
            </QuoteButton>
            <div className="grid grid-cols-2 gap-2">
              <CallButton size="md" className="w-full" />
              <a
                href={`mailto:${BUSINESS.email}`}
                className={cn(buttonVariants({ variant: 'outline', size: 'md' }), 'w-full')}
              >
                <Mail aria-hidden /> Email
              </a>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
