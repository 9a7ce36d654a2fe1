import { redirect } from 'react-router';
import { localeFromPath, localisePath } from '#app/lib/locale.ts';
import { serverContext } from '#app/lib/server-context.server.ts';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import { REVIEW_OPT_OUT_PATH_PREFIX } from '#app/features/review-request/review-request-constants.ts';
import {
  optOutOfReviews,
  reviewOptOutState,
} from '#app/features/review-request/review-opt-out.server.ts';
import { REVIEW_OPT_OUT_TEXT } from '#app/features/review-request/ui/review-opt-out-text.ts';
import { ReviewOptOutView } from '#app/features/review-request/ui/review-opt-out-view.tsx';
import type { Route } from './+types/review-opt-out';

/**
 * The review e-mail's opt-out link (and its Welsh twin under /cy). The URL is the customer's key:
 * Express puts the customer page's guard in front (never cached, indexed or sent on as a referrer,
 * look-ups limited per address), and root leaves out consent, tags and attribution.
 */
export const handle = { privatePage: true };

export const meta: Route.MetaFunction = ({ location }) => [
  { title: REVIEW_OPT_OUT_TEXT[localeFromPath(location.pathname)].title },
  { name: 'robots', content: 'noindex, nofollow' },
];

function dbOf(context: Route.LoaderArgs['context']) {
  const server = context.get(serverContext);
  if (!server) throw new Response('This page needs the server.', { status: 503 });
  return asAppDb(server.database.db);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { optedOut } = await reviewOptOutState(dbOf(context), params.token);
  return { locale: localeFromPath(new URL(request.url).pathname), optedOut };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await optOutOfReviews(dbOf(context), params.token);
  // Post/redirect/get: the page then reads the opt-out and says it is done.
  const locale = localeFromPath(new URL(request.url).pathname);
  throw redirect(localisePath(`${REVIEW_OPT_OUT_PATH_PREFIX}${params.token}`, locale), 303);
}

export default function ReviewOptOut({ loaderData }: Route.ComponentProps) {
  return <ReviewOptOutView locale={loaderData.locale} optedOut={loaderData.optedOut} />;
}
