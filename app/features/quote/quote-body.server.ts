/**
 * The bodies of the quote routes, read with a hard bound (server/platform/bounded-body.server.ts): POST
 * /api/quotes as JSON, POST /quote and /cy/quote as the plain form, 32 KB at most each. A declared
 * Content-Length over it is refused before a byte is read (and before the rate limiter's database
 * call), a chunked body as soon as the bytes received pass it, and the rest is never read.
 */
import type { RequestHandler } from 'express';
import {
  declaredOverLimit,
  refuseAsJson,
  refuseAsText,
  type BodyRefusal,
} from '#server/platform/bounded-body.server.ts';
import { readFormFields, tooLargeText } from '#server/platform/form-body.server.ts';
import { readJsonBody } from '#server/platform/json-body.server.ts';

/** A quote request, JSON or form: a few hundred bytes of fields, well under this. */
export const QUOTE_BODY_LIMIT_BYTES = 32 * 1024;
/** As said in the API's 413 answer (and docs/http-api.md). */
export const QUOTE_BODY_LIMIT = '32kb';
/** The form has 16 named fields and the page's key; more is not our form. */
export const QUOTE_FORM_MAX_FIELDS = 50;

const API_TOO_LARGE = `The request is larger than ${QUOTE_BODY_LIMIT}.`;

function refuseDeclared(refuse: BodyRefusal, tooLarge: string): RequestHandler {
  return (req, res, next) => {
    if (declaredOverLimit(req, QUOTE_BODY_LIMIT_BYTES)) return refuse(res, 413, tooLarge);
    next();
  };
}

/** In front of everything else on POST /api/quotes: a declared oversize body costs no database call. */
export const refuseDeclaredOversize = refuseDeclared(refuseAsJson, API_TOO_LARGE);

/** The same in front of POST /quote, answered as the form's other refusals are: plain text. */
export const refuseDeclaredFormOversize = refuseDeclared(
  refuseAsText,
  tooLargeText(QUOTE_BODY_LIMIT_BYTES),
);

/** Reads and parses the JSON body onto `req.body`, as express.json({ strict: true }) would. */
export const readQuoteJson = readJsonBody({
  limit: QUOTE_BODY_LIMIT_BYTES,
  tooLarge: API_TOO_LARGE,
});

/** Reads the form's fields onto `req.body`, as express.urlencoded({ extended: false }) would. */
export const readQuoteForm = readFormFields(QUOTE_BODY_LIMIT_BYTES, QUOTE_FORM_MAX_FIELDS);
