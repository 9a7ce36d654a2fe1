/**
 * Security headers for every response. The Content-Security-Policy allows scripts from our origin
 * plus, on a server-rendered page, that request's nonce, or, on a prerendered page, the hashes of
 * its own inline scripts (fixed at build, so a hash is exact where a nonce could not be fresh).
 */
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const GOOGLE_TAG_HOSTS = ['https://www.googletagmanager.com'];
const GOOGLE_CONNECT_HOSTS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
  'https://www.google.com',
  'https://googleads.g.doubleclick.net',
];

export interface CspOptions {
  googleTags: boolean;
  https: boolean;
  /** Where this page's forms may lead besides our origin (a payment provider's hosted page). */
  formActionSources?: string[];
}

export function buildCsp(scriptSources: string[], options: CspOptions): string {
  const script = ["'self'", ...scriptSources, ...(options.googleTags ? GOOGLE_TAG_HOSTS : [])];
  const connect = ["'self'", ...(options.googleTags ? GOOGLE_CONNECT_HOSTS : [])];
  const img = [
    "'self'",
    'data:',
    ...(options.googleTags
      ? [
          'https://www.google.com',
          'https://www.googletagmanager.com',
          'https://*.google-analytics.com',
        ]
      : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action ${["'self'", ...(options.formActionSources ?? [])].join(' ')}`,
    "manifest-src 'self'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

export function securityHeaders(options: CspOptions) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.setHeader('Content-Security-Policy', buildCsp([`'nonce-${nonce}'`], options));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
    if (options.https) {
      res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    }
    next();
  };
}

/**
 * For a server-rendered page whose forms may lead elsewhere (the customer's page, to Stripe
 * Checkout): the same policy with those origins added to form-action, this request's nonce kept.
 */
export function allowFormTargets(options: CspOptions, origins: string[]) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = String(res.locals.cspNonce);
    res.setHeader(
      'Content-Security-Policy',
      buildCsp([`'nonce-${nonce}'`], { ...options, formActionSources: origins }),
    );
    next();
  };
}

/** For a prerendered page: its inline scripts' hashes replace the per-request nonce. */
export function setPageCsp(res: Response, hashes: string[], options: CspOptions): void {
  res.setHeader('Content-Security-Policy', buildCsp(hashes, options));
}
