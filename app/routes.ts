import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { ADMIN_ROUTES } from './admin-routes.ts';
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
  ...ADMIN_ROUTES,
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
