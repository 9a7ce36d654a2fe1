/**
 * The most bytes the server reads of an admin request's body. Anything larger is
 * answered 413 without reading the rest, before sign-in as after it.
 */
import { SIGN_IN_PATH } from './auth/auth-constants.ts';
import { GSC_FILE_MAX_BYTES } from './ranking/gsc-csv.ts';

/** E-mail, password, where to go next and a link token: well under 1 KB in practice. */
export const SIGN_IN_BODY_MAX_BYTES = 4 * 1024;
/** Every other admin form (a status with its note, an e-mail to erase, a keyword). */
export const ADMIN_FORM_BODY_MAX_BYTES = 64 * 1024;
/** The ranking tracker's Search Console CSV import: the file's own limit plus the form around it. */
export const RANKING_IMPORT_BODY_MAX_BYTES = GSC_FILE_MAX_BYTES + 16 * 1024;

const RANKING_TRACKER_PATH = '/admin/ranking-tracker';

/** The limit for a request to `pathname` (a page path or its `.data` twin). */
export function adminBodyLimit(pathname: string): number {
  const page = pathname.replace(/\.data$/, '').replace(/\/_root$/, '') || SIGN_IN_PATH;
  if (page === SIGN_IN_PATH) return SIGN_IN_BODY_MAX_BYTES;
  if (page === RANKING_TRACKER_PATH) return RANKING_IMPORT_BODY_MAX_BYTES;
  return ADMIN_FORM_BODY_MAX_BYTES;
}
