import { NAVIGATION_CONTENT } from '#app/content/localised.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { HEADER_LAYOUT } from './header-layout.ts';
import { HEADER_TEXT } from './header-text.ts';
import { Link, NavLink } from './locale-link.tsx';
import { HomeLink } from './home-link.tsx';
import { ServicesMenu } from './services-menu.tsx';

const itemClass =
  'inline-flex whitespace-nowrap h-10 items-center gap-1 rounded-full px-3.5 text-[0.95rem] font-medium text-slate-700 transition-colors hover:bg-navy-50 hover:text-navy-900 aria-[current=page]:text-navy-900 aria-[current=page]:font-semibold';

const serviceLinkClass =
  'block rounded-xl px-3 py-2 text-slate-700 hover:bg-navy-50 hover:text-navy-900';

/**
 * Desktop navigation (1024 px and up, where it fits beside the actions) with the Services
 * dropdown. Narrower screens use the menu button.
 */
export function DesktopNav() {
  const locale = useLocale();
  const text = HEADER_TEXT[locale];
  const { BUSINESS_LINKS, NAV_NAMES, PRIMARY_LINKS, SERVICE_LINKS, navLink } =
    NAVIGATION_CONTENT[locale];
  return (
    <nav aria-label={text.mainNav} className={`relative ${HEADER_LAYOUT[locale].desktopNav}`}>
      <ul className="flex items-center gap-0.5">
        <li className={HEADER_LAYOUT[locale].homeItem}>
          <HomeLink className={itemClass}>{text.home}</HomeLink>
        </li>
        <li>
          <ServicesMenu triggerClass={itemClass} label={text.services}>
            <div className="grid grid-cols-2 gap-1">
              <ul className="flex flex-col">
                <li className="eyebrow px-3 pt-2 pb-1">{text.occasions}</li>
                {SERVICE_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={serviceLinkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <ul className="flex flex-col">
                <li className="eyebrow px-3 pt-2 pb-1">{text.forOrganisations}</li>
                {BUSINESS_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={serviceLinkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
                <li className="mt-2">
                  <Link
                    to="/what-we-offer"
                    className="bg-navy-50 text-navy-900 hover:bg-navy-100 block rounded-xl px-3 py-3 font-semibold"
                  >
                    {NAV_NAMES['/what-we-offer']}
                  </Link>
                </li>
              </ul>
            </div>
          </ServicesMenu>
        </li>
        {[...PRIMARY_LINKS, navLink('/contact-us')].map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={itemClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
