import type { ComponentProps } from 'react';
import { Link, useLocation } from 'react-router';

/** A link home that, when already on home, scrolls back to the top instead (spec §2). */
export function HomeLink({ onClick, ...props }: Omit<ComponentProps<typeof Link>, 'to'>) {
  const { pathname } = useLocation();
  return (
    <Link
      to="/"
      onClick={(event) => {
        onClick?.(event);
        if (pathname === '/') {
          event.preventDefault();
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }
      }}
      {...props}
    />
  );
}
