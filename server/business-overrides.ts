/**
 * PUBLIC_BUSINESS_PHONE and PUBLIC_BUSINESS_EMAIL, read one way: vite.config.ts turns them into
 * the `define` the pages and the server are built with (see app/content/business.ts).
 */
import type { BusinessOverrides } from '#app/content/business.ts';

/** The global name of the constant business.ts reads; vite.config.ts defines it by this name. */
export const BUSINESS_OVERRIDES_CONSTANT = '__PUBLIC_BUSINESS_OVERRIDES__';

/** Empty or blank values count as unset, as they do for every other variable (env.server.ts). */
export function businessOverridesFrom(
  env: Readonly<Record<string, string | undefined>>,
): BusinessOverrides {
  return {
    phone: env.PUBLIC_BUSINESS_PHONE?.trim() || undefined,
    email: env.PUBLIC_BUSINESS_EMAIL?.trim() || undefined,
  };
}
