import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { ADMIN_ROUTES } from './admin-routes.ts';
import { localisePath } from './lib/locale.ts';
import { PUBLIC_ROUTES } from './routes-table.ts';

/** Maps the route table onto route modules; content pages share one template module. */
function moduleFor(kind: (typeof PUBLIC_ROUTES)[number]['kind']): string {
  switch (kind) {
    case 'home':
      return 'routes/home.tsx';
    case 'book-online':
      return 'routes/book-online.tsx';
    case 'thanks':
      return 'routes/thanks.tsx';
    case 'content':
      return 'routes/content-page.tsx';
    case 'blog-index':
      return 'routes/blog-index.tsx';
    case 'blog-post':
      return 'routes/blog-post.tsx';
  }
}

export default [
  index('routes/home.tsx'),
  ...PUBLIC_ROUTES.filter((r) => r.path !== '/').map((r) =>
    route(r.path.slice(1), moduleFor(r.kind), { id: `page${r.path.replaceAll('/', '-')}` }),
  ),
  // The Welsh twins: the same modules under /cy; each page reads its language from its path.
  ...PUBLIC_ROUTES.map((r) =>
    route(localisePath(r.path, 'cy').slice(1), moduleFor(r.kind), {
      id: `page-cy${r.path === '/' ? '' : r.path.replaceAll('/', '-')}`,
    }),
  ),
  // Rendered per request (it takes the form's POST), so not in the prerendered route table.
  route('quote', 'routes/quote.tsx'),
  // Its Welsh twin: the same module, Welsh by its path.
  route('cy/quote', 'routes/quote.tsx', { id: 'routes/cy-quote' }),
  ...ADMIN_ROUTES,
  // The customer's own page: rendered per request, never prerendered or in the sitemap.
  route('your-quote/:token', 'routes/your-quote.tsx'),
  // Its Welsh twin: a request made in Welsh is e-mailed this link.
  route('cy/your-quote/:token', 'routes/your-quote.tsx', { id: 'routes/cy-your-quote' }),
  // Its receipts, VAT invoices and credit notes, as PDFs (in the request's language).
  route('your-quote/:token/documents/:file', 'routes/your-quote-document.ts'),
  // The confirmed booking's calendar file, as the confirmation e-mail attaches it.
  route('your-quote/:token/calendar.ics', 'routes/your-quote-calendar.ts'),
  // An account customer's own page (its statement, invoices and journeys), and its Welsh twin.
  route('account/:token', 'routes/account-page.tsx'),
  route('cy/account/:token', 'routes/account-page.tsx', { id: 'routes/cy-account-page' }),
  route('account/:token/documents/:file', 'routes/account-page-document.ts'),
  // The review e-mail's opt-out link: per request, never prerendered or in the sitemap.
  route('reviews/opt-out/:token', 'routes/review-opt-out.tsx'),
  route('cy/reviews/opt-out/:token', 'routes/review-opt-out.tsx', {
    id: 'routes/cy-review-opt-out',
  }),
  route('cy/*', 'routes/not-found.tsx', { id: 'not-found-cy' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
