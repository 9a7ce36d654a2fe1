import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { HTML_LANG, localisePath, type Locale } from '#app/lib/locale.ts';
import { cn } from '#app/lib/cn.ts';
import { HREFLANG } from '#app/lib/seo.ts';
import { useLocale } from '#app/lib/use-locale.ts';

/** Each language names itself (glossary: "English / Cymraeg"). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', cy: 'Cymraeg' };

const OTHER: Record<Locale, Locale> = { en: 'cy', cy: 'en' };

/**
 * The link to this page in the other language: "Cymraeg" on English pages, "English" on Welsh
 * ones. A plain link that loads the whole page, so it works before hydration and without
 * JavaScript, and the new page arrives with its own `<html lang>`.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  // Prerendering asks for `/fleet/`; the link is to the canonical path, without the slash.
  const pathname = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const target = OTHER[useLocale()];
  return (
    <a
      href={localisePath(pathname, target)}
      lang={HTML_LANG[target]}
      hrefLang={HREFLANG[target]}
      data-language-switch=""
      className={cn('inline-flex items-center gap-1.5 hover:underline', className)}
    >
      <Languages aria-hidden className="size-3.5" />
      {LANGUAGE_NAMES[target]}
    </a>
  );
}
