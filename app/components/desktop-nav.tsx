import { ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { Link, NavLink } from 'react-router';
import { BUSINESS_LINKS, PRIMARY_LINKS, SERVICE_LINKS } from '#app/content/navigation.ts';
import { NAV_MENU_OPEN_DELAY_MS, NAV_MENU_SKIP_DELAY_MS } from '#app/lib/constants.ts';
import { cn } from '#app/lib/cn.ts';
import { HomeLink } from './home-link.tsx';

const itemClass =
  'inline-flex h-10 items-center gap-1 rounded-full px-3.5 text-[0.95rem] font-medium text-slate-700 transition-colors hover:bg-navy-50 hover:text-navy-900 aria-[current=page]:text-navy-900 aria-[current=page]:font-semibold';

/** Desktop navigation (768 px and up) with the Services dropdown. */
export function DesktopNav() {
  return (
    <NavigationMenu.Root
      aria-label="Main"
      delayDuration={NAV_MENU_OPEN_DELAY_MS}
      skipDelayDuration={NAV_MENU_SKIP_DELAY_MS}
      className="relative hidden md:block"
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        <NavigationMenu.Item className="hidden lg:block">
          <NavigationMenu.Link asChild>
            <HomeLink className={itemClass}>Home</HomeLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className={cn(itemClass, 'group')}>
            Services
            <ChevronDown
              aria-hidden
              className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-[36rem] rounded-[var(--radius-card)] border border-slate-200 bg-white p-3 shadow-[var(--shadow-lift)]">
            <div className="grid grid-cols-2 gap-1">
              <ul className="flex flex-col">
                <li className="eyebrow px-3 pt-2 pb-1">Occasions</li>
                {SERVICE_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavigationMenu.Link asChild>
                      <Link
                        to={link.to}
                        className="block rounded-xl px-3 py-2 text-slate-700 hover:bg-navy-50 hover:text-navy-900"
                      >
                        {link.label}
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
              <ul className="flex flex-col">
                <li className="eyebrow px-3 pt-2 pb-1">For organisations</li>
                {BUSINESS_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavigationMenu.Link asChild>
                      <Link
                        to={link.to}
                        className="block rounded-xl px-3 py-2 text-slate-700 hover:bg-navy-50 hover:text-navy-900"
                      >
                        {link.label}
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
                <li className="mt-2">
                  <NavigationMenu.Link asChild>
                    <Link
                      to="/what-we-offer"
                      className="bg-navy-50 text-navy-900 block rounded-xl px-3 py-3 font-semibold hover:bg-navy-100"
                    >
                      Everything we offer →
                    </Link>
                  </NavigationMenu.Link>
                </li>
              </ul>
            </div>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {PRIMARY_LINKS.map((link) => (
          <NavigationMenu.Item key={link.to}>
            <NavigationMenu.Link asChild>
              <NavLink to={link.to} className={itemClass}>
                {link.label}
              </NavLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <NavLink to="/contact-us" className={itemClass}>
              Contact
            </NavLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
