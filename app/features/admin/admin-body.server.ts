/**
 * Express middleware in front of React Router for every admin request with a body: only form
 * bodies (415 otherwise), and at most the path's limit (admin-body-limits.ts; 413 otherwise). The
 * body is read here, within that bound (server/platform/form-body.server.ts), and kept on `req.body` for
 * the handler; a declared length over the limit is refused before a byte is read, a chunked body
 * as soon as it passes the limit, and a refused body is never read further.
 */
import { readRawForm } from '#server/platform/form-body.server.ts';
import { adminBodyLimit } from './admin-body-limits.ts';

export const readAdminBody = readRawForm((req) => adminBodyLimit(req.path));
