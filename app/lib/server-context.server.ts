/**
 * What the Express server hands every server-rendered request (React Router's context): the
 * request's CSP nonce, the database and the validated environment.
 */
import { createContext } from 'react-router';
import type { DatabaseHandle } from '#server/db/client.server.ts';
import type { Env } from '#server/env.server.ts';

export interface ServerContext {
  cspNonce: string;
  database: DatabaseHandle;
  env: Env;
}

/** Null while prerendering at build time, where no request or database exists. */
export const serverContext = createContext<ServerContext | null>(null);
