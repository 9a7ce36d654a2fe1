/**
 * POST /admin/push/subscriptions (a browser's PushSubscription as JSON: 201 new, 200 known) and
 * DELETE with `{"endpoint": …}` (204, or 404 when unknown). The admin's alone: a live admin session
 * (401 otherwise); the cross-origin refusal (403) stands in front of this router (mount.server.ts).
 */
import { Router, type Request, type Response } from 'express';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { readJsonBody } from '#server/platform/json-body.server.ts';
import { SUBSCRIPTION_BODY_MAX_BYTES, SUBSCRIPTIONS_PATH } from './alert-constants.ts';
import { deviceLabel } from './device-label.ts';
import { addDevice, removeDeviceByEndpoint } from './devices.server.ts';
import { DeviceEndpointSchema, NewDeviceSchema } from './subscription-schema.ts';

export interface SubscriptionsRouterDeps {
  db: AppDb;
  /** The signed-in admin's e-mail from the request's cookies, or null. */
  adminEmailOf: (cookieHeader: string | undefined) => Promise<string | null>;
}

const SIGN_IN_FIRST = 'Sign in to the admin area first.';

function refuse(res: Response, status: number, error: string) {
  res.status(status).json({ error });
}

export function pushSubscriptionsRouter(deps: SubscriptionsRouterDeps): Router {
  const router = Router({ strict: true, caseSensitive: true });
  const readBody = readJsonBody({
    limit: SUBSCRIPTION_BODY_MAX_BYTES,
    tooLarge: 'A push subscription is far smaller than this.',
  });
  /** The admin first (before a byte of the body is read), then a JSON body. */
  const guard = async (req: Request, res: Response, next: () => void) => {
    res.setHeader('Cache-Control', 'no-store');
    const email = await deps.adminEmailOf(req.headers.cookie);
    if (!email) return refuse(res, 401, SIGN_IN_FIRST);
    if (!req.is('application/json')) return refuse(res, 415, 'Send the subscription as JSON.');
    res.locals.adminEmail = email;
    next();
  };

  router.post(SUBSCRIPTIONS_PATH, guard, readBody, async (req, res) => {
    const parsed = NewDeviceSchema.safeParse(req.body);
    if (!parsed.success) {
      return refuse(res, 400, parsed.error.issues[0]?.message ?? 'Not a push subscription.');
    }
    const result = await addDevice(deps.db, {
      ...parsed.data,
      label: deviceLabel(req.get('user-agent')),
      createdBy: String(res.locals.adminEmail),
    });
    if (result.kind === 'full') {
      return refuse(res, 409, 'Too many devices are subscribed: remove one you no longer use.');
    }
    res.status(result.kind === 'created' ? 201 : 200).json({ id: result.id });
  });

  router.delete(SUBSCRIPTIONS_PATH, guard, readBody, async (req, res) => {
    const parsed = DeviceEndpointSchema.safeParse(req.body);
    if (!parsed.success) {
      return refuse(res, 400, parsed.error.issues[0]?.message ?? 'Name the endpoint to remove.');
    }
    if (!(await removeDeviceByEndpoint(deps.db, parsed.data.endpoint))) {
      return refuse(res, 404, 'No device is subscribed with that endpoint.');
    }
    res.status(204).end();
  });

  return router;
}
