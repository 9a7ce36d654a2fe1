/**
 * What the Express server hands every server-rendered request (React Router's context): the
 * request's CSP nonce, the database and the validated environment, plus, for the admin area, the
 * client's address (req.ip, which honours TRUST_PROXY) and the outbox (to read and retry jobs).
 */
import type { PgBoss } from 'pg-boss';
import { createContext } from 'react-router';
import type { DatabaseHandle } from '#server/platform/db/client.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import type { JobDefinition } from './jobs/define-job.server.ts';

/**
 * The part of pg-boss the server's pages use: enqueue (not-spam, answers), read job states, retry,
 * and cancel (a cancelled booking's reminder).
 */
export type AdminOutbox = Pick<PgBoss, 'send' | 'findJobs' | 'retry' | 'cancel'>;

export interface ServerContext {
  cspNonce: string;
  database: DatabaseHandle;
  env: Env;
  clientAddress?: string;
  outbox?: AdminOutbox;
  /** Every feature's job, for the admin's delivery list (names, labels). */
  jobs?: readonly JobDefinition[];
}

/** Null while prerendering at build time, where no request or database exists. */
export const serverContext = createContext<ServerContext | null>(null);
