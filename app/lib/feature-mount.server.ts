/**
 * What a feature offers the server, as one entry: its HTTP handlers and its outbox senders. Each
 * feature's `mount.server.ts` returns one; server/features.server.ts lists them all, so a new
 * feature is one line there, and the Express app and the outbox take every feature from that list.
 */
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { RouterContextProvider } from 'react-router';
import type { CspOptions } from '#server/platform/security-headers.server.ts';
import type { JobEntry } from './jobs/job-handlers.server.ts';

/** What a feature's pages are handed: the page renderer, and the site's script and form policy. */
export interface PageKit {
  /** Renders the request with React Router (server-rendered pages and their `.data` requests). */
  render: RequestHandler;
  /**
   * Renders it with the feature's own values added to the load context (a context the feature
   * made with React Router's createContext), for its route's loader and action to read.
   */
  renderWith: (
    req: Request,
    res: Response,
    next: NextFunction,
    extend: (context: RouterContextProvider) => void,
  ) => void;
  csp: CspOptions;
}

export interface FeatureMount {
  /**
   * Its API (JSON, webhooks, the quote form's POST): mounted before any page, in list order; the
   * kit lets a form's POST answer with its page.
   */
  api?: (app: Express, kit: PageKit) => void;
  /** Its pages rendered per request, each path with what runs before React Router renders it. */
  pages?: (app: Express, kit: PageKit) => void;
  /** Its outbox jobs, each with its handler (handle(job, deliver); see app/lib/jobs). */
  jobs?: readonly JobEntry[];
}
