import type { Translations } from '#app/lib/locale.ts';

/**
 * Where the header's parts appear. The Welsh page names are longer than the English ones, so the
 * Welsh bar shows the full navigation from 1280 px (the menu button below that) and keeps Home
 * and the e-mail button for the widest screens. Literal class names, for Tailwind to find; `max-*` hides
 * an element whose own classes set a display (cn joins classes, it does not merge them).
 */
export const HEADER_LAYOUT = {
  en: {
    desktopNav: 'hidden lg:block',
    menuButton: 'lg:hidden',
    homeItem: 'hidden xl:block',
    emailButton: 'max-xl:hidden',
  },
  cy: {
    desktopNav: 'hidden xl:block',
    menuButton: 'xl:hidden',
    homeItem: 'hidden 2xl:block',
    emailButton: 'max-2xl:hidden',
  },
} satisfies Translations<Record<string, string>>;
