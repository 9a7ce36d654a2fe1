import type { ComponentProps } from 'react';
import { Link, useLocation } from 'react-router';
import { localisePath } from '#app/lib/locale.ts';
import { useLocale } from '#app/lib/use-locale.ts';

/**
 * A link home (the home of the page's language) that, when already on home, scrolls back to the
 * top instead.
 */
export function HomeLink({ onClick, ...props }: Omit<ComponentProps<typeof Link>, 'to'>) {
  const { pathname } = useLocation();
  const home = localisePath('/', useLocale());
  return (
    <Link
      to={home}
      onClick={(event) => {
        onClick?.(event);
        if (pathname === home) {
          event.preventDefault();
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }
      }}
      {...props}
    />
  );
}
