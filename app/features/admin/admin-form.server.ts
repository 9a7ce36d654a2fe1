/**
 * Reads an admin action's form. Express already refuses other content types (admin-body.server.ts)
 * but actions are also called directly, and a multipart body with a broken boundary passes the
 * type check: either way the answer is a 4xx that says so, never a 500.
 */
import { data } from 'react-router';

const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

export async function readAdminForm(request: Request): Promise<FormData> {
  if (!FORM_TYPE.test(request.headers.get('content-type') ?? '')) {
    throw data('Send the form as application/x-www-form-urlencoded or multipart/form-data.', {
      status: 415,
    });
  }
  try {
    return await request.formData();
  } catch {
    throw data('The form could not be read.', { status: 400 });
  }
}
