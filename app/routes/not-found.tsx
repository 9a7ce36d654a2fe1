import { Link, redirect } from 'react-router';
import type { Route } from './+types/not-found';
import { QuoteButton } from '#app/components/quote-button.tsx';
import { UNKNOWN_PATH_REDIRECT } from '#app/routes-table.ts';

/**
 * Unknown paths go to /book-online (spec §2, §8); the server answers them before they get here.
 * The page below exists for the rare client-side case the redirect cannot cover.
 */
export function loader() {
  throw redirect(UNKNOWN_PATH_REDIRECT);
}

export const meta: Route.MetaFunction = () => [
  { title: 'Page not found | Bus4U' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return (
    <div className="container-page py-24 text-center">
      <p className="eyebrow">Page not found</p>
      <h1 className="mt-3 text-4xl font-extrabold">We could not find that page</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">
        The link may be old. Everything we offer is a click away, and a free quote takes under a
        minute.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <QuoteButton size="lg" />
        <Link
          to="/book-online"
          className="text-navy-700 inline-flex h-13 items-center px-4 font-semibold underline"
        >
          Go to booking
        </Link>
      </div>
    </div>
  );
}
