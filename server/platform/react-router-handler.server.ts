/**
 * React Router behind Express, like @react-router/express's createRequestHandler, with one
 * difference: the request body is the Buffer a middleware already read within its limit
 * (`req.body`, see server/platform/form-body.server.ts), never the raw socket stream. The
 * library's handler streams the socket straight into the Request, so no limit could sit in front
 * of an action's `request.formData()`. Written here because the adapter has no option for it; the
 * URL and response handling follow the adapter's own (8.4.0).
 */
import { writeReadableStreamToWritable } from '@react-router/node';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import {
  createRequestHandler as createRouterHandler,
  type RouterContextProvider,
  type ServerBuild,
} from 'react-router';

export interface BufferedHandlerOptions {
  build: () => Promise<ServerBuild>;
}

/**
 * Renders one request with React Router, given the request's load context: the caller makes it
 * (the Express app, with a feature's own values added where its page needs them). Four arguments,
 * so never an Express middleware by itself; the app wraps it.
 */
export type RenderWithContext = (
  req: ExpressRequest,
  res: ExpressResponse,
  next: NextFunction,
  loadContext: RouterContextProvider,
) => Promise<void>;

export function createBufferedRequestHandler(options: BufferedHandlerOptions): RenderWithContext {
  const handleRequest = createRouterHandler(options.build, process.env.NODE_ENV);
  return async (req, res, next, loadContext) => {
    try {
      const response = await handleRequest(toFetchRequest(req, res), loadContext);
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(key, value);
  }
  const controller = new AbortController();
  let finished = false;
  res.on('finish', () => (finished = true));
  res.on('close', () => {
    if (!finished) controller.abort();
  });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const body: unknown = req.body;
  return new Request(new URL(req.originalUrl, origin(req)), {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? new Uint8Array(Buffer.isBuffer(body) ? body : Buffer.alloc(0)) : undefined,
  });
}

/** The origin the request was addressed to; X-Forwarded-Host only under TRUST_PROXY. */
function origin(req: ExpressRequest): string {
  const forwarded = req.app.enabled('trust proxy') ? req.get('X-Forwarded-Host') : undefined;
  const portOf = (host: string | undefined) => Number.parseInt(host?.split(':')[1] ?? '', 10);
  const port = [portOf(forwarded), portOf(req.get('host'))].find(Number.isSafeInteger);
  const host = req.hostname.split(/[\\/?#@]/)[0] || 'localhost';
  return `${req.protocol}://${host}${port === undefined ? '' : `:${port}`}`;
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
