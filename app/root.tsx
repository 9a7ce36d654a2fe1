import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
} from 'react-router';
import type { Route } from './+types/root';
import { ADMIN_LAYOUT_ID } from './features/admin/admin-paths.ts';
import './app.css';
import brandFontUrl from '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import { SiteFooter } from './components/site-footer.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { RouteProgress } from './components/route-progress.tsx';
import { WhatsAppButton } from './components/whatsapp-button.tsx';
import { ConsentHost } from './features/consent/consent-host.tsx';
import { QuoteDialogHost } from './quote-dialog-host.tsx';
import { AttributionTracker } from './features/quote/attribution-tracker.tsx';
import { HEADER_TEXT } from './components/header-text.ts';
import { HTML_LANG, localeFromPath, localisePath } from './lib/locale.ts';
import { useLocale } from './lib/use-locale.ts';
import { useNonce } from './lib/nonce.tsx';
import { PAGES_TEXT } from './routes/pages-text.ts';
import { useAnnounceHydrated } from './lib/tap-replay.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: brandFontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

/** The admin installs as an app of its own (scope /admin/); the public site keeps its manifest. */
const ADMIN_MANIFEST = '/admin/manifest.webmanifest';
const SITE_MANIFEST = '/site.webmanifest';

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // The language comes from the path, so the prerendered HTML and every render agree on it.
  const { pathname } = useLocation();
  const lang = HTML_LANG[localeFromPath(pathname)];
  const isAdminPath = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <link rel="manifest" href={isAdminPath ? ADMIN_MANIFEST : SITE_MANIFEST} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // The admin area has its own frame (routes/admin/layout.tsx): none of the public chrome.
  const matches = useMatches();
  const isAdmin = matches.some((match) => match.id === ADMIN_LAYOUT_ID);
  // Early taps held by the page's start script are replayed once this has run (tap-replay.ts).
  useAnnounceHydrated();
  const locale = useLocale();
  if (isAdmin) return <Outlet />;
  // A page whose URL is a key (/your-quote/<token>): no tags, and no attribution record that would
  // carry the URL into a later request.
  const isPrivate = matches.some(
    (match) => (match.handle as { privatePage?: boolean } | undefined)?.privatePage,
  );
  return (
    <>
      <a
        href="#main"
        className="bg-navy-900 sr-only z-[100] rounded-md px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {HEADER_TEXT[locale].skipLink}
      </a>
      <RouteProgress />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <WhatsAppButton />
      {isPrivate ? null : <ConsentHost />}
      <QuoteDialogHost />
      {isPrivate ? null : <AttributionTracker />}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const locale = useLocale();
  const text = PAGES_TEXT[locale];
  return (
    <main id="main" className="container-page py-24 text-center">
      <p className="eyebrow">{text.errorEyebrow(status)}</p>
      <h1 className="mt-3 text-3xl font-bold">{text.errorHeading}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{text.errorLead}</p>
      <a
        href={localisePath('/', locale)}
        className="text-navy-700 mt-8 inline-block font-semibold underline"
      >
        {text.errorHome}
      </a>
    </main>
  );
}
