import { useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router';
import { localeFromPath, type Locale } from './locale.ts';

/**
 * The language of the page being rendered, from its path (the same on server and client).
 * Outside a router (an e-mail or a component rendered on its own in a test) it is English; the
 * context is read directly because useLocation throws there.
 */
export function useLocale(): Locale {
  const pathname = useContext(UNSAFE_LocationContext)?.location.pathname;
  return pathname === undefined ? 'en' : localeFromPath(pathname);
}
