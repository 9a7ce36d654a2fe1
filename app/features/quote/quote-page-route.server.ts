/**
 * The quote form as a page of its own (/quote and /cy/quote): rendered per request, so it can
 * take the form's POST. The quote router handles that POST first (quotes-api.server.ts) and, when
 * it cannot store the request, answers with this page and the refusal (`showForm`).
 */
import compression from 'compression';
import type { Express, NextFunction, Request, Response } from 'express';
import { readRawForm } from '#server/platform/form-body.server.ts';
import type { PageKit } from '#app/lib/feature-mount.server.ts';
import { localeFromPath } from '#app/lib/locale.ts';
import { QUOTE_BODY_LIMIT_BYTES } from './quote-body.server.ts';
import { QUOTE_PAGE_PATH, WELSH_QUOTE_PAGE_PATH } from './quote-constants.ts';
import { newQuoteFormKey, quoteFormKeyCookie, quoteFormKeyFromCookies } from './quote-form-key.ts';
import { quotePageContext, type QuoteFormOutcome } from './quote-page-context.server.ts';

/** Answers with the /quote page; with `refused`, the form a POST could not store, shown again. */
export type ShowQuotePage = (
  req: Request,
  res: Response,
  next: NextFunction,
  refused?: QuoteFormOutcome,
) => void;

export function quotePage({ renderWith }: PageKit, siteUrl: string): ShowQuotePage {
  const secure = siteUrl.startsWith('https:');
  const compress = compression();
  // A POST the quote router did not read (`/quote.data`, or no router mounted) is read here,
  // within the quote's own bound; one it read already is passed on as it is.
  const readForm = readRawForm(() => QUOTE_BODY_LIMIT_BYTES);
  return (req, res, next, refused) => {
    compress(req, res, (compressError?: unknown) => {
      if (compressError) return next(compressError);
      // The page's one-time key (quote-form-key.ts) lives in a session cookie, so Back and send
      // again, which fetches the page anew, sends the same key and stores nothing new. The empty
      // form may be kept by this browser alone; a form sent back with what was typed never is.
      const kept = req.method === 'GET' || req.method === 'HEAD';
      res.setHeader('Cache-Control', kept ? 'private, no-cache' : 'no-store');
      let formKey = quoteFormKeyFromCookies(req.headers.cookie);
      if (!formKey) {
        formKey = newQuoteFormKey();
        const path = localeFromPath(req.path) === 'cy' ? WELSH_QUOTE_PAGE_PATH : QUOTE_PAGE_PATH;
        res.append('Set-Cookie', quoteFormKeyCookie(formKey, secure, path));
      }
      const state = { formKey, refused };
      readForm(req, res, (readError?: unknown) => {
        if (readError) return next(readError);
        renderWith(req, res, next, (context) => context.set(quotePageContext, state));
      });
    });
  };
}

export function mountQuotePage(app: Express, show: ShowQuotePage): void {
  app.all([`${QUOTE_PAGE_PATH}{.data}`, `${WELSH_QUOTE_PAGE_PATH}{.data}`], (req, res, next) =>
    show(req, res, next),
  );
}
