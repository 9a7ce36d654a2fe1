/**
 * The quote form as a page of its own (/quote and /cy/quote): rendered per request, so it can
 * take the form's POST. The quote router has handled that POST by then and left any refusal for
 * the page (quotes-api.server.ts).
 */
import compression from 'compression';
import type { Express } from 'express';
import { readRawForm } from '#server/platform/form-body.server.ts';
import type { PageKit } from '#app/lib/feature-mount.server.ts';
import { localeFromPath } from '#app/lib/locale.ts';
import { QUOTE_BODY_LIMIT_BYTES } from './quote-body.server.ts';
import { QUOTE_PAGE_PATH, WELSH_QUOTE_PAGE_PATH } from './quote-constants.ts';
import { newQuoteFormKey, quoteFormKeyCookie, quoteFormKeyFromCookies } from './quote-form-key.ts';

/** The page's one-time key, from its cookie or made for this request (for the load context). */
export const QUOTE_FORM_KEY_LOCAL = 'quoteFormKey';

export function mountQuotePage(app: Express, { render }: PageKit, siteUrl: string): void {
  const secure = siteUrl.startsWith('https:');
  app.all(
    [`${QUOTE_PAGE_PATH}{.data}`, `${WELSH_QUOTE_PAGE_PATH}{.data}`],
    compression(),
    (req, res, next) => {
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
      res.locals[QUOTE_FORM_KEY_LOCAL] = formKey;
      next();
    },
    // A POST the quote router did not read (`/quote.data`, or no router mounted) is read here,
    // within the quote's own bound; one it read already is passed on as it is.
    readRawForm(() => QUOTE_BODY_LIMIT_BYTES),
    render,
  );
}
