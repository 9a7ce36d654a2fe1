import { redirect } from 'react-router';
import { Link } from '#app/components/locale-link.tsx';
import { QuoteButton } from '#app/components/quote-button.tsx';
import { localeFromPath } from '#app/lib/locale.ts';
import { requestPath } from '#app/lib/site.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { unknownPathTarget } from '#app/routes-table.ts';
import type { Route } from './+types/not-found';
import { PAGES_TEXT } from './pages-text.ts';

/**
 * Unknown paths go to /book-online; the server answers them before they get here.
 * The page below exists for the rare client-side case the redirect cannot cover. Under /cy
 * (its own route, `not-found-cy`) both the redirect and the page are Welsh.
 */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(unknownPathTarget(requestPath(request)));
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: PAGES_TEXT[localeFromPath(location.pathname)].notFoundTitle },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  const text = PAGES_TEXT[useLocale()];
  return (
    <div className="container-page py-24 text-center">
      <p className="eyebrow">{text.notFoundEyebrow}</p>
      <h1 className="mt-3 text-4xl font-extrabold">{text.notFoundHeading}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{text.notFoundLead}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <QuoteButton size="lg" />
        <Link
          to="/book-online"
          className="text-navy-700 inline-flex h-13 items-center px-4 font-semibold underline"
        >
          {text.notFoundBooking}
        </Link>
      </div>
    </div>
  );
}
