import { Outlet, isRouteErrorResponse } from 'react-router';
import adminStylesheet from '#app/styles/admin.css?url';
import { getAdminSession } from '#app/features/admin/auth/require-admin.server.ts';
import { AdminShell } from '#app/features/admin/ui/admin-shell.tsx';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { useAdminServiceWorker } from '#app/features/alerts/admin-ui/admin-service-worker.ts';
import type { Route } from './+types/layout';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminStylesheet }];

/** The admin frame: the navigation only for a signed-in admin (each page checks its own access). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { session } = await getAdminSession(request, context);
  return { email: session?.email ?? null };
}

// Express already sends Cache-Control: no-store for every /admin response (app/features/admin/mount.server.ts).
export const headers: Route.HeadersFunction = () => ({ 'X-Robots-Tag': 'noindex, nofollow' });

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // Installable, and ready to show alerts: the admin's own service worker (scope /admin/).
  useAdminServiceWorker();
  return (
    <AdminShell email={loaderData.email}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404 ? 'That page or request does not exist.' : 'Something went wrong. Try again.';
  return (
    <AdminShell email={null}>
      <title>{`Error ${status} | Bus4U admin`}</title>
      <h1 className="text-xl font-bold text-navy-900">Error {status}</h1>
      <p className="mt-2 text-sm text-slate-700">{message}</p>
      <a
        href="/admin/dashboard"
        className={textLinkVariants({
          underline: 'always',
          className: 'mt-4 inline-block text-sm font-semibold',
        })}
      >
        Back to the requests
      </a>
    </AdminShell>
  );
}
