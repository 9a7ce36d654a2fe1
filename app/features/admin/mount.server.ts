/**
 * The admin area on the server: every /admin page and its data requests, rendered by React Router
 * behind the same-origin check (403) and a form-only body reader within the path's limit.
 */
import compression from 'compression';
import type { FeatureMount } from '#app/lib/feature-mount.server.ts';
import { readAdminBody } from './admin-body.server.ts';
import { refuseCrossOriginPosts } from './auth/origin-guard.server.ts';

/** /admin, everything under it, and `/admin.data`. */
const ADMIN_ROUTE = /^\/admin(\/.*|\.data)?$/;

export function mountAdmin(deps: { siteUrl: string }): FeatureMount {
  return {
    pages: (app, { render }) =>
      app.all(
        ADMIN_ROUTE,
        compression(),
        // A state-changing request from another origin is refused before React Router, and its
        // body is read here within the path's limit (413) and only as a form (415).
        refuseCrossOriginPosts(deps.siteUrl),
        readAdminBody,
        (req, res, next) => {
          res.setHeader('Cache-Control', 'no-store');
          render(req, res, next);
        },
      ),
  };
}
