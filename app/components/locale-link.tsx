import type { ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router';
import { localisePath } from '#app/lib/locale.ts';
import { useLocale } from '#app/lib/use-locale.ts';

/**
 * Links to our own pages, in the language of the page they are on: `to="/fleet"` leads to
 * `/cy/fleet` on a Welsh page. Components write the English path once; the language is added here.
 */
export function Link({
  to,
  ...props
}: Omit<ComponentProps<typeof RouterLink>, 'to'> & { to: string }) {
  return <RouterLink to={localisePath(to, useLocale())} {...props} />;
}

export function NavLink({
  to,
  ...props
}: Omit<ComponentProps<typeof RouterNavLink>, 'to'> & { to: string }) {
  return <RouterNavLink to={localisePath(to, useLocale())} {...props} />;
}
