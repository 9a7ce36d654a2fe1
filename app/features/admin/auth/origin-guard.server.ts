/**
 * Express middleware in front of the admin handler: a state-changing request from another origin
 * gets 403 before React Router sees it (React Router's own check would answer 400, and only for
 * page actions).
 */
import type { NextFunction, Request, Response } from 'express';
import { CROSS_ORIGIN_REFUSAL, SAFE_METHODS, isSameOrigin } from './same-origin.ts';

export function refuseCrossOriginPosts(siteUrl: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const facts = {
      origin: req.get('origin') ?? null,
      secFetchSite: req.get('sec-fetch-site') ?? null,
      requestOrigin: `${req.protocol}://${req.get('host') ?? ''}`,
    };
    if (isSameOrigin(facts, siteUrl)) return next();
    res.status(403).type('text/plain').setHeader('Cache-Control', 'no-store');
    res.send(CROSS_ORIGIN_REFUSAL);
  };
}
